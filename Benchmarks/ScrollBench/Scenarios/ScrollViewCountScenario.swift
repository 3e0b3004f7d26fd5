import Foundation
import ScrollSim

/// How a frame's cost grows with the number of scroll views: N full-screen scroll views of 20,000 pt of
/// content each, one flung with the `fling` gesture (``FlingScenario/fling``) while the other N − 1 stay
/// idle. The scaling table shows what each idle scroll view adds to a frame. Two arrangements, differing
/// only in where each new scroll view goes:
/// - ``siblings``: side by side in one window, the frontmost flung; 1, 10, 100 and 1000 of them.
/// - ``nested``: a chain, each inside the previous one's content, the innermost flung (it owns the pan:
///   <doc:NestedScrolling>); depths 1 to 80.
struct ScrollViewCountScenario: BenchScenario {
    /// Where each added scroll view goes.
    enum Arrangement: Sendable {
        /// In the window, in front of the previous ones.
        case siblings
        /// Inside the previous one's content.
        case nested
    }

    let arrangement: Arrangement

    static let siblings = ScrollViewCountScenario(arrangement: .siblings)
    static let nested = ScrollViewCountScenario(arrangement: .nested)

    var name: String { arrangement == .siblings ? "sibling-scroll-views" : "nested-scroll-views" }
    var summary: String {
        arrangement == .siblings
            ? "N sibling scroll views (1, 10, 100, 1000), the frontmost flung, the others idle"
            : "a chain of D nested scroll views (depth 1 to 80), the innermost flung"
    }
    var takesItemCount: Bool { true }
    var sizeUnit: String { arrangement == .siblings ? "scrollViews" : "depth" }

    func sizes(quick: Bool) -> [Int]? {
        if quick { return [1, 10] }
        return arrangement == .siblings ? [1, 10, 100, 1_000] : [1, 10, 20, 40, 80]
    }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let screen = ScenarioGeometry.screen
        let root = View(frame: CGRect(origin: .zero, size: screen), name: "window")
        var parent: View = root
        var flung: ScrollView?
        for index in 0..<max(1, items ?? 1) {
            let name = arrangement == .siblings ? "scrollView\(index)" : "level\(index)"
            let scrollView = ScrollView(frame: CGRect(origin: .zero, size: screen), name: name)
            scrollView.contentSize = CGSize(width: screen.width, height: 20_000)
            parent.addSubview(scrollView)
            if arrangement == .nested { parent = scrollView }
            flung = scrollView
        }
        let simulation = try Simulation(root: root, refreshRate: refreshRate, screenScale: ScenarioGeometry.screenScale,
                                        digitizerRate: ScenarioGeometry.digitizerRate)
        return GestureLoopWorkload(simulation: simulation, scrollView: flung!, script: FlingScenario.fling.script,
                                   startOffset: FlingScenario.fling.startOffset)
    }
}
