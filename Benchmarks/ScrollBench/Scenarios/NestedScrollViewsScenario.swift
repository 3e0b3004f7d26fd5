import Foundation
import ScrollSim

/// Nesting depth: a chain of D full-screen scroll views, each inside the previous one's content (every
/// one 20,000 pt tall), the innermost flung with the `fling` gesture (it owns the pan: <doc:NestedScrolling>)
/// while its D − 1 ancestors stay idle. Run at depths 1 to 80; the scaling table shows what each level
/// of nesting adds to a frame.
struct NestedScrollViewsScenario: BenchScenario {
    var name: String { "nested-scroll-views" }
    var summary: String { "a chain of D nested scroll views (depth 1 to 80), the innermost flung" }
    var takesItemCount: Bool { true }
    var sizeUnit: String { "depth" }

    func sizes(quick: Bool) -> [Int]? { quick ? [1, 10] : [1, 10, 20, 40, 80] }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let screen = ScenarioGeometry.screen
        let root = View(frame: CGRect(origin: .zero, size: screen), name: "window")
        var parent: View = root
        var innermost: ScrollView?
        for level in 0..<max(1, items ?? 1) {
            let scrollView = ScrollView(frame: CGRect(origin: .zero, size: screen), name: "level\(level)")
            scrollView.contentSize = CGSize(width: screen.width, height: 20_000)
            parent.addSubview(scrollView)
            parent = scrollView
            innermost = scrollView
        }
        let simulation = try Simulation(root: root, refreshRate: refreshRate, screenScale: ScenarioGeometry.screenScale,
                                        digitizerRate: ScenarioGeometry.digitizerRate)
        return GestureLoopWorkload(
            simulation: simulation, scrollView: innermost!,
            script: [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up],
            startOffset: CGPoint(x: 0, y: 710))
    }
}
