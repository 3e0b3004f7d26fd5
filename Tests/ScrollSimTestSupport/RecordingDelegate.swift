import Foundation
import ScrollSim

/// A `ScrollViewDelegate` that implements every method, logs each call in a ``CallbackLog`` and runs an
/// optional hook, so a test can act from inside a callback as a UIKit delegate would.
///
/// It implements `scrollViewWillEndDragging`, which changes `willDecelerate` (<doc:Physics#Release-target-and-hand-off>); for a
/// delegate that does not, use ``RecordingDelegateWithoutWillEndDragging``.
public final class RecordingDelegate: ScrollViewDelegate {
    /// The calls received, in order.
    public let log: CallbackLog
    /// Runs inside `scrollViewDidScroll`.
    public var onDidScroll: ((ScrollView) -> Void)?
    /// Runs inside `scrollViewWillBeginDragging`.
    public var onWillBeginDragging: ((ScrollView) -> Void)?
    /// Runs inside `scrollViewWillEndDragging`; may change the target (velocity in pt/ms).
    public var onWillEndDragging: ((ScrollView, CGPoint, inout CGPoint) -> Void)?
    /// Runs inside `scrollViewWillBeginDecelerating`.
    public var onWillBeginDecelerating: ((ScrollView) -> Void)?
    /// The answer to `scrollViewShouldScrollToTop`.
    public var shouldScrollToTop = true

    /// Creates a delegate logging into `log` (a new one by default).
    public init(log: CallbackLog = CallbackLog()) { self.log = log }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        log.record("scrollViewDidScroll", scrollView) { onDidScroll?(scrollView) }
    }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        log.record("scrollViewWillBeginDragging", scrollView) { onWillBeginDragging?(scrollView) }
    }
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {
        var target = targetContentOffset
        log.record("scrollViewWillEndDragging", scrollView, velocity: velocity, proposedTarget: target) {
            onWillEndDragging?(scrollView, velocity, &target)
        }
        log.setFinalTarget(target)
        targetContentOffset = target
    }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.record("scrollViewDidEndDragging", scrollView, willDecelerate: decelerate)
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        log.record("scrollViewWillBeginDecelerating", scrollView) { onWillBeginDecelerating?(scrollView) }
    }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log.record("scrollViewDidEndDecelerating", scrollView)
    }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log.record("scrollViewDidEndScrollingAnimation", scrollView)
    }
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        log.record("scrollViewShouldScrollToTop", scrollView)
        return shouldScrollToTop
    }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        log.record("scrollViewDidScrollToTop", scrollView)
    }
}
