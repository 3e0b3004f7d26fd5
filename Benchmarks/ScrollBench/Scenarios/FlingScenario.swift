import Foundation
import ScrollSim

/// A plain fling on one scroll view: <doc:Physics#Worked-examples> example A (a 300-pt flick in 0.1 s, released at
/// 3 pt/ms, decelerating at `.normal` for about 2.8 s through 20,000 pt of content), over and over.
struct FlingScenario: BenchScenario {
    var name: String { "fling" }
    var summary: String { "one scroll view, 3000 pt/s flick and deceleration to rest (Physics, “Worked examples” A), repeated" }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let (simulation, scrollView) = try ScenarioGeometry.singleScrollView(contentHeight: 20_000,
                                                                            refreshRate: refreshRate)
        return GestureLoopWorkload(
            simulation: simulation, scrollView: scrollView,
            script: [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up],
            startOffset: CGPoint(x: 0, y: 710))
    }
}
