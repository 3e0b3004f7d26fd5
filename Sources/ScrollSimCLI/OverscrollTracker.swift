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
            let candidates = [(minY - Double(offset.y), "top"), (Double(offset.y) - maxY, "bottom"),
                              (minX - Double(offset.x), "left"), (Double(offset.x) - maxX, "right")]
            for (distance, edge) in candidates where distance > (largest?.distance ?? 0) {
                largest = Record(distance: distance, edge: edge, view: scrollView.name, time: Double(simulation.frameCount) / simulation.refreshRate)
            }
        }
    }
}
