import Foundation
import ScrollSim

/// Follows every scroll view's distance past its edges, once per frame (through the simulation's
/// `layoutHook`, chaining any hook already installed), and keeps the largest.
///
/// The range is read from the view in that frame (PHYSICS.md §1):
/// `min = −adjustedContentInset.top`, `max = max(min, contentSize.height + adjustedContentInset.bottom −
/// bounds.height)`, the same on x with left/right/width.
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
        let previous = simulation.layoutHook
        simulation.layoutHook = { [self] simulation in
            previous?(simulation)
            observe(simulation)
        }
    }

    private func observe(_ simulation: Simulation) {
        for scrollView in simulation.scrollViews {
            let inset = scrollView.adjustedContentInset
            let size = scrollView.bounds.size
            let offset = scrollView.contentOffset
            let minY = -Double(inset.top)
            let maxY = max(minY, Double(scrollView.contentSize.height + inset.bottom - size.height))
            let minX = -Double(inset.left)
            let maxX = max(minX, Double(scrollView.contentSize.width + inset.right - size.width))
            let candidates = [(minY - Double(offset.y), "top"), (Double(offset.y) - maxY, "bottom"),
                              (minX - Double(offset.x), "left"), (Double(offset.x) - maxX, "right")]
            for (distance, edge) in candidates where distance > (largest?.distance ?? 0) {
                largest = Record(distance: distance, edge: edge, view: scrollView.name, time: simulation.time)
            }
        }
    }
}
