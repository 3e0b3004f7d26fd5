import Testing
@testable import ScrollBenchCore
import ScrollSimTestSupport

/// A scenario's figures from its statistics: µs conversions, p99 as a share of the budget, allocations
/// per steady-state frame and per gesture. Expected values are worked by hand; tolerance 1e-12 relative
/// where a division by 1/refreshRate is involved, exact elsewhere.
@Suite("ScenarioResult from FrameStatistics")
struct ScenarioResultTests {
    func result(samples: [UInt64], refreshRate: Double, gestures: Int = 0,
                allocations: AllocationTally? = nil) -> ScenarioResult {
        let statistics = FrameStatistics(samples: samples,
                                         budget: FrameStatistics.budgetNanoseconds(refreshRate: refreshRate))
        return ScenarioResult(scenario: "s", items: nil, statistics: statistics, refreshRate: refreshRate,
                              p50RepetitionRange: (min: 1_500, max: 2_500), simulatedFramesPerSecond: 600_000,
                              gestures: gestures, allocations: allocations)
    }

    @Test("p99 of 20 µs is 0.24 % of the 8.333 ms budget at 120 Hz and 0.12 % of 16.667 ms at 60 Hz")
    func budgetShare() {
        let samples = [UInt64](repeating: 20_000, count: 10)
        let at120 = result(samples: samples, refreshRate: 120)
        let at60 = result(samples: samples, refreshRate: 60)
        // 20 000 ns / (10⁹/120 ns) × 100 = 20 000 × 120 / 10⁷ = 0.24.
        #expect(isApproximatelyEqual(at120.p99BudgetPercent, 0.24, absoluteTolerance: 0.24 * 1e-12))
        #expect(isApproximatelyEqual(at60.p99BudgetPercent, 0.12, absoluteTolerance: 0.12 * 1e-12))
        #expect(at120.p99Microseconds == 20)
    }

    @Test("µs fields are the ns statistics / 1000; × real time is frames/s over the refresh rate")
    func conversions() {
        // 1...10 µs in ns: p50 rank 5, p90 rank 9, p99 and p99.9 and max rank 10; mean 5.5 µs.
        let samples = (1...10).map { UInt64($0 * 1_000) }
        let figures = result(samples: samples, refreshRate: 120)
        #expect(figures.frames == 10)
        #expect(figures.p50Microseconds == 5)
        #expect(figures.p90Microseconds == 9)
        #expect(figures.p99Microseconds == 10)
        #expect(figures.p999Microseconds == 10)
        #expect(figures.maxMicroseconds == 10)
        #expect(figures.meanMicroseconds == 5.5)
        #expect(figures.p50MinRepetitionMicroseconds == 1.5)
        #expect(figures.p50MaxRepetitionMicroseconds == 2.5)
        #expect(figures.simulatedFramesPerSecond == 600_000)
        #expect(figures.timesRealTime == 5_000)
        #expect(figures.hitchTimeRatio == 0)
        #expect(figures.hitchRating == .good)
    }

    @Test("one 2.5-budget frame in 120 frames at 120 Hz: hitch 16.667 ms/s, critical, 1 frame over budget")
    func hitchFields() {
        var samples = [UInt64](repeating: 10_000, count: 119)
        samples.append(20_833_334)
        let figures = result(samples: samples, refreshRate: 120)
        #expect(figures.framesOverBudget == 1)
        #expect(figures.framesOverHalfBudget == 1)
        #expect(isApproximatelyEqual(figures.hitchTimeRatio, 1_000.0 / 60, absoluteTolerance: 1e-9))
        #expect(figures.hitchRating == .critical)
    }

    @Test("allocations: 16 in 8 steady frames = 2 per frame; 6 in 2 gesture starts = 3 per gesture")
    func allocations() {
        let tally = AllocationTally(steadyStateAllocations: 16, framesWithAllocations: 3, gestureStartAllocations: 6)
        let figures = result(samples: [UInt64](repeating: 1_000, count: 10), refreshRate: 120,
                             gestures: 2, allocations: tally)
        #expect(figures.allocationsPerFrame == 2)
        #expect(figures.framesWithAllocations == 3)
        #expect(figures.gestures == 2)
        #expect(figures.allocationsPerGesture == 3)
    }

    @Test("allocations not counted: null per frame, per gesture and frames-with-allocations")
    func allocationsNotCounted() {
        let figures = result(samples: [1_000, 2_000], refreshRate: 120, gestures: 1, allocations: nil)
        #expect(figures.allocationsPerFrame == nil)
        #expect(figures.framesWithAllocations == nil)
        #expect(figures.allocationsPerGesture == nil)
        #expect(figures.gestures == 1)
    }

    @Test("no gesture started: allocations per gesture is null; every frame a gesture start: per frame is null")
    func allocationsWithoutFrames() {
        let tally = AllocationTally(steadyStateAllocations: 0, framesWithAllocations: 0, gestureStartAllocations: 0)
        let noGesture = result(samples: [1_000, 2_000], refreshRate: 120, gestures: 0, allocations: tally)
        #expect(noGesture.allocationsPerGesture == nil)
        #expect(noGesture.allocationsPerFrame == 0)
        let allGestures = result(samples: [1_000, 2_000], refreshRate: 120, gestures: 2, allocations: tally)
        #expect(allGestures.allocationsPerFrame == nil)
        #expect(allGestures.allocationsPerGesture == 0)
    }
}
