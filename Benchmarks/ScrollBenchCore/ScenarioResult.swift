/// The figures of one scenario at one list size.
public struct ScenarioResult: Codable, Equatable, Sendable {
    /// The scenario's name (see `--list`).
    public var scenario: String
    /// The list size, or null for scenarios without one.
    public var items: Int?
    /// Timed frames over all repetitions.
    public var frames: Int
    /// Per-frame cost percentiles (nearest rank) and maximum over all timed frames, µs.
    public var p50Microseconds: Double
    public var p90Microseconds: Double
    public var p99Microseconds: Double
    public var p999Microseconds: Double
    public var maxMicroseconds: Double
    /// Mean per-frame cost, µs.
    public var meanMicroseconds: Double
    /// The smallest and largest p50 among the repetitions, µs (their spread shows the noise).
    public var p50MinRepetitionMicroseconds: Double
    public var p50MaxRepetitionMicroseconds: Double
    /// p99 as a percentage of the frame budget.
    public var p99BudgetPercent: Double
    /// Frames whose cost exceeded the budget, and half the budget.
    public var framesOverBudget: Int
    public var framesOverHalfBudget: Int
    /// Simulated hitch time per second of simulated scrolling, ms/s (see README).
    public var hitchTimeRatio: Double
    /// "good" (< 5 ms/s), "warning" (5–10), "critical" (≥ 10).
    public var hitchRating: HitchRating
    /// Heap allocations per steady-state frame (mean over the timed frames that do not start a
    /// gesture), or null when not counted.
    public var allocationsPerFrame: Double?
    /// Steady-state frames during which at least one allocation happened, or null when not counted.
    public var framesWithAllocations: Int?
    /// Timed frames that started a gesture script (their allocations are counted apart).
    public var gestures: Int
    /// Heap allocations in a gesture's first frame (mean): the per-gesture set-up. Null when not counted
    /// or when no gesture started.
    public var allocationsPerGesture: Double?
    /// Frames simulated per second of measured frame cost, `frames / Σ cost` per repetition; the median
    /// of the repetitions (one OS interruption in a repetition does not move it).
    public var simulatedFramesPerSecond: Double
    /// `simulatedFramesPerSecond / refreshRate`: how many times faster than real time.
    public var timesRealTime: Double
    /// The rest of package-benchmark's percentile set (p0, p25, p50, p75, p90, p99, p100) over the
    /// same per-frame samples, µs: the fastest frame, the 25th and 75th percentiles, the slowest frame
    /// (equal to ``maxMicroseconds``). Null in reports written before they existed.
    public var p0Microseconds: Double? = nil
    public var p25Microseconds: Double? = nil
    public var p75Microseconds: Double? = nil
    public var p100Microseconds: Double? = nil
    /// Batch-timed cost, ns per frame: each batch repetition runs the same frames as a timed repetition
    /// with an empty frame observer (a counter, no clock) and reads the thread's CPU-time clock once before
    /// and once after; elapsed ÷ frames. It carries no per-frame harness cost (it does include the untimed resets between
    /// gestures, once per gesture). The median of ``batchNanosecondsPerFrameRepetitions``.
    public var batchNanosecondsPerFrame: Double? = nil
    /// The batch-timed ns/frame of every repetition, in run order.
    public var batchNanosecondsPerFrameRepetitions: [Double]? = nil
    /// ``batchNanosecondsPerFrame`` over the `physics-floor` reference's: how many times the bare
    /// closed-form loop this frame costs. Null when the floor did not run.
    public var floorRatio: Double? = nil
    /// What ``items`` counts: `"items"` (list size), `"scrollViews"` (sibling scroll views) or `"depth"`
    /// (nested scroll views); null for scenarios without a size.
    public var sizeUnit: String? = nil
    /// The scenario's own `--compare` thresholds (percent, µs), or null where the command line's apply.
    public var thresholdPercent: Double? = nil
    public var thresholdMicroseconds: Double? = nil
    /// Auto Layout (scenarios that solve constraints; null otherwise), from one extra repetition with the
    /// engine's solve timer on (ScrollSim's `LayoutSolverStatistics`), both spans read on the monotonic
    /// clock: the share of the repetition's time spent in constraint solves, percent.
    public var solverSharePercent: Double? = nil
    /// Constraint regions solved per frame in that repetition (each one cell's system laid out once).
    public var cellsLaidOutPerFrame: Double? = nil
    /// Solve time per region solved, µs: the cost of laying out one cell by Auto Layout
    /// (``solverSharePercent`` of ``batchNanosecondsPerFrame`` ÷ ``cellsLaidOutPerFrame``).
    public var solverMicrosecondsPerCell: Double? = nil
    /// Of the regions solved, the share rebuilt from nothing (cold), percent.
    public var coldSolvePercent: Double? = nil

