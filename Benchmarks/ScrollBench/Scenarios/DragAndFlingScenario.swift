import Foundation
import ScrollSim

/// A long drag and fling on one scroll view: 2.3 s of dragging up and down (every digitiser tick is a
/// drag update: hysteresis, velocity tracking, offset), then a fast flick and the deceleration.
struct DragAndFlingScenario: BenchScenario {
    var name: String { "drag-and-fling" }
    var summary: String { "one scroll view, 2.3 s drag back and forth, then a 2500 pt/s flick and deceleration" }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    /// The drag: slow up, back down, long up, a short hold, then the flick (200 pt in 0.08 s).
    static let script: [Gesture] = [
        .down(at: CGPoint(x: 200, y: 800)),
        .move(to: CGPoint(x: 200, y: 600), duration: 0.5),
        .move(to: CGPoint(x: 200, y: 700), duration: 0.5),
        .move(to: CGPoint(x: 200, y: 300), duration: 1.0),
        .hold(duration: 0.2),
        .move(to: CGPoint(x: 200, y: 100), duration: 0.08),
        .up,
    ]

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let (simulation, scrollView) = try ScenarioGeometry.singleScrollView(contentHeight: 100_000,
                                                                            refreshRate: refreshRate)
        return GestureLoopWorkload(simulation: simulation, scrollView: scrollView, script: Self.script,
                                   startOffset: CGPoint(x: 0, y: 10_000))
    }
}
