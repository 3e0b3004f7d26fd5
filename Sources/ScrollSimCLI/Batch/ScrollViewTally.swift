import Foundation
import ScrollSim

/// Per scroll view figures for a batch's summary line, kept as running aggregates: each callback is taken
/// once as it streams by (O(events) in all, a name → index table for the lookup, never iterated), and a
/// per-frame observer follows the overscroll (O(scroll views) per frame, no allocation).
final class ScrollViewTally {
    /// One scroll view's figures.
    struct Entry {
        var name: String
        var finalOffset = CGPoint.zero
        /// Whether the view was idle at the end.
        var atRest = true
        /// Time of the view's last callback that ends motion (see ``RunSummary/isRestEvent(_:)``), s.
        var restTime: Double?
        /// `restTime` minus the time of the view's last release (`willEndDragging`) before it, s.
        var timeToRest: Double?
        /// The view's largest distance past an edge (pt), which edge, when (s).
        var largestOverscroll = 0.0
        var largestOverscrollEdge: String?
        var largestOverscrollTime: Double?
        /// Callback counts in ``RunSummary/callbackOrder`` (every callback is there).
        var callbacks = [Int](repeating: 0, count: RunSummary.callbackOrder.count)
        /// The time of the view's last release so far.
        var lastRelease: Double?
    }

    private(set) var entries: [Entry] = []
    private var views: [ScrollView] = []
    private var indexByName: [String: Int] = [:]
    private weak var simulation: Simulation?

    /// Position of each callback in ``RunSummary/callbackOrder``.
    private static let orderIndex: [ScrollViewCallback: Int] = Dictionary(uniqueKeysWithValues:
        ScrollViewCallback.allCases.map { ($0, RunSummary.callbackOrder.firstIndex(of: $0.rawValue)!) })

    /// Follows every scroll view of `simulation` from now on.
    func install(on simulation: Simulation) {
        self.simulation = simulation
        sync(simulation)
        simulation.addFrameObserver { [self] simulation in observe(simulation) }
    }

    /// Takes one callback record (events of a name shared by several scroll views count for the first).
    func add(_ event: EventRecord) {
        var index = indexByName[event.view]
        if index == nil, let simulation {
            sync(simulation)  // a scroll view added since the last frame
            index = indexByName[event.view]
        }
        guard let index else { return }
        entries[index].callbacks[Self.orderIndex[event.callback]!] += 1
        if event.callback == .scrollViewWillEndDragging { entries[index].lastRelease = event.time }
        if RunSummary.isRestEvent(event) {
            entries[index].restTime = event.time
            entries[index].timeToRest = entries[index].lastRelease.map { event.time - $0 }
        }
    }

    private func sync(_ simulation: Simulation) {
        let current = simulation.scrollViews
        if current.count == views.count, zip(current, views).allSatisfy({ $0 === $1 }) { return }
        // The set changed (a scroll view added mid-run): known views keep their entries.
        let old = entries
        let oldViews = views
        entries = current.map { view in
            oldViews.firstIndex { $0 === view }.map { old[$0] } ?? Entry(name: view.name)
        }
        views = current
        indexByName = [:]
        for (index, view) in views.enumerated() where indexByName[view.name] == nil { indexByName[view.name] = index }
    }

    private func observe(_ simulation: Simulation) {
        sync(simulation)
        let time = Double(simulation.frameCount) / simulation.refreshRate
        var index = 0
        while index < views.count {
            let view = views[index]
            let offset = view.contentOffset
            let minimum = view.minimumContentOffset, maximum = view.maximumContentOffset
            consider(index, Double(minimum.y - offset.y), "top", time)
            consider(index, Double(offset.y - maximum.y), "bottom", time)
            consider(index, Double(minimum.x - offset.x), "left", time)
            consider(index, Double(offset.x - maximum.x), "right", time)
            index += 1
        }
    }

    @inline(__always)
    private func consider(_ index: Int, _ distance: Double, _ edge: String, _ time: Double) {
        if distance > entries[index].largestOverscroll {
            entries[index].largestOverscroll = distance
            entries[index].largestOverscrollEdge = edge
            entries[index].largestOverscrollTime = time
        }
    }

    /// Completes the entries at the end of a run: final offsets and rest state; a view still moving has
    /// no rest time.
    func finish(_ simulation: Simulation) {
        sync(simulation)
        for (index, view) in views.enumerated() {
            entries[index].finalOffset = view.contentOffset
            entries[index].atRest = view.phase == .idle
            if !entries[index].atRest {
                entries[index].restTime = nil
                entries[index].timeToRest = nil
            }
        }
        // A name shared by several scroll views: the later ones report the first one's callbacks, as the
        // trace (which names views) cannot tell them apart.
        for (index, view) in views.enumerated() {
            if let first = indexByName[view.name], first != index {
                entries[index].callbacks = entries[first].callbacks
            }
        }
    }
}
