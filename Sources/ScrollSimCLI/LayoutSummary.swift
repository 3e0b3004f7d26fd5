import ScrollSim

/// Each collection view's layout counters over a run, for the summary: elements visible at the end, and
/// the views configured, created and reused between the start of the run (after the hierarchy's first
/// layout) and its end.
struct LayoutSummary {
    struct Row {
        var view: String
        var visible: Int
        var configured: Int
        var created: Int
        var reused: Int
    }

    /// Collection views in processing order.
    let rows: [Row]

    /// The counters of every collection view now, with the view.
    static func snapshot(_ simulation: Simulation) -> [(view: CollectionView, counters: ReuseCounters)] {
        simulation.scrollViews.compactMap { $0 as? CollectionView }.map { ($0, $0.counters) }
    }

    init(start: [(view: CollectionView, counters: ReuseCounters)], simulation: Simulation) {
        rows = Self.snapshot(simulation).map { entry in
            let before = start.first { $0.view === entry.view }?.counters ?? ReuseCounters()
            return Row(view: entry.view.name, visible: entry.counters.visible,
                       configured: entry.counters.configured - before.configured,
                       created: entry.counters.created - before.created,
                       reused: entry.counters.reused - before.reused)
        }
    }
}
