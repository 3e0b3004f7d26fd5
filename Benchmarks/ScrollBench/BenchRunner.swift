import MallocCounter

/// Runs one scenario at one list size: build, warm up, then time every frame of R repetitions.
///
/// The timed loop writes into a sample buffer allocated before it starts, reads the clock and the
/// allocation counter around `stepFrame()` only, and does nothing else per frame, so the measurement
/// itself neither allocates nor formats.
struct BenchRunner {
    /// The settings of this run.
    var options: BenchOptions
    /// Whether the malloc interposition works in this process.
    var countsAllocations: Bool
    /// Called between repetitions (progress display), never inside the timed loop.
    var progress: (_ repetition: Int, _ of: Int) -> Void = { _, _ in }

    /// The frame budget, ns.
    var budgetNanoseconds: Double { 1e9 / options.refreshRate }

    /// Measures `scenario` at `items` and summarises it.
    func measure(_ scenario: any BenchScenario, items: Int?) throws -> ScenarioResult {
        let workload = try scenario.makeWorkload(items: items, refreshRate: options.refreshRate)
        let framesPerRepetition = options.frames ?? scenario.frameCount(quick: options.quick)
        let repetitions = options.repetitions

        // Warm-up: one untimed repetition (caches, lazily built state, capacity of reused buffers).
        for _ in 0..<framesPerRepetition {
            workload.prepareFrame()
            workload.stepFrame()
        }

        let sampleCount = framesPerRepetition * repetitions
        let samples = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: sampleCount)
        samples.initialize(repeating: 0)
        defer { samples.deallocate() }
        var allocations: UInt64 = 0
        var framesWithAllocations = 0

        for repetition in 0..<repetitions {
            progress(repetition, repetitions)
            let base = repetition * framesPerRepetition
            for frame in 0..<framesPerRepetition {
                workload.prepareFrame()
                let allocationsBefore = mallocCounterCount()
                let start = MonotonicClock.nanoseconds()
                workload.stepFrame()
                let end = MonotonicClock.nanoseconds()
                let allocationsAfter = mallocCounterCount()
                samples[base + frame] = end &- start
                if allocationsAfter != allocationsBefore {
                    allocations &+= allocationsAfter &- allocationsBefore
                    framesWithAllocations += 1
                }
            }
        }
        progress(repetitions, repetitions)

        // Per-repetition medians (noise), then the pooled statistics.
        var p50Min = UInt64.max
        var p50Max: UInt64 = 0
        for repetition in 0..<repetitions {
            let base = repetition * framesPerRepetition
            let slice = UnsafeMutableBufferPointer(rebasing: samples[base..<(base + framesPerRepetition)])
            let statistics = FrameStatistics(sortingInPlace: slice, budget: budgetNanoseconds)
            p50Min = min(p50Min, statistics.p50)
            p50Max = max(p50Max, statistics.p50)
        }
        let pooled = FrameStatistics(sortingInPlace: samples, budget: budgetNanoseconds)
        return makeResult(scenario: scenario.name, items: items, statistics: pooled,
                          p50Range: (p50Min, p50Max), allocations: allocations,
                          framesWithAllocations: framesWithAllocations)
    }

    private func makeResult(scenario: String, items: Int?, statistics: FrameStatistics,
                            p50Range: (UInt64, UInt64), allocations: UInt64,
                            framesWithAllocations: Int) -> ScenarioResult {
        func micro(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1_000 }
        let framesPerSecond = Double(statistics.frames) * 1e9 / Double(max(statistics.total, 1))
        let ratio = statistics.hitchRatio(refreshRate: options.refreshRate)
        return ScenarioResult(
            scenario: scenario,
            items: items,
            frames: statistics.frames,
            p50Microseconds: micro(statistics.p50),
            p90Microseconds: micro(statistics.p90),
            p99Microseconds: micro(statistics.p99),
            p999Microseconds: micro(statistics.p999),
            maxMicroseconds: micro(statistics.max),
            meanMicroseconds: statistics.mean / 1_000,
            p50MinRepetitionMicroseconds: micro(p50Range.0),
            p50MaxRepetitionMicroseconds: micro(p50Range.1),
            p99BudgetPercent: Double(statistics.p99) / budgetNanoseconds * 100,
            framesOverBudget: statistics.framesOverBudget,
            framesOverHalfBudget: statistics.framesOverHalfBudget,
            hitchTimeRatio: ratio,
            hitchRating: HitchRating(ratio: ratio),
            allocationsPerFrame: countsAllocations ? Double(allocations) / Double(statistics.frames) : nil,
            framesWithAllocations: countsAllocations ? framesWithAllocations : nil,
            simulatedFramesPerSecond: framesPerSecond,
            timesRealTime: framesPerSecond / options.refreshRate
        )
    }
}
