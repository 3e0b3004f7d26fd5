import Foundation

/// Records what a ``Simulation`` does: every scroll view's state at the end of every frame, and every
/// delegate callback in the order it fired. Attach one with `simulation.recorder = TraceRecorder()`;
/// with no recorder the frame loop does no tracing work at all.
public final class TraceRecorder {
    /// One record per frame per scroll view, frames in order, scroll views in processing order.
    public private(set) var frames: [FrameRecord] = []
    /// Every delegate callback, in the order it fired.
    public private(set) var events: [EventRecord] = []

    /// Creates an empty recorder.
    public init() {}

    /// Appends a frame record.
    func record(_ frame: FrameRecord) { frames.append(frame) }

    /// Appends a callback record and returns its index (to complete it after the delegate returned).
    @discardableResult
    func record(_ event: EventRecord) -> Int {
        var event = event
        event.seq = events.count
        events.append(event)
        return events.count - 1
    }

    /// Sets the delegate's final target on the willEndDragging record at `index`.
    func complete(eventAt index: Int, finalTarget: CGPoint) {
        events[index].finalTarget = finalTarget
    }

    /// How many times each callback fired, in ``ScrollViewCallback`` declaration order.
    public var callbackCounts: [(callback: ScrollViewCallback, count: Int)] {
        ScrollViewCallback.allCases.map { callback in (callback, events.count(where: { $0.callback == callback })) }
    }
}
