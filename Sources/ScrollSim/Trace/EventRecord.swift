import Foundation

/// One delegate callback as recorded by a ``TraceRecorder``: a row of `events.csv`.
public struct EventRecord: Sendable, Equatable {
    /// Position in the run's callback sequence, from 0.
    public var seq: Int
    /// The frame in which it fired.
    public var frame: Int
    /// The simulated time of that frame, seconds.
    public var time: Double
    /// The scroll view's ``View/name``.
    public var view: String
    /// Which callback.
    public var callback: ScrollViewCallback
    /// The applied content offset when the callback fired (points).
    public var offset: CGPoint
    /// `scrollViewWillEndDragging`: the release velocity, points per **millisecond** (UIKit's unit).
    public var velocity: CGPoint?
    /// `scrollViewWillEndDragging`: the proposed target content offset (points).
    public var target: CGPoint?
    /// `scrollViewWillEndDragging`: the target after the delegate returned, if it changed it.
    public var finalTarget: CGPoint?
    /// `scrollViewDidEndDragging`: the `willDecelerate` argument; `scrollViewShouldScrollToTop`: the answer.
    public var flag: Bool?

    /// The UIKit method name without arguments (the `event` column).
    public var event: String { callback.rawValue }

    /// `key=value` pairs separated by `;` (the `detail` column), numbers in shortest round-trip form:
    /// `offset_x`, `offset_y` for didScroll; `velocity_x`, `velocity_y` (pt/ms), `target_x`, `target_y`
    /// (and `final_target_x`, `final_target_y` when the delegate changed it) for willEndDragging;
    /// `willDecelerate=true|false` for didEndDragging; `result=true|false` for shouldScrollToTop.
    public var detail: String {
        switch callback {
        case .scrollViewDidScroll:
            return "offset_x=\(TraceNumber.format(offset.x));offset_y=\(TraceNumber.format(offset.y))"
        case .scrollViewWillEndDragging:
            var text = "velocity_x=\(TraceNumber.format(velocity?.x ?? 0));velocity_y=\(TraceNumber.format(velocity?.y ?? 0))"
            text += ";target_x=\(TraceNumber.format(target?.x ?? 0));target_y=\(TraceNumber.format(target?.y ?? 0))"
            if let finalTarget {
                text += ";final_target_x=\(TraceNumber.format(finalTarget.x));final_target_y=\(TraceNumber.format(finalTarget.y))"
            }
            return text
        case .scrollViewDidEndDragging:
            return "willDecelerate=\(flag ?? false)"
        case .scrollViewShouldScrollToTop:
            return "result=\(flag ?? true)"
        default:
            return ""
        }
    }
}
