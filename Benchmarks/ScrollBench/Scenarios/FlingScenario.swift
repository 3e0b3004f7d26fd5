import Foundation
import ScrollSim

/// A 0.1-s flick on one full-screen scroll view (``ScenarioGeometry/singleScrollView(contentHeight:refreshRate:)``),
/// repeated: the finger goes down at (200, 700) and moves to ``flickEnd``, the view decelerates to rest,
/// and the next cycle starts from ``startOffset``. The scenarios differ only in these numbers:
/// - ``fling``: <doc:Physics#Worked-examples> example A (a 300-pt flick in 0.1 s, released at 3 pt/ms,
///   decelerating at `.normal` for about 2.8 s through 20,000 pt of content).
/// - ``intoEdge``: example C (released at 2 pt/ms 446 pt above the end of 5000 pt of content), so every
///   cycle crosses the edge, rubber-bands and settles.
struct FlingScenario: BenchScenario {
    let name: String
    let summary: String
    /// The scroll view's content height, points.
    let contentHeight: Double
    /// Where the finger is 0.1 s after touching down at (200, 700), window points.
    let flickEnd: CGPoint
    /// The content offset every cycle starts from, points.
    let startOffset: CGPoint

    var takesItemCount: Bool { false }

    /// Example A.
    static let fling = FlingScenario(
        name: "fling",
        summary: "one scroll view, 3000 pt/s flick and deceleration to rest (Physics, “Worked examples” A), repeated",
        contentHeight: 20_000, flickEnd: CGPoint(x: 200, y: 400), startOffset: CGPoint(x: 0, y: 710))

    /// Example C.
    static let intoEdge = FlingScenario(
        name: "fling-into-edge",
        summary: "one scroll view, flick into the bottom edge, bounce and settle (Physics, “Worked examples” C), repeated",
        contentHeight: 5_000, flickEnd: CGPoint(x: 200, y: 500), startOffset: CGPoint(x: 0, y: 3_710))

    /// The flick: down at (200, 700), 0.1 s to ``flickEnd``, up.
    var script: [Gesture] {
        [.down(at: CGPoint(x: 200, y: 700)), .move(to: flickEnd, duration: 0.1), .up]
    }

    func frameCount(quick: Bool) -> Int { quick ? 400 : 4_000 }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        let (simulation, scrollView) = try ScenarioGeometry.singleScrollView(contentHeight: contentHeight,
                                                                            refreshRate: refreshRate)
        return GestureLoopWorkload(
            simulation: simulation, scrollView: scrollView,
            script: script, startOffset: startOffset)
    }
}
