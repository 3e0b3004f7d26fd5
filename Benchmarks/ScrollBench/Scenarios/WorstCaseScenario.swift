import Foundation
import ScrollEffects
import ScrollSim

/// The worst case: repeated fast flicks through a collection of N items with several strategies at
/// once. The sticky-header-fade scene (article 000 (<doc:SeedArticles#Sticky-fading-header>): a `FlowLayout` of 150-pt cells, 4-pt spacing, the
/// `StickyHeaderFade` on the delegate multiplexer) with N items, plus a `ParallaxHeader` (article 003 (<doc:SeedArticles#Parallax-header>))
/// on a 400-pt header inside the content; `.fast` deceleration; six 400-pt flicks in 0.08 s (5000 pt/s),
/// 0.12 s apart, each caught by the next touch-down, from the middle of the content. Every frame
/// recycles and configures cells and runs both strategies.
struct WorstCaseScenario: BenchScenario {
    var name: String { "worst-case-fast-flings" }
    var summary: String { "sticky-header scene with N items + parallax header, .fast rate, 6 flicks in a row" }
    var takesItemCount: Bool { true }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    /// Six flicks, each 0.12 s after the previous lift.
    static let script: [Gesture] = {
        var steps: [Gesture] = []
        for _ in 0..<6 {
            steps += [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 300), duration: 0.08), .up,
                      .wait(duration: 0.12)]
        }
        return steps
    }()

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let scene = try EffectFactory.makeScene(effect: "sticky-header-fade",
                                                parameters: ["itemCount": Double(items ?? 1_000)])
        let scrollView = scene.scrollView
        scrollView.decelerationRate = .fast
        let header = View(frame: CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: ParallaxHeader.defaultHeight),
                          name: "parallaxHeader")
        let image = View(frame: header.bounds, name: "parallaxImage")
        header.addSubview(image)
        scrollView.addSubview(header)
        let parallax = ParallaxHeader(header: header, imageView: image)
        scene.multiplexer.add(parallax)
        let simulation = try scene.makeSimulation(refreshRate: refreshRate, screenScale: ScenarioGeometry.screenScale,
                                                  digitizerRate: ScenarioGeometry.digitizerRate)
        let middle = (scrollView.contentSize.height / 2).rounded()
        let workload = GestureLoopWorkload(simulation: simulation, scrollView: scrollView, script: Self.script,
                                           startOffset: CGPoint(x: 0, y: middle))
        workload.retained = [scene, parallax]
        return workload
    }
}
