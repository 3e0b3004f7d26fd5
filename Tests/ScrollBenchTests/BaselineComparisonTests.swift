import Testing
@testable import ScrollBenchCore
import ScrollSimTestSupport

/// `--compare`: a figure regressed when it grew by more than the relative threshold **and** by more
/// than the absolute one. Figures are chosen a clear margin (≥ 0.01 µs) away from each threshold, so
/// no expectation depends on rounding at the boundary itself.
@Suite("BaselineComparison thresholds")
struct BaselineComparisonTests {
    func compare(p50: (was: Double, now: Double), p99: (was: Double, now: Double) = (10, 10),
                 percent: Double = 10, microseconds: Double = 1) -> BaselineComparison {
        BaselineComparison(
            baseline: ReportFixtures.report([ReportFixtures.result("list", items: 1_000, p50: p50.was, p99: p99.was)]),
            current: ReportFixtures.report([ReportFixtures.result("list", items: 1_000, p50: p50.now, p99: p99.now)]),
            thresholdPercent: percent, thresholdMicroseconds: microseconds)
    }

    @Test("p50 100 µs → 109.9 (+9.9 %) is ok; → 110.1 (+10.1 %, +10.1 µs) regressed")
    func relativeThreshold() throws {
        let below = compare(p50: (100, 109.9))
        #expect(!below.hasRegression)
        let above = compare(p50: (100, 110.1))
        #expect(above.hasRegression)
        let change = try #require(above.changes.first)
        #expect(change.metric == "p50")
        #expect(change.regressed)
        #expect(isApproximatelyEqual(change.percent, 10.1, absoluteTolerance: 1e-9))
    }

    @Test("p99 alone regressing is a regression")
    func p99Alone() {
        let comparison = compare(p50: (100, 100), p99: (200, 230))
        #expect(comparison.hasRegression)
        #expect(comparison.changes.map(\.metric) == ["p50", "p99"])
        #expect(comparison.changes.map(\.regressed) == [false, true])
    }

    @Test("absolute floor: 0.3 → 0.9 µs (+200 %, +0.6 µs) is ok; 0.3 → 1.31 µs (+1.01 µs) regressed")
    func absoluteFloor() {
        #expect(!compare(p50: (0.3, 0.9)).hasRegression)
        #expect(!compare(p50: (0.3, 1.29)).hasRegression)
        #expect(compare(p50: (0.3, 1.31)).hasRegression)
        // With a 0.5 µs floor the first case regresses.
        #expect(compare(p50: (0.3, 0.9), microseconds: 0.5).hasRegression)
    }

    @Test("both must hold: +0.9 % of 100 µs (+0.9 µs) is ok even with a 0 µs floor")
    func bothThresholds() {
        #expect(!compare(p50: (100, 100.9), microseconds: 0).hasRegression)
        #expect(compare(p50: (100, 100.9), percent: 0.5, microseconds: 0).hasRegression)
        #expect(!compare(p50: (100, 100.9), percent: 0.5, microseconds: 1).hasRegression)
    }

    @Test("zero thresholds: any growth regresses, no change does not; improvements never do")
    func zeroThresholds() throws {
        #expect(compare(p50: (5, 5.001), percent: 0, microseconds: 0).hasRegression)
        #expect(!compare(p50: (5, 5), percent: 0, microseconds: 0).hasRegression)
        let faster = compare(p50: (200, 150), percent: 0, microseconds: 0)
        #expect(!faster.hasRegression)
        #expect(try #require(faster.changes.first).percent == -25)
    }

    @Test("results are matched by scenario and size; unmatched ones are listed, not judged")
    func matching() {
        let baseline = ReportFixtures.report([
            ReportFixtures.result("fling", items: nil, p50: 1, p99: 2),
            ReportFixtures.result("list", items: 1_000, p50: 1, p99: 2),
        ])
        let current = ReportFixtures.report([
            ReportFixtures.result("fling", items: nil, p50: 1, p99: 2),
            ReportFixtures.result("list", items: 2_000, p50: 50, p99: 90),
        ])
        let comparison = BaselineComparison(baseline: baseline, current: current,
                                            thresholdPercent: 10, thresholdMicroseconds: 1)
        #expect(comparison.changes.count == 2)
        #expect(comparison.changes.allSatisfy { $0.scenario == "fling" && $0.items == nil })
        #expect(comparison.onlyInCurrent == ["list@2000"])
        #expect(comparison.onlyInBaseline == ["list@1000"])
        #expect(!comparison.hasRegression)
    }

    @Test("the rendered verdict counts regressions")
    func render() {
        let regressed = compare(p50: (100, 120), p99: (200, 260))
        let text = regressed.render(thresholdPercent: 10, thresholdMicroseconds: 1)
        #expect(text.hasPrefix("Comparison with the baseline (regression: > +10.0 % and > +1.000 µs)"))
        #expect(text.contains("+20.0 %"))
        #expect(text.contains("+30.0 %"))
        #expect(text.components(separatedBy: "REGRESSED").count == 3)
        #expect(text.hasSuffix("\n2 regressions"))
        let fine = compare(p50: (100, 100)).render(thresholdPercent: 10, thresholdMicroseconds: 1)
        #expect(fine.hasSuffix("\nno regression"))
    }
}
