import Foundation
import ScrollSim

/// Like ``RecordingDelegate`` but **without** `scrollViewWillEndDragging`, so the protocol's default
/// implementation runs and `willDecelerate` follows the velocity threshold (<doc:Physics#Release-target-and-hand-off>).
///
/// A separate final class, not a subclass: a subclass's method would not be the protocol witness.
public final class RecordingDelegateWithoutWillEndDragging: ScrollViewDelegate {
    /// The calls received, in order.
    public let log: CallbackLog
    /// Runs inside `scrollViewDidScroll`.
    public var onDidScroll: ((ScrollView) -> Void)?

    /// Creates a delegate logging into `log` (a new one by default).
    public init(log: CallbackLog = CallbackLog()) { self.log = log }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        log.record("scrollViewDidScroll", scrollView) { onDidScroll?(scrollView) }
    }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        log.record("scrollViewWillBeginDragging", scrollView)
    }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.record("scrollViewDidEndDragging", scrollView, willDecelerate: decelerate)
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        log.record("scrollViewWillBeginDecelerating", scrollView)
    }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log.record("scrollViewDidEndDecelerating", scrollView)
    }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log.record("scrollViewDidEndScrollingAnimation", scrollView)
    }
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        log.record("scrollViewShouldScrollToTop", scrollView)
        return true
    }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
        log.record("scrollViewDidScrollToTop", scrollView)
    }
}
