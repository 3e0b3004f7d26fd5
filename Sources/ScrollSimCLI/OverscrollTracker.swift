import Foundation
import ScrollSim

/// Follows every scroll view's distance past its edges, once per frame (a frame observer of the
/// simulation), and keeps the largest. The range is the view's own in that frame
/// (`minimumContentOffset`…`maximumContentOffset`, PHYSICS.md §1).
final class OverscrollTracker {
    /// The largest overscroll seen: how far (pt), past which edge, of which view, when.
    struct Record {
        var distance: Double
        var edge: String
        var view: String
        var time: Double
    }

    private(set) var largest: Record?

    func install(on simulation: Simulation) {
        simulation.addFrameObserver { [self] simulation in observe(simulation) }
    }

    private func observe(_ simulation: Simulation) {
        for scrollView in simulation.scrollViews {
            let offset = scrollView.contentOffset
            let minimum = scrollView.minimumContentOffset, maximum = scrollView.maximumContentOffset
            let minY = Double(minimum.y), maxY = Double(maximum.y), minX = Double(minimum.x), maxX = Double(maximum.x)
            // The four edges in a fixed order, without a per-frame array (this runs every frame).
            consider(minY - Double(offset.y), "top", scrollView, simulation)
            consider(Double(offset.y) - maxY, "bottom", scrollView, simulation)
            consider(minX - Double(offset.x), "left", scrollView, simulation)
            consider(Double(offset.x) - maxX, "right", scrollView, simulation)
        }
    }

    private func consider(_ distance: Double, _ edge: String, _ scrollView: ScrollView, _ simulation: Simulation) {
        guard distance > (largest?.distance ?? 0) else { return }
        largest = Record(distance: distance, edge: edge, view: scrollView.name,
                         time: Double(simulation.frameCount) / simulation.refreshRate)
    }
}
