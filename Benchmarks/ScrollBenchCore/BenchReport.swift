import Foundation

/// The whole output of one ScrollBench run; written by `--json` and read back by `--compare`.
///
/// Field names are stable (schema `scrollbench-1`, documented in Benchmarks/README.md): add fields,
/// never rename or re-purpose one without bumping ``schemaName``. Times are microseconds unless a field
/// name says otherwise.
public struct BenchReport: Codable, Equatable, Sendable {
    /// The schema identifier written in every report.
    public static let schemaName = "scrollbench-1"
    /// The reference scenario every ``ScenarioResult/floorRatio`` divides by: the `fling` evaluated as a
    /// bare closed-form loop.
    public static let floorScenarioName = "physics-floor"
    /// The engine scenario the floor reproduces; its ratio is printed under the table.
    public static let floorEngineScenarioName = "fling"

    /// Sets every result's ``ScenarioResult/floorRatio``: its batch ns/frame over the floor's (left
    /// null when either was not measured).
    public static func applyFloorRatios(to results: inout [ScenarioResult]) {
        guard let floor = results.first(where: { $0.scenario == floorScenarioName })?.batchNanosecondsPerFrame,
              floor > 0 else { return }
        for index in results.indices {
            results[index].floorRatio = results[index].batchNanosecondsPerFrame.map { $0 / floor }
        }
    }

    /// Always ``schemaName``.
    public var schema: String
    /// "release" or "debug" (how ScrollBench was compiled).
    public var build: String
    /// Operating system and architecture, e.g. "linux-x86_64".
    public var platform: String
    /// Logical processors available to the process.
    public var processorCount: Int
    /// The simulated refresh rate, Hz.
    public var refreshRateHz: Double
    /// The frame budget `1/refreshRate`, µs (8333.333 at 120 Hz).
    public var budgetMicroseconds: Double
    /// Timed repetitions per scenario, after one warm-up pass.
    public var repetitions: Int
    /// Whether `--quick` was given.
    public var quick: Bool
    /// Whether heap allocations were counted (false: `allocationsPerFrame` is null).
    public var mallocCounting: Bool
    /// Median cost of an empty timed interval (two clock readings), ns: the floor of every sample.
    public var clockOverheadNanoseconds: Double
    /// The per-frame harness floor, ns: the median per-frame sample of a loop that does nothing but
    /// call an empty frame observer through the same path as the simulation and take the sample (clock
    /// reading, allocation counter, store). Every per-frame percentile includes about this much; the
    /// batch-timed ns/frame does not. Null in reports written before it existed.
    public var harnessFloorNanoseconds: Double?
    /// One entry per scenario and list size, in run order.
    public var results: [ScenarioResult]
    /// One entry per scenario that ran at two or more list sizes.
    public var scaling: [ScalingResult]
    /// The `fling` ÷ `physics-floor` ratio from interleaved pairs of batch-timed repetitions; null when
    /// `fling` did not run (or in reports written before it existed).
    public var interleavedFloorRatio: InterleavedFloorRatio?

    /// A report with every field given (``schema`` is normally ``schemaName``).
    public init(schema: String,
                build: String,
                platform: String,
                processorCount: Int,
                refreshRateHz: Double,
                budgetMicroseconds: Double,
                repetitions: Int,
                quick: Bool,
                mallocCounting: Bool,
                clockOverheadNanoseconds: Double,
                results: [ScenarioResult],
                scaling: [ScalingResult],
                harnessFloorNanoseconds: Double? = nil,
                interleavedFloorRatio: InterleavedFloorRatio? = nil) {
        self.schema = schema
        self.build = build
        self.platform = platform
        self.processorCount = processorCount
        self.refreshRateHz = refreshRateHz
        self.budgetMicroseconds = budgetMicroseconds
        self.repetitions = repetitions
        self.quick = quick
        self.mallocCounting = mallocCounting
        self.clockOverheadNanoseconds = clockOverheadNanoseconds
        self.results = results
        self.scaling = scaling
        self.harnessFloorNanoseconds = harnessFloorNanoseconds
        self.interleavedFloorRatio = interleavedFloorRatio
    }

    private enum CodingKeys: String, CodingKey {
        case schema, build, platform, processorCount, refreshRateHz, budgetMicroseconds, repetitions, quick
        case mallocCounting, clockOverheadNanoseconds, harnessFloorNanoseconds, results, scaling, interleavedFloorRatio
    }

    /// Writes every field, `null` included (synthesised coding would drop a nil optional).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schema, forKey: .schema)
        try container.encode(build, forKey: .build)
        try container.encode(platform, forKey: .platform)
        try container.encode(processorCount, forKey: .processorCount)
        try container.encode(refreshRateHz, forKey: .refreshRateHz)
        try container.encode(budgetMicroseconds, forKey: .budgetMicroseconds)
        try container.encode(repetitions, forKey: .repetitions)
        try container.encode(quick, forKey: .quick)
        try container.encode(mallocCounting, forKey: .mallocCounting)
        try container.encode(clockOverheadNanoseconds, forKey: .clockOverheadNanoseconds)
        try container.encode(harnessFloorNanoseconds, forKey: .harnessFloorNanoseconds)
        try container.encode(results, forKey: .results)
        try container.encode(scaling, forKey: .scaling)
        try container.encode(interleavedFloorRatio, forKey: .interleavedFloorRatio)
    }

    /// The report as `--json` writes it: pretty-printed UTF-8 JSON with sorted keys, every field of a
    /// result present (`null` included).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a report written by ``jsonData()`` (the `--compare` baseline).
    public init(jsonData: Data) throws {
        self = try JSONDecoder().decode(BenchReport.self, from: jsonData)
    }
}
