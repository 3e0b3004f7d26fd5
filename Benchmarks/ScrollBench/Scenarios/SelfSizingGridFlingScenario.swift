import Foundation
import ScrollSim

/// A self-sizing `FlowLayout` grid (`estimatedItemSize` 185 × 80: two columns on the 390-pt screen) of N
/// ``BenchSelfSizingCell`` items, starting in the middle, driven by the long drag-and-fling: every item
/// that appears for the first time is measured by the constraint solver at the estimate's width and its
/// line takes the taller of its two items; reused cells are re-solved incrementally. The labels wrap at
/// the narrower text column (185 − 16 − 40 − 12 − 16 = 101 pt).
struct SelfSizingGridFlingScenario: BenchScenario {
    var name: String { "self-sizing-grid-fling" }
    var summary: String { "self-sizing flow-layout grid (2 columns, Auto Layout cells), N items, drag then fling" }
    var takesItemCount: Bool { true }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let count = items ?? 1_000
        let screen = ScenarioGeometry.screen
        let root = View(frame: CGRect(origin: .zero, size: screen), name: "window")
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 185, height: 80)
        let grid = CollectionView(frame: CGRect(origin: .zero, size: screen), collectionViewLayout: layout, name: "grid")
        grid.register(BenchSelfSizingCell.self, forCellWithReuseIdentifier: BenchSelfSizingDataSource.reuseIdentifier)
        root.addSubview(grid)
        let dataSource = BenchSelfSizingGridDataSource(count: count)
        grid.dataSource = dataSource
        root.layoutIfNeeded()
        grid.contentOffset = CGPoint(x: 0, y: (grid.contentSize.height / 2).rounded())
        root.layoutIfNeeded()
        let simulation = try Simulation(root: root, refreshRate: refreshRate, screenScale: ScenarioGeometry.screenScale,
                                        digitizerRate: ScenarioGeometry.digitizerRate)
        let workload = GestureLoopWorkload(simulation: simulation, scrollView: grid, script: DragAndFlingScenario.script,
                                           startOffset: grid.contentOffset)
        workload.retained = [dataSource]
        return workload
    }
}

/// ``BenchSelfSizingDataSource`` for the grid's narrower cells: both labels wrap at 101 pt.
final class BenchSelfSizingGridDataSource: CollectionViewDataSource {
    let rows: BenchSelfSizingDataSource
    init(count: Int) { rows = BenchSelfSizingDataSource(count: count) }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionReusableView {
        let cell = rows.collectionView(collectionView, cellForItemAt: indexPath) as! BenchSelfSizingCell
        cell.title.numberOfLines = 0
        cell.title.preferredMaxLayoutWidth = 101
        cell.subtitle.preferredMaxLayoutWidth = 101
        return cell
    }
}
