import Foundation

/// Records what a ``Simulation`` does: every scroll view's state at the end of every frame, and every
/// delegate callback in the order it fired. Attach one with `simulation.recorder = TraceRecorder()`;
/// with no recorder the frame loop does no tracing work at all.
///
/// By default every record is kept in ``frames`` and ``events``. A recorder made with
/// `TraceRecorder(keepsRecords: false)` keeps nothing: it hands each record to ``frameHandler`` and
/// ``eventHandler`` (a streaming trace writer, running aggregates), so its memory does not grow with the
/// number of frames. Events are handed over complete, at the end of the frame they fired in (a
/// `scrollViewWillEndDragging` record gets the delegate's final target before that), or at ``flush()``.
///
/// Times: a record of frame k has `time = k / refreshRate` (the simulation's), the same in every trace,
/// also for a callback fired while a touch report with an earlier timestamp was processed.
@MainActor
public final class TraceRecorder {
    /// One record per frame per scroll view, frames in order, scroll views in processing order (empty
    /// unless ``keepsRecords``).
    public private(set) var frames: [FrameRecord] = []
    /// Every delegate callback, in the order it fired (empty unless ``keepsRecords``).
    public private(set) var events: [EventRecord] = []
    /// Whether records are kept in ``frames`` and ``events`` (`true` for `TraceRecorder()`).
    public let keepsRecords: Bool
    /// Called with each frame record, in order, as the frame ends.
    public var frameHandler: ((FrameRecord) -> Void)?
    /// Called with each callback record, in order, once it is complete (at the end of its frame, or at
    /// ``flush()``).
    public var eventHandler: ((EventRecord) -> Void)?
    /// The number of callbacks recorded so far (also the next `seq`).
    public private(set) var eventCount = 0

    /// The recording simulation's frames per second, for the records' times (set when the recorder is
    /// attached to a simulation).
    var refreshRate: Double?
    /// Callback records not yet handed to ``eventHandler``; the first has seq `pendingBase`.
    private var pending: [EventRecord] = []
    private var pendingBase = 0

    /// Creates an empty recorder that keeps every record.
    public init() {
        keepsRecords = true
    }

    /// Creates an empty recorder; with `keepsRecords: false` it keeps nothing and only calls the handlers.
    public init(keepsRecords: Bool) {
        self.keepsRecords = keepsRecords
    }

    /// Whether frame records are wanted at all (kept, or handed to a handler).
    var wantsFrames: Bool { keepsRecords || frameHandler != nil }

    /// Appends a frame record.
    func record(_ frame: FrameRecord) {
        if keepsRecords { frames.append(frame) }
        frameHandler?(frame)
    }

    /// Appends a callback record and returns its seq (to complete it after the delegate returned).
    @discardableResult
    func record(_ event: EventRecord) -> Int {
        var event = event
        event.seq = eventCount
        if let refreshRate { event.time = Double(event.frame) / refreshRate }
        eventCount += 1
        if keepsRecords { events.append(event) }
        if eventHandler != nil {
            if pending.isEmpty { pendingBase = event.seq }
            pending.append(event)
        }
        return event.seq
    }

    /// Sets the delegate's final target on the willEndDragging record with seq `index`.
    func complete(eventAt index: Int, finalTarget: CGPoint) {
        if keepsRecords { events[index].finalTarget = finalTarget }
        if index >= pendingBase, index - pendingBase < pending.count {
            pending[index - pendingBase].finalTarget = finalTarget
        }
    }

    /// Hands every complete callback record to ``eventHandler`` (the simulation calls it at the end of
    /// every frame; call it after the last frame for callbacks fired outside a frame).
    public func flush() {
        guard !pending.isEmpty else { return }
        if let eventHandler {
            var index = 0
            while index < pending.count {
                eventHandler(pending[index])
                index += 1
            }
        }
        pending.removeAll(keepingCapacity: true)
        pendingBase = eventCount
    }

    /// How many times each callback fired, in ``ScrollViewCallback`` declaration order (of the kept
    /// ``events``).
    public var callbackCounts: [(callback: ScrollViewCallback, count: Int)] {
        ScrollViewCallback.allCases.map { callback in (callback, events.count(where: { $0.callback == callback })) }
    }
}
