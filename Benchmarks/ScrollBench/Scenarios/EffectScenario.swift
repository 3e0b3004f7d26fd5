import Foundation
import ScrollEffects
import ScrollSim

/// One seed article's effect, a scene of `EffectRegistry.scenes` built with the article's numbers: the scene's
/// hierarchy, its strategy object on the scroll view's delegate multiplexer, layout every frame. Each
/// cycle pulls the content 200 pt down past the top in 0.5 s and lets go (the effect follows the
/// stretch and the bounce back), waits 1 s, then flicks 300 pt up in 0.1 s (the effect follows the
/// scroll through its other states), and the view decelerates to rest. One scenario per registered scene.
struct EffectScenario: BenchScenario {
    /// The scene, from `EffectRegistry.scenes`.
    let scene: EffectRegistry.Scene

    var name: String { "effect-" + scene.name }
    var summary: String { "\(scene.name) (EffectFactory scene, article numbers): pull past the top, release, then a fling" }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    /// Pull, release, wait for the bounce, flick.
    static let script: [Gesture] = [
        .down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 500), duration: 0.5), .up,
        .wait(duration: 1.0),
        .down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up,
    ]

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let scene = try self.scene.makeScene()
        let simulation = try scene.makeSimulation(refreshRate: refreshRate, screenScale: ScenarioGeometry.screenScale,
                                                  digitizerRate: ScenarioGeometry.digitizerRate)
        let workload = GestureLoopWorkload(simulation: simulation, scrollView: scene.scrollView, script: Self.script,
                                           startOffset: scene.scrollView.contentOffset)
        workload.retained = [scene]
        return workload
    }
}