    private enum CodingKeys: String, CodingKey {
        case scenario, items, frames, p50Microseconds, p90Microseconds, p99Microseconds, p999Microseconds, maxMicroseconds, meanMicroseconds, p50MinRepetitionMicroseconds, p50MaxRepetitionMicroseconds, p99BudgetPercent, framesOverBudget, framesOverHalfBudget, hitchTimeRatio, hitchRating, allocationsPerFrame, framesWithAllocations, gestures, allocationsPerGesture, simulatedFramesPerSecond, timesRealTime
        case p0Microseconds, p25Microseconds, p75Microseconds, p100Microseconds, batchNanosecondsPerFrame
        case batchNanosecondsPerFrameRepetitions, floorRatio, sizeUnit, thresholdPercent, thresholdMicroseconds
        case solverSharePercent, cellsLaidOutPerFrame, solverMicrosecondsPerCell, coldSolvePercent
    }

    /// Writes every field, `null` included (synthesised coding would drop nil optionals).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scenario, forKey: .scenario)
        try container.encode(items, forKey: .items)
        try container.encode(frames, forKey: .frames)
        try container.encode(p50Microseconds, forKey: .p50Microseconds)
        try container.encode(p90Microseconds, forKey: .p90Microseconds)
        try container.encode(p99Microseconds, forKey: .p99Microseconds)
        try container.encode(p999Microseconds, forKey: .p999Microseconds)
        try container.encode(maxMicroseconds, forKey: .maxMicroseconds)
        try container.encode(meanMicroseconds, forKey: .meanMicroseconds)
        try container.encode(p50MinRepetitionMicroseconds, forKey: .p50MinRepetitionMicroseconds)
        try container.encode(p50MaxRepetitionMicroseconds, forKey: .p50MaxRepetitionMicroseconds)
        try container.encode(p99BudgetPercent, forKey: .p99BudgetPercent)
        try container.encode(framesOverBudget, forKey: .framesOverBudget)
        try container.encode(framesOverHalfBudget, forKey: .framesOverHalfBudget)
        try container.encode(hitchTimeRatio, forKey: .hitchTimeRatio)
        try container.encode(hitchRating, forKey: .hitchRating)
        try container.encode(allocationsPerFrame, forKey: .allocationsPerFrame)
        try container.encode(framesWithAllocations, forKey: .framesWithAllocations)
        try container.encode(gestures, forKey: .gestures)
        try container.encode(allocationsPerGesture, forKey: .allocationsPerGesture)
        try container.encode(simulatedFramesPerSecond, forKey: .simulatedFramesPerSecond)
        try container.encode(timesRealTime, forKey: .timesRealTime)
        try container.encode(p0Microseconds, forKey: .p0Microseconds)
        try container.encode(p25Microseconds, forKey: .p25Microseconds)
        try container.encode(p75Microseconds, forKey: .p75Microseconds)
        try container.encode(p100Microseconds, forKey: .p100Microseconds)
        try container.encode(batchNanosecondsPerFrame, forKey: .batchNanosecondsPerFrame)
        try container.encode(batchNanosecondsPerFrameRepetitions, forKey: .batchNanosecondsPerFrameRepetitions)
        try container.encode(floorRatio, forKey: .floorRatio)
        try container.encode(sizeUnit, forKey: .sizeUnit)
        try container.encode(thresholdPercent, forKey: .thresholdPercent)
        try container.encode(thresholdMicroseconds, forKey: .thresholdMicroseconds)
        try container.encode(solverSharePercent, forKey: .solverSharePercent)
        try container.encode(cellsLaidOutPerFrame, forKey: .cellsLaidOutPerFrame)
        try container.encode(solverMicrosecondsPerCell, forKey: .solverMicrosecondsPerCell)
        try container.encode(coldSolvePercent, forKey: .coldSolvePercent)
    }
}

