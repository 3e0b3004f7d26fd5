// ScrollBench: per-frame cost of ScrollSim against the frame budget (see Benchmarks/README.md).
import Foundation
import MallocCounter
import ScrollBenchCore
import ScrollSimCommandLine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String, status: ExitCode) -> Never {
    StandardError.write("ScrollBench: \(message)\n")
    if status == .usage { StandardError.write(BenchOptions.usage + "\n") }
    exit(status.rawValue)
}

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message, status: .usage)
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
    let padding = String(repeating: " ", count: max(width - TraceWriteBenchmark.name.count, 0))
    print("\(TraceWriteBenchmark.name)\(padding)  \(TraceWriteBenchmark.summary)")
    exit(0)
}

var scenarios = ScenarioRegistry.all.filter { scenario in
    guard let filter = options.filter else { return true }
    return scenario.name.lowercased().contains(filter.lowercased())
}
// `trace-write` is not a per-frame scenario: it is measured after them and printed under the table.
let measuresTraceWrite = TraceWriteBenchmark.isSelected(by: options.filter)
if scenarios.isEmpty && !measuresTraceWrite {
    fail("no scenario matches --filter '\(options.filter ?? "")' (see --list)", status: .usage)
}
// The physics floor is the reference of every run's "× floor" column: measured even when filtered out.
if !scenarios.contains(where: { $0.name == BenchReport.floorScenarioName }) {
    scenarios.insert(PhysicsFloorScenario(), at: 0)
}

// Read the baseline first: a bad --compare file should fail before minutes of measuring.
var baseline: BenchReport?
if let path = options.comparePath {
    do {
        baseline = try BenchReport(jsonData: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
        fail("cannot read the --compare baseline '\(path)': \(error)", status: .failure)
    }
}

let countsAllocations = mallocCounterIsActive() != 0
let showsProgress = isatty(STDERR_FILENO) != 0
let runs: [(scenario: any BenchScenario, items: Int?)] = scenarios.flatMap { scenario in
    scenario.takesItemCount
        ? (scenario.sizes(quick: options.quick) ?? options.items).map { (scenario, Optional($0)) }
        : [(scenario, nil)]
}
let harnessFloor = HarnessFloor.measure()

var results: [ScenarioResult] = []
let visuals = BenchVisualOutputs(options: options)
for (index, run) in runs.enumerated() {
    let label = "[\(index + 1)/\(runs.count)] \(run.scenario.name)" + (run.items.map { " items=\($0)" } ?? "")
    var runner = BenchRunner(options: options, countsAllocations: countsAllocations)
    if showsProgress {
        runner.progress = { repetition, repetitions in
            StandardError.write("\r\u{1B}[K\(label) repetition \(min(repetition + 1, repetitions))/\(repetitions)")
        }
    }
    runner.samplesTaken = visuals.collector(scenario: run.scenario.name, items: run.items)
    do {
        results.append(try runner.measure(run.scenario, items: run.items))
    } catch {
        if showsProgress { StandardError.write("\r\u{1B}[K") }
        fail("\(label): setup failed: \(error)", status: .failure)
    }
}
if showsProgress { StandardError.write("\r\u{1B}[K") }
var traceWrite: TraceWriteBenchmark.Result?
if measuresTraceWrite {
    if showsProgress { StandardError.write("\(TraceWriteBenchmark.name)") }
    do {
        traceWrite = try TraceWriteBenchmark(quick: options.quick, frames: options.frames,
                                             refreshRate: options.refreshRate)
            .measure(repetitions: options.repetitions)
    } catch {
        if showsProgress { StandardError.write("\r\u{1B}[K") }
        fail("\(TraceWriteBenchmark.name): \(error)", status: .failure)
    }
    if showsProgress { StandardError.write("\r\u{1B}[K") }
}
BenchReport.applyFloorRatios(to: &results)
// The engine/floor ratio again, from interleaved pairs of repetitions (steadier on a shared machine).
var interleavedFloorRatio: InterleavedFloorRatio?
if let engine = scenarios.first(where: { $0.name == BenchReport.floorEngineScenarioName }),
   let floor = scenarios.first(where: { $0.name == BenchReport.floorScenarioName }) {
    if showsProgress { StandardError.write("engine/floor pairs") }
    do {
        interleavedFloorRatio = try FloorPairing(options: options, pairs: max(10, 2 * options.repetitions))
            .measure(engine: engine, floor: floor)
    } catch {
        if showsProgress { StandardError.write("\r\u{1B}[K") }
        fail("engine/floor pairs: \(error)", status: .failure)
    }
    if showsProgress { StandardError.write("\r\u{1B}[K") }
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
    scaling: ScalingResult.scaling(of: results),
    harnessFloorNanoseconds: Double(harnessFloor),
    interleavedFloorRatio: interleavedFloorRatio
)
print(ReportTable.render(report))
if let traceWrite {
    print("")
    print(traceWrite.table)
}

if let path = options.jsonPath {
    do {
        var data = try report.jsonData()
        if let traceWrite {
            // The report's fields plus `traceThroughput` (only when `trace-write` ran), keys sorted.
            var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
            object["traceThroughput"] = traceWrite.json
            data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        }
        try data.write(to: URL(fileURLWithPath: path))
    } catch {
        fail("cannot write --json '\(path)': \(error)", status: .failure)
    }
}

do {
    try visuals.write(report)
} catch {
    fail("\(error)", status: .failure)
}

if let baseline {
    let comparison = BaselineComparison(baseline: baseline, current: report,
                                        thresholdPercent: options.thresholdPercent,
                                        thresholdMicroseconds: options.thresholdMicroseconds,
                                        perScenario: options.perScenarioThresholds)
    print("")
    print(comparison.render(thresholdPercent: options.thresholdPercent,
                            thresholdMicroseconds: options.thresholdMicroseconds))
    if comparison.hasRegression { exit(ExitCode.regression.rawValue) }
}
