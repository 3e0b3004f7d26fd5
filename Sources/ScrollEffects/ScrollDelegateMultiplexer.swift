import Foundation
import ScrollSim

/// Forwards every scroll callback to several delegates, in the order they were added — how several
/// effects attach to one scroll view (UIKit allows one delegate).
///
/// The multiplexer holds its delegates strongly (it owns the effects); the scroll view holds the
/// multiplexer weakly, as any delegate, so keep a reference to it (``EffectScene`` does).
///
/// - `scrollViewWillEndDragging`: each delegate in turn sees (and may change) the target; the scroll view
///   learns "not implemented" only when no delegate implements it (<doc:Physics#Release-target-and-hand-off> `willDecelerate`).
/// - `scrollViewShouldScrollToTop`: every delegate is asked, in order; scrolls only if all agree.
public final class ScrollDelegateMultiplexer: ScrollViewDelegate {
    /// The delegates, called first to last.
    @exclusivity(unchecked) public private(set) var delegates: [ScrollViewDelegate]

    /// Creates a multiplexer forwarding to `delegates` in order.
    public init(_ delegates: [ScrollViewDelegate] = []) {
        self.delegates = delegates
    }

    /// Appends a delegate (called after the existing ones).
    public func add(_ delegate: ScrollViewDelegate) {
        delegates.append(delegate)
    }

    /// Forwards to every delegate, in order.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        var i = 0
        while i < delegates.count {
            delegates[i].scrollViewDidScroll(scrollView)
            i += 1
        }
    }

    /// Forwards to every delegate, in order.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        for d in delegates { d.scrollViewWillBeginDragging(scrollView) }
    }

    /// Each delegate in order sees and may change the target; "not implemented" only if none implements it.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {
        var anyImplements = false
        for d in delegates {
            if scrollView.invokeWillEndDragging(of: d, velocity: velocity, targetContentOffset: &targetContentOffset) {
                anyImplements = true
            }
        }
        if !anyImplements { scrollView.markWillEndDraggingNotImplemented() }
    }

    /// Forwards to every delegate, in order.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        for d in delegates { d.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
    }

    /// Forwards to every delegate, in order.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        for d in delegates { d.scrollViewWillBeginDecelerating(scrollView) }
    }

    /// Forwards to every delegate, in order.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        for d in delegates { d.scrollViewDidEndDecelerating(scrollView) }
    }

    /// Forwards to every delegate, in order.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        for d in delegates { d.scrollViewDidEndScrollingAnimation(scrollView) }
    }

    /// Asks every delegate, in order; `true` only if all return `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        var allow = true
        for d in delegates where !d.scrollViewShouldScrollToTop(scrollView) { allow = false }
        return allow
    }

    /// Forwards to every delegate, in order.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        for d in delegates { d.scrollViewDidScrollToTop(scrollView) }
    }
}
