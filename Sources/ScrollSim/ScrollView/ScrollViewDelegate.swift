import Foundation

/// The messages a ``ScrollView`` sends as it scrolls: UIKit's `UIScrollViewDelegate`, with the same
/// method names, arguments and order (<doc:CallbackOrder>). Every method has a default no-op implementation.
///
/// A UIKit `scrollViewDidScroll` body ports with type renames only (`UIScrollView` → `ScrollView`).
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The applied (pixel-rounded) content offset changed. Fires only when it actually changes.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A pan owned by the scroll view began (after the 10-pt hysteresis).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted (or the pan was cancelled). `velocity` is in **points per millisecond**, as in
    /// UIKit; `targetContentOffset` is where the deceleration is expected to stop (pixel-rounded, clamped
    /// to the content range). Change it to make the deceleration end exactly there (<doc:Physics#Release-target-and-hand-off>).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint)
    /// The pan ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// A deceleration (or bounce) after a release begins.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The deceleration (or bounce) ended: the content is at rest, or a finger caught it.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// A `setContentOffset(_:animated: true)` animation finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Asked when the status bar is tapped; return `false` to refuse scrolling to the top.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// The scroll-to-top motion finished.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
}

/// Default implementations: every callback does nothing (`scrollViewShouldScrollToTop` answers `true`),
/// so a delegate implements only what it needs, as with UIKit's optional protocol methods.
extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// The default records that it ran, so that the scroll view knows the delegate does not implement
    /// this method (UIKit asks `respondsToSelector:`; <doc:Physics#Release-target-and-hand-off> `willDecelerate`).
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {
        scrollView.markWillEndDraggingNotImplemented()
    }
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Answers `true`, UIKit's default.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
