import Foundation
import ScrollSim

/// Scroll-view count: N full-screen scroll views side by side in one window (siblings, each 20,000 pt of
/// content), the frontmost flung with the `fling` gesture while the other N − 1 stay idle. Run at 1, 10,
/// 100 and 1000 siblings; the scaling table shows what each idle scroll view adds to a frame.
struct SiblingScrollViewsScenario: BenchScenario {
    var name: String { "sibling-scroll-views" }
    var summary: String { "N sibling scroll views (1, 10, 100, 1000), the frontmost flung, the others idle" }
    var takesItemCount: Bool { true }
    var sizeUnit: String { "scrollViews" }

    func sizes(quick: Bool) -> [Int]? { quick ? [1, 10] : [1, 10, 100, 1_000] }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let screen = ScenarioGeometry.screen
        let root = View(frame: CGRect(origin: .zero, size: screen), name: "window")
        var front: ScrollView?
        for index in 0..<max(1, items ?? 1) {
            let scrollView = ScrollView(frame: CGRect(origin: .zero, size: screen), name: "scrollView\(index)")
            scrollView.contentSize = CGSize(width: screen.width, height: 20_000)
            root.addSubview(scrollView)
            front = scrollView
        }
        let simulation = try Simulation(root: root, refreshRate: refreshRate, screenScale: ScenarioGeometry.screenScale,
                                        digitizerRate: ScenarioGeometry.digitizerRate)
        return GestureLoopWorkload(
            simulation: simulation, scrollView: front!,
            script: [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up],
            startOffset: CGPoint(x: 0, y: 710))
    }
}
