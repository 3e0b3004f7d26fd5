import Foundation
import ScrollSim

/// A self-sizing collection of N ``BenchSelfSizingCell``s (image + two labels + a stack view, Auto Layout),
/// starting in the middle, driven by the long drag-and-fling. Every element that appears for the first
/// time is measured by the constraint solver and replaces its estimate; reused cells are re-solved
/// incrementally when their texts change; later cycles replay elements measured already.
///
/// - ``Layout/list``: a `UITableView.automaticDimension` list (`ListLayout`, rows estimated 44 pt,
///   measured with `systemLayoutSizeFitting`).
/// - ``Layout/grid``: a self-sizing `FlowLayout` (`estimatedItemSize` 185 × 80: two columns on the
///   390-pt screen); each item is measured at the estimate's width and its line takes the taller of its
///   two items. The labels wrap at the narrower text column (185 − 16 − 40 − 12 − 16 = 101 pt).
struct SelfSizingFlingScenario: BenchScenario {
    /// Which self-sizing layout.
    enum Layout: CaseIterable {
        case list, grid
    }

    var layout: Layout

    var name: String { layout == .list ? "self-sizing-fling" : "self-sizing-grid-fling" }
    var summary: String {
        layout == .list
            ? "self-sizing list (image + 2 labels + stack view, Auto Layout), N rows, drag then fling"
            : "self-sizing flow-layout grid (2 columns, Auto Layout cells), N items, drag then fling"
    }
    var takesItemCount: Bool { true }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let count = items ?? 1_000
        let screen = ScenarioGeometry.screen
        let root = View(frame: CGRect(origin: .zero, size: screen), name: "window")
        let collectionLayout: CollectionViewLayout
        let dataSource: CollectionViewDataSource
        switch layout {
        case .list:
            let list = ListLayout()
            list.rowHeight = ListLayout.automaticDimension
            list.estimatedRowHeight = 44
            collectionLayout = list
            dataSource = BenchSelfSizingDataSource(count: count)
        case .grid:
            let flow = FlowLayout()
            flow.estimatedItemSize = CGSize(width: 185, height: 80)
            collectionLayout = flow
            dataSource = BenchSelfSizingGridDataSource(count: count)
        }
        let view = CollectionView(frame: CGRect(origin: .zero, size: screen), collectionViewLayout: collectionLayout,
                                  name: layout == .list ? "list" : "grid")
        view.register(BenchSelfSizingCell.self, forCellWithReuseIdentifier: BenchSelfSizingDataSource.reuseIdentifier)
        root.addSubview(view)
        view.dataSource = dataSource
        root.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: (view.contentSize.height / 2).rounded())
        root.layoutIfNeeded()
        let simulation = try Simulation(root: root, refreshRate: refreshRate, screenScale: ScenarioGeometry.screenScale,
                                        digitizerRate: ScenarioGeometry.digitizerRate)
        let workload = GestureLoopWorkload(simulation: simulation, scrollView: view, script: DragAndFlingScenario.script,
                                           startOffset: view.contentOffset)
        workload.retained = [dataSource]
        return workload
    }
}

/// ``BenchSelfSizingDataSource`` for the grid's narrower cells: both labels wrap at 101 pt.
final class BenchSelfSizingGridDataSource: CollectionViewDataSource {
    let rows: BenchSelfSizingDataSource
    init(count: Int) { rows = BenchSelfSizingDataSource(count: count) }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = rows.collectionView(collectionView, cellForItemAt: indexPath) as! BenchSelfSizingCell
        cell.title.numberOfLines = 0
        cell.title.preferredMaxLayoutWidth = 101
        cell.subtitle.preferredMaxLayoutWidth = 101
        return cell
    }
}
