/// Heap allocations counted during the timed frames of one scenario (by the benchmark's malloc
/// interposition), split into steady-state frames and gesture-start frames.
public struct AllocationTally: Equatable, Sendable {
    /// Allocations in steady-state frames (every timed frame that does not start a gesture).
    public var steadyStateAllocations: UInt64
    /// Steady-state frames during which at least one allocation happened.
    public var framesWithAllocations: Int
    /// Allocations in the frames that started a gesture script.
    public var gestureStartAllocations: UInt64

    /// A tally of counted allocations.
    public init(steadyStateAllocations: UInt64, framesWithAllocations: Int, gestureStartAllocations: UInt64) {
        self.steadyStateAllocations = steadyStateAllocations
        self.framesWithAllocations = framesWithAllocations
        self.gestureStartAllocations = gestureStartAllocations
    }
}
