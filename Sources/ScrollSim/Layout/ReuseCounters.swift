/// What a ``CollectionView`` did, for tests, traces and benchmarks.
package struct ReuseCounters: Equatable, Sendable {
    /// Reusable views instantiated by a dequeue whose queue was empty (cumulative).
    package var created = 0
    /// Dequeues served from a reuse queue (cumulative).
    package var reused = 0
    /// Elements configured by the data source (`cellForItemAt` / `viewForSupplementaryElementOfKind`),
    /// cumulative: one per element that became visible.
    package var configured = 0
    /// Elements shown after the last layout pass.
    package var visible = 0
    /// Layout attributes the last layout pass processed (the work of a frame: visible elements only).
    package var elementsVisitedLastPass = 0
    /// Layout passes run (cumulative).
    package var layoutPasses = 0
    /// `prepare()` calls on the layout (cumulative).
    package var prepares = 0

    /// All zero.
    package init() {}
}
