import Foundation
import ScrollSim

/// A fling into the bottom edge: <doc:Physics#Worked-examples> example C (released at 2 pt/ms 446 pt above the end
/// of 5000 pt of content), so every cycle crosses the edge, rubber-bands and settles.
struct FlingIntoEdgeScenario: BenchScenario {
    var name: String { "fling-into-edge" }
    var summary: String { "one scroll view, flick into the bottom edge, bounce and settle (Physics, “Worked examples” C), repeated" }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let (simulation, scrollView) = try ScenarioGeometry.singleScrollView(contentHeight: 5_000,
                                                                            refreshRate: refreshRate)
        return GestureLoopWorkload(
            simulation: simulation, scrollView: scrollView,
            script: [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 500), duration: 0.1), .up],
            startOffset: CGPoint(x: 0, y: 3_710))
    }
}
