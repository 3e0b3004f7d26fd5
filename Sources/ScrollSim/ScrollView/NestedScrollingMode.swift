/// How a scroll view shares a pan and a fling with the scroll views around it.
///
/// `.uikit` (the default) is UIKit's behaviour (<doc:NestedScrolling>): one scroll view owns the whole pan,
/// nothing is handed to a parent mid-gesture. `.chaining` goes beyond UIKit, modelled on Jetpack
/// Compose's nested scroll (pre-scroll, post-scroll, pre-fling, post-fling) and CSS
/// `overscroll-behavior`: set it on the inner scroll view whose leftovers should (or should not) reach
/// its ancestors.
public enum NestedScrollingMode: Equatable, Sendable {
    /// UIKit: no hand-off within a gesture.
    case uikit
    /// Scroll chaining with the given overscroll behaviour.
    case chaining(OverscrollBehavior)
}

/// CSS `overscroll-behavior` for a chaining scroll view.
public enum OverscrollBehavior: String, Equatable, Sendable, CaseIterable {
    /// Drag delta the view cannot use goes to its ancestors, innermost first, within the same gesture;
    /// a fling that reaches the view's edge hands its remaining velocity to the nearest ancestor that
    /// can still scroll that way. What no ancestor takes rubber-bands here (with `bounces`).
    case auto
    /// Leftovers stay here: the view rubber-bands and bounces (with `bounces`), ancestors get nothing.
    case contain
    /// Leftovers stay here and there is no bounce either: the view stops at its edges.
    case none
}
