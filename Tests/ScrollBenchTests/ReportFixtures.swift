@testable import ScrollBenchCore

/// Hand-built reports for the JSON and --compare tests (no measurement involved).
enum ReportFixtures {
    /// A result with the given name, size and p50/p99 (µs); every other figure fixed.
    static func result(_ scenario: String, items: Int?, p50: Double, p99: Double,
                       allocations: Double? = nil) -> ScenarioResult {
        ScenarioResult(scenario: scenario, items: items, frames: 600, p50Microseconds: p50, p90Microseconds: p50,
                       p99Microseconds: p99, p999Microseconds: p99, maxMicroseconds: p99 * 2,
                       meanMicroseconds: p50, p50MinRepetitionMicroseconds: p50, p50MaxRepetitionMicroseconds: p50,
                       p99BudgetPercent: p99 / (1e6 / 120) * 100, framesOverBudget: 0, framesOverHalfBudget: 0,
                       hitchTimeRatio: 0, hitchRating: .good, allocationsPerFrame: allocations,
                       framesWithAllocations: allocations.map { _ in 0 }, gestures: 3,
                       allocationsPerGesture: allocations.map { _ in 12.5 },
                       simulatedFramesPerSecond: 1e6 / p50, timesRealTime: 1e6 / p50 / 120)
    }

    /// A report holding `results`, with their scaling table.
    static func report(_ results: [ScenarioResult]) -> BenchReport {
        BenchReport(schema: BenchReport.schemaName, build: "debug", platform: "linux-x86_64", processorCount: 2,
                    refreshRateHz: 120, budgetMicroseconds: 1e6 / 120, repetitions: 5, quick: false,
                    mallocCounting: true, clockOverheadNanoseconds: 21, results: results,
                    scaling: ScalingResult.scaling(of: results))
    }
}
