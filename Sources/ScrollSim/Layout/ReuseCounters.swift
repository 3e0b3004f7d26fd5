/// What a ``CollectionView`` did, for tests, traces and benchmarks.
public struct ReuseCounters: Equatable, Sendable {
    /// Reusable views instantiated by a dequeue whose queue was empty (cumulative).
    public var created = 0
    /// Dequeues served from a reuse queue (cumulative).
    public var reused = 0
    /// Elements configured by the data source (`cellForItemAt` / `viewForSupplementaryElementOfKind`),
    /// cumulative: one per element that became visible.
    public var configured = 0
    /// Elements shown after the last layout pass.
    public var visible = 0
    /// Layout attributes the last layout pass processed (the work of a frame: visible elements only).
    public var elementsVisitedLastPass = 0
    /// Layout passes run (cumulative).
    public var layoutPasses = 0
    /// `prepare()` calls on the layout (cumulative).
    public var prepares = 0

    /// All zero.
    public init() {}
}