extension ScenarioResult {
    /// The figures of one scenario from the pooled statistics of its timed frames.
    /// - Parameters:
    ///   - statistics: all timed frames of all repetitions, nanoseconds.
    ///   - refreshRate: the simulated refresh rate, Hz; the budget is `1/refreshRate`.
    ///   - p50RepetitionRange: the smallest and largest per-repetition p50, nanoseconds.
    ///   - simulatedFramesPerSecond: the median over the repetitions of `frames / Σ cost`.
    ///   - gestures: timed frames that started a gesture script.
    ///   - allocations: the counted allocations, or `nil` where allocations are not counted.
    ///   - batchNanosecondsPerFrame: each batch repetition's elapsed ns ÷ frames (empty: not measured).
    public init(scenario: String, items: Int?, statistics: FrameStatistics, refreshRate: Double,
                p50RepetitionRange: (min: UInt64, max: UInt64), simulatedFramesPerSecond: Double,
                gestures: Int, allocations: AllocationTally?, batchNanosecondsPerFrame: [Double] = []) {
        func micro(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1_000 }
        let budgetNanoseconds = FrameStatistics.budgetNanoseconds(refreshRate: refreshRate)
        let steadyFrames = statistics.frames - gestures
        let ratio = statistics.hitchRatio(refreshRate: refreshRate)
        self.init(
            scenario: scenario,
            items: items,
            frames: statistics.frames,
            p50Microseconds: micro(statistics.p50),
            p90Microseconds: micro(statistics.p90),
            p99Microseconds: micro(statistics.p99),
            p999Microseconds: micro(statistics.p999),
            maxMicroseconds: micro(statistics.max),
            meanMicroseconds: statistics.mean / 1_000,
            p50MinRepetitionMicroseconds: micro(p50RepetitionRange.min),
            p50MaxRepetitionMicroseconds: micro(p50RepetitionRange.max),
            p99BudgetPercent: Double(statistics.p99) / budgetNanoseconds * 100,
            framesOverBudget: statistics.framesOverBudget,
            framesOverHalfBudget: statistics.framesOverHalfBudget,
            hitchTimeRatio: ratio,
            hitchRating: HitchRating(ratio: ratio),
            allocationsPerFrame: allocations.flatMap { tally in
                steadyFrames > 0 ? Double(tally.steadyStateAllocations) / Double(steadyFrames) : nil
            },
            framesWithAllocations: allocations?.framesWithAllocations,
            gestures: gestures,
            allocationsPerGesture: allocations.flatMap { tally in
                gestures > 0 ? Double(tally.gestureStartAllocations) / Double(gestures) : nil
            },
            simulatedFramesPerSecond: simulatedFramesPerSecond,
            timesRealTime: simulatedFramesPerSecond / refreshRate
        )
        p0Microseconds = micro(statistics.p0)
        p25Microseconds = micro(statistics.p25)
        p75Microseconds = micro(statistics.p75)
        p100Microseconds = micro(statistics.max)
        if !batchNanosecondsPerFrame.isEmpty {
            batchNanosecondsPerFrameRepetitions = batchNanosecondsPerFrame
            self.batchNanosecondsPerFrame = Self.median(batchNanosecondsPerFrame)
        }
    }

    /// The median of `values` (the lower middle one for an even count; `values` not empty).
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[(sorted.count - 1) / 2]
    }
}
