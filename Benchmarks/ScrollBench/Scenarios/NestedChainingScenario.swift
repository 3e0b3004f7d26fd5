import Foundation
import ScrollSim

/// Nested scroll views with scroll chaining: the seed article 004 (<doc:SeedArticles#Nested-scroll-gate>)'s layout (an outer scroll view with
/// a 500-pt top view and a 1200-pt inner scroll view of 501 rows × 44 pt), the inner in
/// `.chaining(.auto)` mode. Each cycle starts with the outer at its bottom and the inner 300 pt down,
/// and drags the content down 400 pt in 0.4 s and lets go: the inner scrolls to its top, hands the rest of
/// the drag and then its remaining fling velocity (about 1000 pt/s) to the outer, which decelerates.
struct NestedChainingScenario: BenchScenario {
    var name: String { "nested-chaining-fling" }
    var summary: String { "outer + inner scroll view (article 004 (Seed articles, “Nested scroll gate”) sizes), inner chaining .auto, fling handed to the outer" }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    /// Article 004 (<doc:SeedArticles#Nested-scroll-gate>)'s numbers: the top view's height, the inner table's height, its rows.
    static let topViewHeight = 500.0
    static let innerHeight = 1_200.0
    static let innerRows = 501.0
    static let rowHeight = 44.0

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let screen = ScenarioGeometry.screen
        let root = View(frame: CGRect(origin: .zero, size: screen), name: "window")
        let outer = ScrollView(frame: CGRect(origin: .zero, size: screen), name: "outer")
        outer.bounces = false
        outer.contentSize = CGSize(width: screen.width, height: Self.topViewHeight + Self.innerHeight)
        outer.addSubview(View(frame: CGRect(x: 0, y: 0, width: screen.width, height: Self.topViewHeight), name: "topView"))
        let inner = ScrollView(frame: CGRect(x: 0, y: Self.topViewHeight, width: screen.width, height: Self.innerHeight),
                               name: "inner")
        inner.bounces = false
        inner.contentSize = CGSize(width: screen.width, height: Self.innerRows * Self.rowHeight)
        inner.nestedScrolling = .chaining(.auto)
        outer.addSubview(inner)
        root.addSubview(outer)
        let simulation = try Simulation(root: root, refreshRate: refreshRate,
                                        screenScale: ScenarioGeometry.screenScale,
                                        digitizerRate: ScenarioGeometry.digitizerRate)
        let outerBottom = CGPoint(x: 0, y: outer.contentSize.height - screen.height)
        let workload = GestureLoopWorkload(
            simulation: simulation, scrollView: outer,
            script: [.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 700), duration: 0.4), .up],
            startOffset: outerBottom)
        workload.beforeCycle = { inner.setContentOffset(CGPoint(x: 0, y: 300), animated: false) }
        return workload
    }
}
