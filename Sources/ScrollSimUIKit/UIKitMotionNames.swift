import ScrollSim

// UIKit's names for the engine's controls and pull-to-refresh. View animations need no name of their own:
// `UIView.animate(withDuration:…)`, `UIView.AnimationOptions` and `UIView.performWithoutAnimation(_:)` are
// members of the engine's `View`, which is `UIView`.

/// UIKit's `UIControl`: the engine's ``ScrollSim/Control`` (`UIControl.Event` is its nested `Event`).
/// `addTarget(_:action:for:)` is not available (selectors need the Objective-C runtime): use `addAction(_:for:)`.
public typealias UIControl = ScrollSim.Control
/// UIKit's `UIAction`: the engine's ``ScrollSim/Action`` (`UIAction.Identifier` is its nested `Identifier`).
public typealias UIAction = ScrollSim.Action
/// UIKit's `UIActionHandler`, `(UIAction) -> Void`.
public typealias UIActionHandler = ScrollSim.Action.Handler
/// UIKit's `UIRefreshControl`: the engine's ``ScrollSim/RefreshControl``.
public typealias UIRefreshControl = ScrollSim.RefreshControl
