import Foundation
import ScrollSim

/// A fling over a grid: a `CollectionView` with a `FlowLayout` of N items in two columns of
/// 193 × 150 pt with 4-pt spacing (the seed article 000 (<doc:SeedArticles#Sticky-fading-header>)'s 150-pt cells), flicked at 3000 pt/s from the
/// middle (the ``FlingScenario`` gesture). Run at every `--items` size.
struct GridFlingScenario: BenchScenario {
    var name: String { "grid-fling" }
    var summary: String { "CollectionView + FlowLayout, N items of 193x150 pt in 2 columns, 3000 pt/s fling from the middle" }
    var takesItemCount: Bool { true }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 193, height: 150)
        layout.minimumLineSpacing = 4
        layout.minimumInteritemSpacing = 4
        return try ListScenarioSetup.workload(
            layout: layout, count: items ?? 1_000, refreshRate: refreshRate,
            script: [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
    }
}
