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
        var text = ""
        withUnsafeMutablePointer(to: &text) { text in
            var sink = TraceStreamSink(stream: text)
            writeDetail(to: &sink)
        }
        return text
    }

    /// Writes ``detail`` to `sink`, numbers straight from their digits (no intermediate strings).
    @inline(__always)
    func writeDetail(to sink: inout some TraceRowSink) {
        switch callback {
        case .scrollViewDidScroll:
            Self.writePair("offset_x=", offset.x, to: &sink)
            Self.writePair(";offset_y=", offset.y, to: &sink)
        case .scrollViewWillEndDragging:
            Self.writePair("velocity_x=", velocity?.x ?? 0, to: &sink)
            Self.writePair(";velocity_y=", velocity?.y ?? 0, to: &sink)
            Self.writePair(";target_x=", target?.x ?? 0, to: &sink)
            Self.writePair(";target_y=", target?.y ?? 0, to: &sink)
            if let finalTarget {
                Self.writePair(";final_target_x=", finalTarget.x, to: &sink)
                Self.writePair(";final_target_y=", finalTarget.y, to: &sink)
            }
        case .scrollViewDidEndDragging:
            sink.write((flag ?? false) ? "willDecelerate=true" : "willDecelerate=false")
        case .scrollViewShouldScrollToTop:
            sink.write((flag ?? true) ? "result=true" : "result=false")
        default:
            break
        }
    }

    /// Writes `key` (with its separators) and `value` in shortest round-trip form.
    @inline(__always)
    private static func writePair(_ key: StaticString, _ value: CGFloat, to sink: inout some TraceRowSink) {
        sink.write(key)
        sink.write(Double(value))
    }
}
