/// The per-frame harness floor: what one per-frame sample costs when the frame does no work at all.
///
/// A loop calls an empty frame observer through the same path the simulation uses (a closure stored in an
/// array, called once per frame) and the observer marks the ``FrameSampler`` (clock reading, allocation
/// counter, store). The median sample is what every per-frame percentile carries on top of the
/// simulation's own work; the batch-timed figures carry none of it.
enum HarnessFloor {
    /// The median per-frame sample of `frames` empty frames, nanoseconds.
    static func measure(frames: Int = 100_001) -> UInt64 {
        let sampler = FrameSampler(capacity: frames)
        var observers: [(Int) -> Void] = []
        observers.append { [unowned sampler] _ in sampler.mark() }
        for _ in 0..<2 {  // the first pass warms up; the second is kept
            sampler.reset(limit: frames)
            var frame = 0
            while !sampler.isFull {
                var index = 0
                while index < observers.count {
                    observers[index](frame)
                    index += 1
                }
                frame += 1
            }
        }
        var samples = Array(sampler.samples)
        samples.sort()
        return samples[samples.count / 2]
    }
}
