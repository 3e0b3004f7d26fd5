import Foundation
import ScrollSim

/// The long drag-and-fling (``DragAndFlingScenario/script``) over a `UITableView`-like list: a
/// `CollectionView` with a `ListLayout` of N rows of variable height (44–132 pt, mean 88), starting in
/// the middle of the list. Each frame lays out the visible rows (binary search over prefix sums),
/// recycles the rows that left and configures the rows that appeared. Run at every `--items` size; the
/// p50 ratio of the largest to the smallest size shows whether any per-frame work grows with N.
struct ListDragAndFlingScenario: BenchScenario {
    var name: String { "list-drag-fling" }
    var summary: String { "CollectionView + ListLayout, N rows of 44-132 pt, long drag then fling from the middle" }
    var takesItemCount: Bool { true }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let count = items ?? 1_000
        let layout = ListLayout()
        layout.rowHeights = (0..<count).map(BenchListDataSource.rowHeight)
        return try ListScenarioSetup.workload(layout: layout, count: count, refreshRate: refreshRate,
                                              script: DragAndFlingScenario.script)
    }
}
