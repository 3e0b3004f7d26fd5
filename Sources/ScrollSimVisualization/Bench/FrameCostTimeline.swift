/// Measured per-frame costs as a Trace Event Format timeline (`ScrollBench --timeline T.json`): one track
/// per benchmark run (scenario and list size), each timed frame a slice whose duration is its measured
/// cost, laid end to end from 0 (so the time axis is measured CPU time spent in frames, µs). A slow
/// frame is a visibly wider slice; frames over half the budget are named `frame > ½ budget` and frames
/// over the budget `frame > budget` (and coloured by `chrome://tracing`). `args`: `frame` (index among
/// the run's timed frames) and `cost_us`.
///
/// A run keeps at most ``maximumFramesPerRun`` frames: the window of that many consecutive frames
/// that contains its slowest frame, so the file stays small and the frame worth finding is in it.
public struct FrameCostTimeline {
    /// One benchmark run.
    public struct Run: Sendable {
        /// The track's name, e.g. `list-drag-fling (1000 items)`.
        public var label: String
        /// The per-frame costs, nanoseconds, in the order the frames ran.
        public var samples: [UInt64]

        /// A run.
        public init(label: String, samples: [UInt64]) {
            self.label = label
            self.samples = samples
        }
    }

    /// The most frames kept per run.
    public static let maximumFramesPerRun = 20_000

    /// The runs, one track each, in order.
    public var runs: [Run]
    /// The frame budget, nanoseconds.
    public var budgetNanoseconds: Double

    /// A timeline of `runs` against `budgetNanoseconds`.
    public init(runs: [Run], budgetNanoseconds: Double) {
        self.runs = runs
        self.budgetNanoseconds = budgetNanoseconds
    }

    /// The frames kept of `samples`: a window of at most ``maximumFramesPerRun`` consecutive frames
    /// containing the slowest (the first of equals), as close to centred on it as the run allows.
    public static func window(of samples: [UInt64]) -> Range<Int> {
        guard samples.count > maximumFramesPerRun else { return 0..<samples.count }
        var slowest = 0
        for index in samples.indices where samples[index] > samples[slowest] { slowest = index }
        let start = min(max(0, slowest - maximumFramesPerRun / 2), samples.count - maximumFramesPerRun)
        return start..<(start + maximumFramesPerRun)
    }

    /// The JSON file.
    public var json: String {
        var writer = TraceEventWriter()
        let pid = 1
        writer.processName(pid: pid, "ScrollBench: measured per-frame cost")
        for (index, run) in runs.enumerated() {
            let tid = index + 1
            writer.threadName(pid: pid, tid: tid, run.label)
            var time: Int64 = 0
            for frame in Self.window(of: run.samples) {
                let cost = run.samples[frame]
                let name = Double(cost) > budgetNanoseconds ? "frame > budget"
                    : Double(cost) > budgetNanoseconds / 2 ? "frame > ½ budget" : "frame"
                writer.slice(name, category: "frame", pid: pid, tid: tid, start: time, duration: Int64(cost),
                             arguments: [("frame", String(frame)), ("cost_us", PlotNumber.microseconds(nanoseconds: Int64(cost)))])
                time += Int64(cost)
            }
        }
        return writer.json(otherData: [
            ("generator", JSONText.string("ScrollBench")),
            ("budgetMicroseconds", JSONText.number(budgetNanoseconds / 1_000, decimals: 3)),
            ("timeUnit", JSONText.string("microseconds of measured frame cost, frames laid end to end")),
        ])
    }
}
