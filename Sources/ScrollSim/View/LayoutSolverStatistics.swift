import Dispatch
import Synchronization

/// Process-wide counters of the Auto Layout engine's solves, for benchmarks: how many constraint
/// regions were solved (a cell's constraint system laid out once, by `layoutSubviews` or
/// `systemLayoutSizeFitting`), how many of those rebuilt their system from nothing, and — only while
/// ``isTimingEnabled`` — the monotonic time spent solving.
///
/// A *solve* is one pass of a region's engine that did solver work: a build (every constraint added,
/// simplex from scratch) or an incremental re-solve after constant edits; a pass that finds nothing
/// changed is not counted. The timed span covers building the system, the simplex, and writing the
/// solved frames, guides and content size. The counters are relaxed atomics (a few ns per solve); the
/// clock (`DispatchTime`, monotonic) is read only while timing is enabled, so simulations that do not
/// ask for it read no clock and their results never depend on one.
public enum LayoutSolverStatistics {
    /// The counters at one instant; subtract two to get an interval's figures.
    public struct Snapshot: Sendable, Equatable {
        /// Regions solved (builds + incremental re-solves).
        public var solves: Int
        /// Of those, solves that rebuilt the region's system from nothing.
        public var builds: Int
        /// Monotonic time spent in solves while timing was enabled, nanoseconds.
        public var solverNanoseconds: UInt64

        /// The counts and time since `earlier`.
        public func since(_ earlier: Snapshot) -> Snapshot {
            Snapshot(solves: solves &- earlier.solves, builds: builds &- earlier.builds,
                     solverNanoseconds: solverNanoseconds &- earlier.solverNanoseconds)
        }
    }

    private static let timing = Atomic<Bool>(false)
    private static let solveCounter = Atomic<Int>(0)
    private static let buildCounter = Atomic<Int>(0)
    private static let nanosecondCounter = Atomic<UInt64>(0)

    /// Whether solves read the monotonic clock and add their duration to
    /// ``Snapshot/solverNanoseconds`` (default false).
    public static var isTimingEnabled: Bool {
        get { timing.load(ordering: .relaxed) }
        set { timing.store(newValue, ordering: .relaxed) }
    }

    /// The counters now.
    public static var snapshot: Snapshot {
        Snapshot(solves: solveCounter.load(ordering: .relaxed), builds: buildCounter.load(ordering: .relaxed),
                 solverNanoseconds: nanosecondCounter.load(ordering: .relaxed))
    }

    /// The clock reading that starts a timed solve (0 when timing is off).
    @inline(__always)
    static func start() -> UInt64 {
        timing.load(ordering: .relaxed) ? DispatchTime.now().uptimeNanoseconds : 0
    }

    /// Counts a solve that started at `start` (from ``start()``).
    @inline(__always)
    static func finish(start: UInt64, build: Bool) {
        solveCounter.wrappingAdd(1, ordering: .relaxed)
        if build { buildCounter.wrappingAdd(1, ordering: .relaxed) }
        if start != 0 {
            nanosecondCounter.wrappingAdd(DispatchTime.now().uptimeNanoseconds &- start, ordering: .relaxed)
        }
    }
}
