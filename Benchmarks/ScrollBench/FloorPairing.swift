import ScrollBenchCore

/// Times the engine scenario the floor reproduces (`fling`) and the `physics-floor` loop in interleaved
/// pairs of batch-timed repetitions (``InterleavedFloorRatio``).
///
/// Each side gets its own workload and one untimed warm-up repetition; a timed repetition is the
/// scenario's frames with one thread-CPU clock reading before and one after, the frame observer only
/// counting, as in the table's batch ns/frame.
struct FloorPairing {
    /// The run's settings (refresh rate, `--quick`, `--frames`).
    var options: BenchOptions
    /// How many pairs to time.
    var pairs: Int

    /// Measures `pairs` pairs of `engine` and `floor` repetitions.
    func measure(engine: any BenchScenario, floor: any BenchScenario) throws -> InterleavedFloorRatio {
        let engineSide = try Side(scenario: engine, options: options)
        let floorSide = try Side(scenario: floor, options: options)
        try engineSide.repetition()
        try floorSide.repetition()
        var ratios: [Double] = []
        ratios.reserveCapacity(pairs)
        for pair in 0..<pairs {
            let floorCost: Double
            let engineCost: Double
            if pair % 2 == 0 {
                floorCost = try floorSide.repetition()
                engineCost = try engineSide.repetition()
            } else {
                engineCost = try engineSide.repetition()
                floorCost = try floorSide.repetition()
            }
            if floorCost > 0 { ratios.append(engineCost / floorCost) }
        }
        guard !ratios.isEmpty else { throw FloorPairingError.floorTookNoTime }
        return InterleavedFloorRatio(ratios: ratios)
    }

    /// One scenario's workload and its counting sampler.
    private final class Side {
        let workload: any Workload
        let sampler: FrameSampler
        let frames: Int

        init(scenario: any BenchScenario, options: BenchOptions) throws {
            workload = try scenario.makeWorkload(items: nil, refreshRate: options.refreshRate)
            frames = options.frames ?? scenario.frameCount(quick: options.quick)
            sampler = FrameSampler(capacity: frames)
            sampler.isBatch = true
        }

        /// Runs one repetition and returns its thread-CPU ns per frame.
        @discardableResult
        func repetition() throws -> Double {
            sampler.reset(limit: frames)
            let start = MonotonicClock.threadCPUNanoseconds()
            try workload.run(sampler: sampler)
            let end = MonotonicClock.threadCPUNanoseconds()
            return Double(end &- start) / Double(max(sampler.count, 1))
        }
    }
}

/// A failure of the interleaved floor measurement.
enum FloorPairingError: Error, CustomStringConvertible {
    /// Every floor repetition read zero CPU time (a clock too coarse for the repetition's length).
    case floorTookNoTime

    var description: String {
        "physics-floor: every interleaved repetition took 0 ns of CPU time; give more frames with --frames"
    }
}
