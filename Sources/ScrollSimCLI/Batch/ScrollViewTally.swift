import Foundation
import ScrollSim

/// Per scroll view figures for the batch summary, gathered in one pass over the run's callbacks (O(events),
/// a name → index table for the lookup) and one per-frame observer for the overscroll (O(scroll views)
/// per frame, no allocation).
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
        /// Callback counts: ``RunSummary/callbackOrder`` first (zeros included), then other names in
        /// order of first appearance.
        var callbacks: [(String, Int)] = RunSummary.callbackOrder.map { ($0, 0) }
    }

    private(set) var entries: [Entry] = []
    private var views: [ScrollView] = []

    /// Follows the overscroll of every scroll view of `simulation` from now on.
    func install(on simulation: Simulation) {
        simulation.addFrameObserver { [self] simulation in observe(simulation) }
    }

    private func sync(_ simulation: Simulation) {
        let current = simulation.scrollViews
        if current.count == views.count, zip(current, views).allSatisfy({ $0 === $1 }) { return }
        // A scroll view added mid-run: known views keep their entries.
        let old = entries
        let oldViews = views
        entries = current.map { view in
            oldViews.firstIndex { $0 === view }.map { old[$0] } ?? Entry(name: view.name)
        }
        views = current
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

    /// Completes the entries at the end of a run: final offsets, rest state, and the callbacks (one pass).
    func finish(_ simulation: Simulation, events: [EventRecord]) {
        sync(simulation)
        var indexByName: [String: Int] = [:]
        for (index, view) in views.enumerated() where indexByName[view.name] == nil {
            indexByName[view.name] = index
            entries[index].finalOffset = view.contentOffset
            entries[index].atRest = view.phase == .idle
        }
        for (index, view) in views.enumerated() where indexByName[view.name] != index {
            entries[index].finalOffset = view.contentOffset
            entries[index].atRest = view.phase == .idle
        }
        var lastRelease = [Double?](repeating: nil, count: views.count)
        for event in events {
            guard let index = indexByName[event.view] else { continue }
            let name = event.event
            if let slot = entries[index].callbacks.firstIndex(where: { $0.0 == name }) {
                entries[index].callbacks[slot].1 += 1
            } else {
                entries[index].callbacks.append((name, 1))
            }
            if event.callback == .scrollViewWillEndDragging { lastRelease[index] = event.time }
            if RunSummary.isRestEvent(event) {
                entries[index].restTime = event.time
                entries[index].timeToRest = lastRelease[index].map { event.time - $0 }
            }
        }
        for index in entries.indices where !entries[index].atRest {
            entries[index].restTime = nil
            entries[index].timeToRest = nil
        }
    }
}
