import Testing
@testable import ScrollBenchCore
import ScrollSimTestSupport

/// Frames over the budget and the simulated hitch time: a frame of cost c > B is shown ⌈c/B⌉ − 1
/// refresh intervals late. Budgets are chosen so that B is an exact number of ns (100 Hz → 10 ms,
/// 50 Hz → 20 ms) where the expected value must be exact; at 120 Hz (B = 8 333 333.3 ns) the
/// tolerance is 1e-9 relative.
@Suite("Frames over budget, hitch time and Apple's hitch scale")
struct HitchTests {
    @Test("budget = 1/refresh rate in ns: 8 333 333.3 at 120 Hz, 16 666 666.7 at 60 Hz, 10 ms at 100 Hz")
    func budget() {
        #expect(isApproximatelyEqual(FrameStatistics.budgetNanoseconds(refreshRate: 120), 25_000_000.0 / 3, absoluteTolerance: 1e-6))
        #expect(isApproximatelyEqual(FrameStatistics.budgetNanoseconds(refreshRate: 60), 50_000_000.0 / 3, absoluteTolerance: 1e-6))
        #expect(FrameStatistics.budgetNanoseconds(refreshRate: 100) == 10_000_000)
    }

    @Test("over budget and over half: strictly greater, budget 1000 ns")
    func overBudgetCounts() {
        // > 1000: 1001, 2500 → 2.  > 500: 501, 999, 1000, 1001, 2500 → 5.
        let statistics = FrameStatistics(samples: [400, 500, 501, 999, 1_000, 1_001, 2_500], budget: 1_000)
        #expect(statistics.framesOverBudget == 2)
        #expect(statistics.framesOverHalfBudget == 5)
        // 1001 ns → ⌈1.001⌉ − 1 = 1 budget late; 2500 ns → ⌈2.5⌉ − 1 = 2 budgets late: 3000 ns.
        #expect(statistics.hitchTime == 3_000)
    }

    @Test("hitch per frame: at budget none, just over 1 interval, exactly 2 budgets 1, 2.5 budgets 2, 3.01 budgets 3")
    func hitchPerFrame() {
        let budget = 10_000_000.0  // 100 Hz
        let cases: [(cost: UInt64, intervalsLate: Double)] = [
            (5_000_000, 0), (10_000_000, 0), (10_000_001, 1), (20_000_000, 1),
            (25_000_000, 2), (30_100_000, 3),
        ]
        for (cost, late) in cases {
            let statistics = FrameStatistics(samples: [cost], budget: budget)
            #expect(statistics.hitchTime == late * budget, "cost \(cost) ns")
        }
    }

    @Test("one frame of 2.5 budgets in 1 s at 100 Hz: 2 budgets = 20 ms late → 20 ms/s, critical")
    func hitchRatioAt100Hz() {
        var samples = [UInt64](repeating: 1_000_000, count: 99)
        samples.append(25_000_000)
        let statistics = FrameStatistics(samples: samples, budget: 10_000_000)
        let ratio = statistics.hitchRatio(refreshRate: 100)
        #expect(isApproximatelyEqual(ratio, 20, absoluteTolerance: 1e-9))
        #expect(HitchRating(ratio: ratio) == .critical)
    }

    @Test("one frame of 2.5 budgets in 1 s at 120 Hz: 2 × 8.333 ms = 16.667 ms/s")
    func hitchRatioAt120Hz() {
        let budget = FrameStatistics.budgetNanoseconds(refreshRate: 120)
        var samples = [UInt64](repeating: 2_000_000, count: 119)
        samples.append(20_833_334)  // 2.5 budgets, rounded up to the next ns
        let statistics = FrameStatistics(samples: samples, budget: budget)
        let ratio = statistics.hitchRatio(refreshRate: 120)
        #expect(isApproximatelyEqual(ratio, 2 * 1_000.0 / 120, absoluteTolerance: 1e-9 * 16.7))
        #expect(statistics.framesOverBudget == 1)
        #expect(statistics.framesOverHalfBudget == 1)
    }

    @Test("one frame of 1.5 budgets in 2 s at 100 Hz: 10 ms / 2 s = 5 ms/s, the first warning value")
    func warningBoundary() {
        var samples = [UInt64](repeating: 0, count: 199)
        samples.append(15_000_000)
        let statistics = FrameStatistics(samples: samples, budget: 10_000_000)
        let ratio = statistics.hitchRatio(refreshRate: 100)
        #expect(ratio == 5)
        #expect(HitchRating(ratio: ratio) == .warning)
    }

    @Test("two frames of exactly 2 budgets in 3 s at 50 Hz: 2 × 20 ms / 3 s = 13.33 ms/s")
    func exactMultiples() {
        var samples = [UInt64](repeating: 19_999_999, count: 148)
        samples += [40_000_000, 40_000_000]
        let statistics = FrameStatistics(samples: samples, budget: 20_000_000)
        #expect(statistics.framesOverBudget == 2)
        #expect(statistics.framesOverHalfBudget == 150)
        #expect(isApproximatelyEqual(statistics.hitchRatio(refreshRate: 50), 40.0 / 3, absoluteTolerance: 1e-12))
    }

    @Test("no frame over budget: ratio 0, good")
    func noHitch() {
        let statistics = FrameStatistics(samples: [8_333_333, 1, 4_000_000], budget: 25_000_000.0 / 3)
        #expect(statistics.hitchTime == 0)
        #expect(statistics.hitchRatio(refreshRate: 120) == 0)
        #expect(HitchRating(ratio: 0) == .good)
    }

    @Test("Apple's scale: good < 5 ≤ warning < 10 ≤ critical (ms/s)",
          arguments: [(0.0, HitchRating.good), (4.999, .good), (5.0, .warning), (9.999, .warning),
                      (10.0, .critical), (250.0, .critical)])
    func scale(ratio: Double, rating: HitchRating) {
        #expect(HitchRating(ratio: ratio) == rating)
    }
}
