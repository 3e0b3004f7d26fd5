import Foundation
import ScrollEffects
import ScrollSim

/// The stretchy header's container variant (seed 001 b) held pulled past the top and moved for three
/// seconds: every frame the effect sets the image's height and bottom constraint constants, and the
/// header's constraint region is re-solved incrementally (no rebuild) in the layout pass.
struct StretchyHeaderPullScenario: BenchScenario {
    var name: String { "stretchy-header-pull" }
    var summary: String { "stretchy header (container variant): constraint constants change every frame of a long pull" }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    static let script: [Gesture] = [
        .down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 600), duration: 1.0),
        .move(to: CGPoint(x: 200, y: 350), duration: 1.0), .move(to: CGPoint(x: 200, y: 650), duration: 1.0), .up,
    ]

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let scene = try EffectFactory.makeScene(effect: "stretchy-header-container")
        let simulation = try scene.makeSimulation(refreshRate: refreshRate, screenScale: ScenarioGeometry.screenScale,
                                                  digitizerRate: ScenarioGeometry.digitizerRate)
        let workload = GestureLoopWorkload(simulation: simulation, scrollView: scene.scrollView, script: Self.script,
                                           startOffset: scene.scrollView.contentOffset)
        workload.retained = [scene]
        return workload
    }
}
