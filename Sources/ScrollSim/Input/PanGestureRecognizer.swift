import Foundation

/// A scroll view's pan, as UIKit exposes it through `UIScrollView.panGestureRecognizer` (read-only here):
/// its state, and the finger's translation and velocity, so that `scrollViewDidScroll` bodies that read
/// them (direction detection, for instance) port with type renames only.
///
/// - `translation(in:)`: the finger's movement since the pan began, points, with the 10-pt hysteresis
///   already subtracted (the translation that drives the content offset, <doc:Physics#Touch-pan-and-velocity> to <doc:Physics#Drag-and-rubber-band>); positive y
///   when the finger moves down.
/// - `velocity(in:)`: the recognizer's smoothed finger velocity, points/second (<doc:Physics#Touch-pan-and-velocity>).
/// - `state`: `.began` during `scrollViewWillBeginDragging` and the first drag update, `.changed` for
///   later updates, `.ended` (or `.cancelled` when `isScrollEnabled` was set to false) during
///   `scrollViewWillEndDragging` and `scrollViewDidEndDragging`, `.possible` otherwise — including while
///   the content decelerates, as in UIKit.
///
/// ScrollSim models no transforms in touch handling, so the translation and velocity are the same in
/// every view's coordinate space; the `in:` argument is accepted for UIKit compatibility.
@MainActor
public final class PanGestureRecognizer {
    /// UIKit's `UIGestureRecognizer.State`, for a pan.
    public enum State: String, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    /// The pan's state.
    public internal(set) var state: State = .possible
    var translation: CGPoint = .zero
    var velocity: CGPoint = .zero

    init() {}

    /// The finger's movement since the pan began, points (hysteresis subtracted); zero when no pan.
    public func translation(in view: View?) -> CGPoint { translation }

    /// The finger's velocity, points/second; zero when no pan.
    public func velocity(in view: View?) -> CGPoint { velocity }
}
