/// Which axes of a scroll view's ``ScrollView/adjustedContentInset`` add the window's safe area, as
/// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`. Only matters when the simulation has a safe
/// area (``Simulation/safeAreaInsets``, zero by default).
public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
    /// UIKit's default: as ``scrollableAxes``, but the vertical axis is always adjusted. UIKit's
    /// further rule for scroll views owned by a navigation controller's view controller
    /// (`automaticallyAdjustsScrollViewInsets` compatibility) is not modelled: ScrollSim has no
    /// navigation controllers or bars.
    case automatic
    /// An axis is adjusted only if it is scrollable: the content size larger than the bounds on that axis,
    /// or `alwaysBounceVertical` / `alwaysBounceHorizontal` set for it.
    case scrollableAxes
    /// No adjustment: `adjustedContentInset == contentInset`.
    case never
    /// Both axes are always adjusted.
    case always
}
