import Foundation

/// A view in a scenario's hierarchy, as described in JSON: a plain view or a scroll view, with subviews.
///
/// JSON: the root is the top-level `"scrollView"` or `"view"` object; subviews are a list of single-key
/// objects `{"scrollView": {...}}` / `{"view": {...}}` under `"subviews"`. New kinds (collections, lists)
/// are new cases of ``Kind`` and new keys in that list.
public struct ViewDescription: Sendable {
    /// What kind of view, with its kind-specific properties.
    public enum Kind: Sendable {
        /// A plain `View`.
        case view
        /// A `ScrollView` with these properties.
        case scrollView(ScrollViewProperties)
    }

    /// The view's name (unique in the scenario; letters, digits, `_`, `-`, `.`), used in traces.
    public var name: String
    /// The frame in the superview's (for the root: the window's) coordinates, points. Size ≥ 0
    /// (> 0 for scroll views: the rubber band divides by the bounds size).
    public var frame: CGRect
    /// The kind of view.
    public var kind: Kind
    /// Child views, back to front.
    public var subviews: [ViewDescription]

    /// Creates a description.
    public init(name: String, frame: CGRect, kind: Kind, subviews: [ViewDescription] = []) {
        self.name = name
        self.frame = frame
        self.kind = kind
        self.subviews = subviews
    }
}

/// The scroll-view properties a scenario can set, with UIKit's defaults.
public struct ScrollViewProperties: Sendable {
    /// `contentSize`, points (required in JSON as `[w, h]`, each ≥ 0).
    public var contentSize: CGSize
    /// `contentInset` (JSON `{top, left, bottom, right}`, each optional, default 0; may be negative).
    public var contentInset: EdgeInsets = .zero
    /// The initial `contentOffset` (JSON `[x, y]`, default `[0, 0]`), set after size and insets.
    public var contentOffset: CGPoint = .zero
    /// `bounces` (default `true`).
    public var bounces = true
    /// `alwaysBounceVertical` (default `false`).
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal` (default `false`).
    public var alwaysBounceHorizontal = false
    /// `isScrollEnabled` (default `true`).
    public var isScrollEnabled = true
    /// `isDirectionalLockEnabled` (default `false`).
    public var isDirectionalLockEnabled = false
    /// `scrollsToTop` (default `true`).
    public var scrollsToTop = true
    /// `decelerationRate` (JSON `"normal"`, `"fast"` or a number in (0, 1); default `.normal`). A custom
    /// number is passed on as given; the engine snaps it as UIKit does (PHYSICS.md §6).
    public var decelerationRate: DecelerationRate = .normal
    /// `transfersVerticalScrollingToParent` (default `true`, UIKit's).
    public var transfersVerticalScrollingToParent = true
    /// `transfersHorizontalScrollingToParent` (default `true`, UIKit's).
    public var transfersHorizontalScrollingToParent = true
    /// `nestedScrolling` (JSON `"uikit"` or `"chaining"`, default `"uikit"`) with `overscrollBehavior`
    /// (`"auto"`, `"contain"`, `"none"`; default `"auto"`; only with chaining).
    public var nestedScrolling: NestedScrollingMode = .uikit

    /// Creates properties with UIKit's defaults and the given content size.
    public init(contentSize: CGSize) {
        self.contentSize = contentSize
    }
}
