/// Runs one scenario at one list size: build, warm up, then time every frame of R repetitions.
///
/// The samples go into a buffer allocated before the timed frames start (``FrameSampler``); per frame
/// the measurement reads the clock and the allocation counter once and stores one number, so it
/// neither allocates nor formats.
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
        let sampleCount = framesPerRepetition * repetitions
        let sampler = FrameSampler(capacity: sampleCount)
        sampler.reset(limit: framesPerRepetition)
        sampler.resume()
        try workload.run(sampler: sampler)

        // Timed: R repetitions into one buffer, continuing the same workload.
        sampler.reset(limit: 0)
        for repetition in 0..<repetitions {
            progress(repetition, repetitions)
            sampler.limit = (repetition + 1) * framesPerRepetition
            sampler.resume()
            try workload.run(sampler: sampler)
        }
        progress(repetitions, repetitions)
        let samples = sampler.samples

        // Per-repetition medians (noise), then the pooled statistics.
        var p50Min = UInt64.max
        var p50Max: UInt64 = 0
        var framesPerSecond: [Double] = []
        for repetition in 0..<repetitions {
            let base = repetition * framesPerRepetition
            let slice = UnsafeMutableBufferPointer(rebasing: samples[base..<(base + framesPerRepetition)])
            let statistics = FrameStatistics(sortingInPlace: slice, budget: budgetNanoseconds)
            p50Min = min(p50Min, statistics.p50)
            p50Max = max(p50Max, statistics.p50)
            framesPerSecond.append(Double(statistics.frames) * 1e9 / Double(max(statistics.total, 1)))
        }
        framesPerSecond.sort()
        let pooled = FrameStatistics(sortingInPlace: samples, budget: budgetNanoseconds)
        return makeResult(scenario: scenario.name, items: items, statistics: pooled,
                          p50Range: (p50Min, p50Max), framesPerSecond: framesPerSecond[(repetitions - 1) / 2],
                          sampler: sampler)
    }

    private func makeResult(scenario: String, items: Int?, statistics: FrameStatistics,
                            p50Range: (UInt64, UInt64), framesPerSecond: Double,
                            sampler: FrameSampler) -> ScenarioResult {
        func micro(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1_000 }
        let steadyFrames = statistics.frames - sampler.gestureStartFrames
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
            allocationsPerFrame: countsAllocations && steadyFrames > 0
                ? Double(sampler.allocations) / Double(steadyFrames) : nil,
            framesWithAllocations: countsAllocations ? sampler.framesWithAllocations : nil,
            gestures: sampler.gestureStartFrames,
            allocationsPerGesture: countsAllocations && sampler.gestureStartFrames > 0
                ? Double(sampler.gestureStartAllocations) / Double(sampler.gestureStartFrames) : nil,
            simulatedFramesPerSecond: framesPerSecond,
            timesRealTime: framesPerSecond / options.refreshRate
        )
    }
}
