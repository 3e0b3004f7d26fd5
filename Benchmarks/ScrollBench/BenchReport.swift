/// The whole output of one ScrollBench run; written by `--json` and read back by `--compare`.
///
/// Field names are stable (schema `scrollbench-1`, documented in Benchmarks/README.md): add fields,
/// never rename or re-purpose one without bumping ``schemaName``. Times are microseconds unless a field
/// name says otherwise.
struct BenchReport: Codable, Equatable {
    /// The schema identifier written in every report.
    static let schemaName = "scrollbench-1"

    /// Always ``schemaName``.
    var schema: String
    /// "release" or "debug" (how ScrollBench was compiled).
    var build: String
    /// Operating system and architecture, e.g. "linux-x86_64".
    var platform: String
    /// Logical processors available to the process.
    var processorCount: Int
    /// The simulated refresh rate, Hz.
    var refreshRateHz: Double
    /// The frame budget `1/refreshRate`, µs (8333.333 at 120 Hz).
    var budgetMicroseconds: Double
    /// Timed repetitions per scenario, after one warm-up pass.
    var repetitions: Int
    /// Whether `--quick` was given.
    var quick: Bool
    /// Whether heap allocations were counted (false: `allocationsPerFrame` is null).
    var mallocCounting: Bool
    /// Median cost of an empty timed interval (two clock readings), ns: the floor of every sample.
    var clockOverheadNanoseconds: Double
    /// One entry per scenario and list size, in run order.
    var results: [ScenarioResult]
    /// One entry per scenario that ran at two or more list sizes.
    var scaling: [ScalingResult]
}

/// The figures of one scenario at one list size.
struct ScenarioResult: Codable, Equatable {
    /// The scenario's name (see `--list`).
    var scenario: String
    /// The list size, or null for scenarios without one.
    var items: Int?
    /// Timed frames over all repetitions.
    var frames: Int
    /// Per-frame cost percentiles (nearest rank) and maximum over all timed frames, µs.
    var p50Microseconds: Double
    var p90Microseconds: Double
    var p99Microseconds: Double
    var p999Microseconds: Double
    var maxMicroseconds: Double
    /// Mean per-frame cost, µs.
    var meanMicroseconds: Double
    /// The smallest and largest p50 among the repetitions, µs (their spread shows the noise).
    var p50MinRepetitionMicroseconds: Double
    var p50MaxRepetitionMicroseconds: Double
    /// p99 as a percentage of the frame budget.
    var p99BudgetPercent: Double
    /// Frames whose cost exceeded the budget, and half the budget.
    var framesOverBudget: Int
    var framesOverHalfBudget: Int
    /// Simulated hitch time per second of simulated scrolling, ms/s (see README).
    var hitchTimeRatio: Double
    /// "good" (< 5 ms/s), "warning" (5–10), "critical" (≥ 10).
    var hitchRating: HitchRating
    /// Heap allocations per steady-state frame (mean over the timed frames that do not start a
    /// gesture), or null when not counted.
    var allocationsPerFrame: Double?
    /// Steady-state frames during which at least one allocation happened, or null when not counted.
    var framesWithAllocations: Int?
    /// Timed frames that started a gesture script (their allocations are counted apart).
    var gestures: Int
    /// Heap allocations in a gesture's first frame (mean): the per-gesture set-up. Null when not counted
    /// or when no gesture started.
    var allocationsPerGesture: Double?
    /// Frames simulated per second of measured frame cost, `frames / Σ cost` per repetition; the median
    /// of the repetitions (one OS interruption in a repetition does not move it).
    var simulatedFramesPerSecond: Double
    /// `simulatedFramesPerSecond / refreshRate`: how many times faster than real time.
    var timesRealTime: Double

    private enum CodingKeys: String, CodingKey {
        case scenario, items, frames, p50Microseconds, p90Microseconds, p99Microseconds, p999Microseconds, maxMicroseconds, meanMicroseconds, p50MinRepetitionMicroseconds, p50MaxRepetitionMicroseconds, p99BudgetPercent, framesOverBudget, framesOverHalfBudget, hitchTimeRatio, hitchRating, allocationsPerFrame, framesWithAllocations, gestures, allocationsPerGesture, simulatedFramesPerSecond, timesRealTime
    }

    /// Writes every field, `null` included (synthesised coding would drop nil optionals).
    func encode(to encoder: Encoder) throws {
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
    }
}

/// How one scenario's cost grows with the list size.
struct ScalingResult: Codable, Equatable {
    /// One point per list size, in increasing size.
    struct Point: Codable, Equatable {
        var items: Int
        var p50Microseconds: Double
        var p99Microseconds: Double
    }

    var scenario: String
    var points: [Point]
    /// The smallest and largest list size measured.
    var smallestItems: Int
    var largestItems: Int
    /// p50 and p99 at the largest size divided by those at the smallest (10⁶ / 10³ by default).
    var p50Ratio: Double
    var p99Ratio: Double
}
