import Foundation
import ScrollSim

/// Builds the list and grid scenarios: a full-screen `CollectionView` with the given layout and a
/// ``BenchListDataSource``, laid out once, the script starting from the middle of the content. The
/// simulation lays the hierarchy out every frame (`root.layoutIfNeeded()` after motion).
enum ListScenarioSetup {
    static func workload(layout: CollectionViewLayout, count: Int, refreshRate: Double,
                         script: [Gesture], decelerationRate: DecelerationRate = .normal) throws -> GestureLoopWorkload {
        let screen = ScenarioGeometry.screen
        let root = View(frame: CGRect(origin: .zero, size: screen), name: "window")
        let collectionView = CollectionView(frame: CGRect(origin: .zero, size: screen), collectionViewLayout: layout,
                                            name: "list")
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: BenchListDataSource.reuseIdentifier)
        collectionView.decelerationRate = decelerationRate
        root.addSubview(collectionView)
        let dataSource = BenchListDataSource(count: count)
        collectionView.dataSource = dataSource
        root.layoutIfNeeded()
        let simulation = try Simulation(root: root, refreshRate: refreshRate,
                                        screenScale: ScenarioGeometry.screenScale,
                                        digitizerRate: ScenarioGeometry.digitizerRate)
        let middle = (collectionView.contentSize.height / 2).rounded()
        let workload = GestureLoopWorkload(simulation: simulation, scrollView: collectionView, script: script,
                                           startOffset: CGPoint(x: 0, y: middle))
        workload.retained = [dataSource]
        return workload
    }
}
