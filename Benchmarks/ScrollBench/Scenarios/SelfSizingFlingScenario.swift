import Foundation
import ScrollSim

/// A `UITableView.automaticDimension` list of N ``BenchSelfSizingCell`` rows (estimated 44 pt),
/// starting in the middle, driven by the long drag-and-fling: every row that appears for the first
/// time is measured by the constraint solver (`systemLayoutSizeFitting`) and replaces its estimate;
/// reused cells are re-solved incrementally when their texts change. Later cycles replay the same
/// rows (measured already: only the reconfiguration re-solves).
struct SelfSizingFlingScenario: BenchScenario {
    var name: String { "self-sizing-fling" }
    var summary: String { "self-sizing list (image + 2 labels + stack view, Auto Layout), N rows, drag then fling" }
    var takesItemCount: Bool { true }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let count = items ?? 1_000
        let screen = ScenarioGeometry.screen
        let root = View(frame: CGRect(origin: .zero, size: screen), name: "window")
        let layout = ListLayout()
        layout.rowHeight = ListLayout.automaticDimension
        layout.estimatedRowHeight = 44
        let list = CollectionView(frame: CGRect(origin: .zero, size: screen), collectionViewLayout: layout, name: "list")
        list.register(BenchSelfSizingCell.self, forCellWithReuseIdentifier: BenchSelfSizingDataSource.reuseIdentifier)
        root.addSubview(list)
        let dataSource = BenchSelfSizingDataSource(count: count)
        list.dataSource = dataSource
        root.layoutIfNeeded()
        let middle = (list.contentSize.height / 2).rounded()
        list.contentOffset = CGPoint(x: 0, y: middle)
        root.layoutIfNeeded()
        let simulation = try Simulation(root: root, refreshRate: refreshRate, screenScale: ScenarioGeometry.screenScale,
                                        digitizerRate: ScenarioGeometry.digitizerRate)
        let workload = GestureLoopWorkload(simulation: simulation, scrollView: list, script: DragAndFlingScenario.script,
                                           startOffset: list.contentOffset)
        workload.retained = [dataSource]
        return workload
    }
}
