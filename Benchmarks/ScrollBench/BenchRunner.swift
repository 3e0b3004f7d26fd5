import ScrollBenchCore
import ScrollSim

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
    /// Given every timed sample in the order the frames ran, before the statistics sort them (for
    /// `--plot` and `--timeline`); never inside the timed loop.
    var samplesTaken: ((UnsafeMutableBufferPointer<UInt64>) -> Void)?

    /// The frame budget, ns.
    var budgetNanoseconds: Double { FrameStatistics.budgetNanoseconds(refreshRate: options.refreshRate) }

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
        let beforeWarmUp = LayoutSolverStatistics.snapshot
        try workload.run(sampler: sampler)
        let solvesAutoLayout = LayoutSolverStatistics.snapshot.since(beforeWarmUp).solves > 0

        // Batch-timed: R repetitions of the same frames with one clock reading before and one after
        // each; the frame observer only counts (no clock, no allocation counter). The clock is the
        // thread's CPU time: a repetition lasts up to 0.1 s, long enough for a shared machine to
        // deschedule the process, which per-frame percentiles see as a few outliers but a wall-clock
        // total would absorb.
        var batchNanosecondsPerFrame: [Double] = []
        sampler.isBatch = true
        for _ in 0..<repetitions {
            sampler.reset(limit: framesPerRepetition)
            let start = MonotonicClock.threadCPUNanoseconds()
            try workload.run(sampler: sampler)
            let end = MonotonicClock.threadCPUNanoseconds()
            // A cycle may run past the limit (it ends at rest): divide by the frames actually run.
            batchNanosecondsPerFrame.append(Double(end &- start) / Double(sampler.count))
        }
        // Auto Layout share: one more batch repetition with the engine's solve timer on (it reads the
        // monotonic clock twice per solve, so it stays out of the figures above); the repetition is
        // timed on the same clock.
        var solver: (share: Double, cellsPerFrame: Double, microsecondsPerCell: Double, coldPercent: Double)?
        if solvesAutoLayout {
            sampler.reset(limit: framesPerRepetition)
            LayoutSolverStatistics.isTimingEnabled = true
            let before = LayoutSolverStatistics.snapshot
            let start = MonotonicClock.nanoseconds()
            try workload.run(sampler: sampler)
            let elapsed = MonotonicClock.nanoseconds() &- start
            let delta = LayoutSolverStatistics.snapshot.since(before)
            LayoutSolverStatistics.isTimingEnabled = false
            if delta.solves > 0, elapsed > 0 {
                // The share is a ratio of two monotonic spans of the same repetition (a descheduling
                // inflates both); the cost per cell is that share of the batch-timed (CPU-time) cost per
                // frame, so that it is as robust as batch ns/frame.
                let share = Double(delta.solverNanoseconds) / Double(elapsed)
                let cellsPerFrame = Double(delta.solves) / Double(max(sampler.count, 1))
                let batch = ScenarioResult.median(batchNanosecondsPerFrame)
                solver = (share * 100, cellsPerFrame, share * batch / cellsPerFrame / 1_000,
                          Double(delta.builds) / Double(delta.solves) * 100)
            }
        }
        sampler.isBatch = false

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
        samplesTaken?(samples)

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
        let allocations = countsAllocations
            ? AllocationTally(steadyStateAllocations: sampler.allocations,
                              framesWithAllocations: sampler.framesWithAllocations,
                              gestureStartAllocations: sampler.gestureStartAllocations)
            : nil
        var result = ScenarioResult(scenario: scenario.name, items: items, statistics: pooled,
                                    refreshRate: options.refreshRate, p50RepetitionRange: (p50Min, p50Max),
                                    simulatedFramesPerSecond: framesPerSecond[(repetitions - 1) / 2],
                                    gestures: sampler.gestureStartFrames, allocations: allocations,
                                    batchNanosecondsPerFrame: batchNanosecondsPerFrame)
        result.sizeUnit = items == nil ? nil : scenario.sizeUnit
        result.thresholdPercent = scenario.compareThreshold?.percent
        result.thresholdMicroseconds = scenario.compareThreshold?.microseconds
        if let solver {
            result.solverSharePercent = solver.share
            result.cellsLaidOutPerFrame = solver.cellsPerFrame
            result.solverMicrosecondsPerCell = solver.microsecondsPerCell
            result.coldSolvePercent = solver.coldPercent
        }
        return result
    }
}
