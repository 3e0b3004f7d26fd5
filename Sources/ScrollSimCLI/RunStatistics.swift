import ScrollSim

/// What the summary needs from the callbacks of a run, kept as running aggregates (one record at a
/// time, nothing stored per frame or per callback): counts per callback, overall and per scroll view, the
/// last callback that ends motion and the last release before it.
final class RunStatistics {
    /// A callback that ends motion, with the release (`willEndDragging`) last seen before it.
    struct Rest {
        var time: Double
        var event: String
        var view: String
        var releaseTime: Double?
    }

    /// Counts indexed by ``RunSummary/callbackOrder``.
    private(set) var totals = [Int](repeating: 0, count: RunSummary.callbackOrder.count)
    /// Per scroll view name, counts indexed by ``RunSummary/callbackOrder``.
    private var perView: [String: [Int]] = [:]
    /// The last callback that ends motion so far.
    private(set) var lastRest: Rest?
    private var lastReleaseTime: Double?

    /// Position of each callback in ``RunSummary/callbackOrder`` (every `ScrollViewCallback` is there).
    private static let orderIndex: [ScrollViewCallback: Int] = Dictionary(uniqueKeysWithValues:
        ScrollViewCallback.allCases.map { callback in (callback, RunSummary.callbackOrder.firstIndex(of: callback.rawValue)!) })

    /// Takes one callback record.
    func add(_ event: EventRecord) {
        let index = Self.orderIndex[event.callback]!
        totals[index] += 1
        perView[event.view, default: totals.map { _ in 0 }][index] += 1
        if event.callback == .scrollViewWillEndDragging { lastReleaseTime = event.time }
        if RunSummary.isRestEvent(event) {
            lastRest = Rest(time: event.time, event: event.event, view: event.view, releaseTime: lastReleaseTime)
        }
    }

    /// The counts of scroll view `name`, in ``RunSummary/callbackOrder``.
    func counts(of name: String) -> [Int] {
        perView[name] ?? totals.map { _ in 0 }
    }
}
