import Foundation

/// The whole output of one ScrollBench run; written by `--json` and read back by `--compare`.
///
/// Field names are stable (schema `scrollbench-1`, documented in Benchmarks/README.md): add fields,
/// never rename or re-purpose one without bumping ``schemaName``. Times are microseconds unless a field
/// name says otherwise.
public struct BenchReport: Codable, Equatable, Sendable {
    /// The schema identifier written in every report.
    public static let schemaName = "scrollbench-1"

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
    /// One entry per scenario and list size, in run order.
    public var results: [ScenarioResult]
    /// One entry per scenario that ran at two or more list sizes.
    public var scaling: [ScalingResult]

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
                scaling: [ScalingResult]) {
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
