import MallocCounter

/// Collects one cost sample per simulated frame into a buffer allocated up front.
///
/// A workload installs ``mark()`` as the last thing a frame does (a frame observer,
/// `Simulation.addFrameObserver`), and calls ``resume()`` right before it hands control to the simulation
/// after untimed bookkeeping. A sample is the time from the previous mark (or resume) to this mark, so
/// every instruction the simulation executes for a frame — its share of `perform`/`step`, touch
/// events, physics, delegate callbacks, layout — lands in exactly one sample, and the workload's own
/// bookkeeping between gestures lands in none. Marks past ``limit`` are ignored.
///
/// A mark costs one clock reading, one read of the thread's allocation counter and a store; it never
/// allocates.
nonisolated final class FrameSampler {
    /// The sample buffer, nanoseconds; `capacity` entries.
    let samples: UnsafeMutableBufferPointer<UInt64>
    /// Samples stored so far.
    private(set) var count = 0
    /// Marks beyond this count are ignored; raise it to take more samples (at most the capacity).
    var limit: Int
    /// Heap allocations counted in steady-state frames (every timed frame but the first of a gesture).
    private(set) var allocations: UInt64 = 0
    /// Steady-state frames during which at least one allocation happened.
    private(set) var framesWithAllocations = 0
    /// Timed frames that started a gesture (see ``resume(startingGesture:)``), and the heap allocations
    /// counted in them: the per-gesture set-up (script expansion, hit testing).
    private(set) var gestureStartFrames = 0
    private(set) var gestureStartAllocations: UInt64 = 0

    /// Batch mode: ``mark()`` only counts frames (past the limit too: ``count`` is then the frames run)
    /// and ``resume(startingGesture:)`` does nothing, so a repetition can be timed with one clock reading
    /// before and one after it (``BenchRunner``).
    var isBatch = false

    private var lastStamp: UInt64 = 0
    private var lastAllocations: UInt64 = 0
    private var nextFrameStartsGesture = false

    /// Allocates the buffer (outside any timed region).
    init(capacity: Int) {
        precondition(capacity > 0, "FrameSampler needs a positive capacity")
        samples = .allocate(capacity: capacity)
        samples.initialize(repeating: 0)
        limit = capacity
        resume()
    }

    deinit { samples.deallocate() }

    /// Whether ``limit`` samples have been taken.
    var isFull: Bool { count >= limit }

    /// Forgets every sample and counter; the buffer is kept.
    func reset(limit: Int) {
        precondition(limit <= samples.count, "FrameSampler: limit \(limit) above the capacity \(samples.count)")
        count = 0
        self.limit = limit
        allocations = 0
        framesWithAllocations = 0
        gestureStartFrames = 0
        gestureStartAllocations = 0
        resume()
    }

    /// Starts the next sample now: call it after untimed work, right before simulating frames again.
    /// - Parameter startingGesture: `true` when the next frame is the first of a new gesture script
    ///   (its allocations are counted apart from the steady state).
    @inline(__always)
    func resume(startingGesture: Bool = false) {
        if isBatch { return }
        nextFrameStartsGesture = startingGesture
        lastAllocations = mallocCounterCount()
        lastStamp = MonotonicClock.nanoseconds()
    }

    /// Ends the current frame's sample and starts the next one.
    @inline(__always)
    func mark() {
        if isBatch {
            count += 1
            return
        }
        let now = MonotonicClock.nanoseconds()
        let allocationsNow = mallocCounterCount()
        if count < limit {
            samples[count] = now &- lastStamp
            count += 1
            if nextFrameStartsGesture {
                gestureStartFrames += 1
                gestureStartAllocations &+= allocationsNow &- lastAllocations
            } else if allocationsNow != lastAllocations {
                allocations &+= allocationsNow &- lastAllocations
                framesWithAllocations += 1
            }
        }
        nextFrameStartsGesture = false
        lastAllocations = allocationsNow
        lastStamp = now
    }
}
