import Foundation
import ScrollSim

/// The `fling` gesture while view animations run: 20 badges in the window (over the scroll view) each get a
/// 2-s `View.animate` of their alpha and frame before every cycle (untimed), so most of the gesture's frames
/// draw 20 animations (a Bézier solve each, two properties) and the frame that commits them and the frame that
/// ends them are timed. Steady state: no allocation per frame.
struct ViewAnimationFlingScenario: BenchScenario {
    var name: String { "view-animation-fling" }
    var summary: String { "the fling gesture while 20 views animate alpha and frame (2 s each, ease in and out)" }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let (simulation, scrollView) = try ScenarioGeometry.singleScrollView(contentHeight: 20_000, refreshRate: refreshRate)
        let window = simulation.root
        var badges: [View] = []
        for index in 0..<20 {
            let badge = View(frame: CGRect(x: 10, y: 40 + 30 * Double(index), width: 24, height: 24), name: "badge\(index)")
            window.addSubview(badge)
            badges.append(badge)
        }
        let workload = GestureLoopWorkload(simulation: simulation, scrollView: scrollView,
                                           script: FlingScenario.fling.script, startOffset: FlingScenario.fling.startOffset)
        var cycle = 0
        workload.beforeCycle = {
            cycle += 1
            let right = cycle % 2 == 1
            for badge in badges {
                View.animate(withDuration: 2) {
                    badge.alpha = right ? 0.2 : 1
                    badge.frame.origin.x = right ? 300 : 10
                }
            }
        }
        return workload
    }
}
