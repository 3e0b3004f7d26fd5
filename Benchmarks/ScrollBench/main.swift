// ScrollBench: per-frame cost of ScrollSim against the frame budget (issue 5; see Benchmarks/README.md).
import Foundation
import MallocCounter
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exit statuses: 0 success, 1 a scenario or file failed, 2 `--compare` found a regression, 64 usage.
enum ExitStatus {
    static let failure: Int32 = 1
    static let regression: Int32 = 2
    static let usage: Int32 = 64
}

func writeStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

func fail(_ message: String, status: Int32) -> Never {
    writeStandardError("ScrollBench: \(message)\n")
    if status == ExitStatus.usage { writeStandardError(BenchOptions.usage + "\n") }
    exit(status)
}

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message, status: ExitStatus.usage)
}
if options.help {
    print(BenchOptions.usage)
    exit(0)
}
if options.list {
    let width = ScenarioRegistry.all.map(\.name.count).max() ?? 0
    for scenario in ScenarioRegistry.all {
        let padding = String(repeating: " ", count: width - scenario.name.count)
        print("\(scenario.name)\(padding)  \(scenario.takesItemCount ? "[items] " : "")\(scenario.summary)")
    }
    exit(0)
}

let scenarios = ScenarioRegistry.all.filter { scenario in
    guard let filter = options.filter else { return true }
    return scenario.name.lowercased().contains(filter.lowercased())
}
if scenarios.isEmpty {
    fail("no scenario matches --filter '\(options.filter ?? "")' (see --list)", status: ExitStatus.usage)
}

// Read the baseline first: a bad --compare file should fail before minutes of measuring.
var baseline: BenchReport?
if let path = options.comparePath {
    do {
        baseline = try JSONDecoder().decode(BenchReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
        fail("cannot read the --compare baseline '\(path)': \(error)", status: ExitStatus.failure)
    }
}

let countsAllocations = mallocCounterIsActive() != 0
let showsProgress = isatty(STDERR_FILENO) != 0
let runs: [(scenario: any BenchScenario, items: Int?)] = scenarios.flatMap { scenario in
    scenario.takesItemCount ? options.items.map { (scenario, Optional($0)) } : [(scenario, nil)]
}

var results: [ScenarioResult] = []
for (index, run) in runs.enumerated() {
    let label = "[\(index + 1)/\(runs.count)] \(run.scenario.name)" + (run.items.map { " items=\($0)" } ?? "")
    var runner = BenchRunner(options: options, countsAllocations: countsAllocations)
    if showsProgress {
        runner.progress = { repetition, repetitions in
            writeStandardError("\r\u{1B}[K\(label) repetition \(min(repetition + 1, repetitions))/\(repetitions)")
        }
    }
    do {
        results.append(try runner.measure(run.scenario, items: run.items))
    } catch {
        if showsProgress { writeStandardError("\r\u{1B}[K") }
        fail("\(label): setup failed: \(error)", status: ExitStatus.failure)
    }
}
if showsProgress { writeStandardError("\r\u{1B}[K") }

/// Scenarios measured at two or more list sizes: p50/p99 per size and largest-to-smallest ratios.
func scaling(of results: [ScenarioResult]) -> [ScalingResult] {
    var names: [String] = []
    for result in results where result.items != nil && !names.contains(result.scenario) {
        names.append(result.scenario)
    }
    return names.compactMap { name in
        let points = results
            .filter { $0.scenario == name }
            .compactMap { result in
                result.items.map {
                    ScalingResult.Point(items: $0, p50Microseconds: result.p50Microseconds,
                                        p99Microseconds: result.p99Microseconds)
                }
            }
            .sorted { $0.items < $1.items }
        guard points.count >= 2, let first = points.first, let last = points.last else { return nil }
        return ScalingResult(scenario: name, points: points, smallestItems: first.items, largestItems: last.items,
                             p50Ratio: last.p50Microseconds / first.p50Microseconds,
                             p99Ratio: last.p99Microseconds / first.p99Microseconds)
    }
}

#if DEBUG
let buildName = "debug"
#else
let buildName = "release"
#endif
#if os(Linux)
let systemName = "linux"
#elseif os(macOS)
let systemName = "macos"
#else
let systemName = "other"
#endif
#if arch(x86_64)
let architectureName = "x86_64"
#elseif arch(arm64)
let architectureName = "arm64"
#else
let architectureName = "other"
#endif

let report = BenchReport(
    schema: BenchReport.schemaName,
    build: buildName,
    platform: "\(systemName)-\(architectureName)",
    processorCount: ProcessInfo.processInfo.activeProcessorCount,
    refreshRateHz: options.refreshRate,
    budgetMicroseconds: 1e6 / options.refreshRate,
    repetitions: options.repetitions,
    quick: options.quick,
    mallocCounting: countsAllocations,
    clockOverheadNanoseconds: Double(MonotonicClock.overhead()),
    results: results,
    scaling: scaling(of: results)
)
print(ReportTable.render(report))

if let path = options.jsonPath {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        try encoder.encode(report).write(to: URL(fileURLWithPath: path))
    } catch {
        fail("cannot write --json '\(path)': \(error)", status: ExitStatus.failure)
    }
}

if let baseline {
    let comparison = BaselineComparison(baseline: baseline, current: report,
                                        thresholdPercent: options.thresholdPercent,
                                        thresholdMicroseconds: options.thresholdMicroseconds)
    print("")
    print(comparison.render(thresholdPercent: options.thresholdPercent,
                            thresholdMicroseconds: options.thresholdMicroseconds))
    if comparison.hasRegression { exit(ExitStatus.regression) }
}
