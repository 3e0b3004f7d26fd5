import Foundation
import ScrollSim
import ScrollSimUIKit

/// Article 003's SwiftUI screen (its `ParallaxEffect` and `ContentList` as written, in a `ScrollView`) hosted
/// by `UIHostingController` on the default device, pulled down 300 pt and released (bounce), then flung up:
/// every frame the scroll view moves, the header's `GeometryReader` is evaluated again (its body, six layout
/// nodes, the image's transform and blur) and its engine views are reused; the 40-bar list is not evaluated.
struct SwiftUIParallaxScenario: BenchScenario {
    var name: String { "swiftui-parallax-fling" }
    var summary: String { "article 003's SwiftUI parallax header hosted in UIHostingController: pull, bounce, fling, repeated" }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    static let script: [Gesture] = [
        .down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 600), duration: 0.5), .up,
        .wait(duration: 1.0),
        .down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up,
    ]

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let controller = makeParallaxArticleController()
        let simulation = try Simulation(viewController: controller, refreshRate: refreshRate,
                                        screenScale: ScenarioGeometry.screenScale,
                                        digitizerRate: ScenarioGeometry.digitizerRate)
        simulation.run(frames: 2)
        guard let scrollView = controller.view.firstDescendant(named: "ScrollView") as? UIScrollView else {
            throw SwiftUIParallaxScenarioError.noScrollView
        }
        let workload = GestureLoopWorkload(simulation: simulation, scrollView: scrollView, script: Self.script,
                                           startOffset: scrollView.contentOffset)
        workload.retained = [controller]
        return workload
    }
}

/// The hosted screen has no scroll view (the SwiftUI layer did not render one).
enum SwiftUIParallaxScenarioError: Error, CustomStringConvertible {
    case noScrollView
    var description: String { "swiftui-parallax-fling: the hosted article screen has no view named ScrollView" }
}
