import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Drag-and-rubber-band>, <doc:Physics#Bounce>, <doc:Physics#Without-bouncing> with UIKit's per-axis flags (iOS 17.4): each axis obeys its own flag; `bounces`
/// sets both. Expected figures are <doc:Physics#Worked-examples>'s C (bouncing) and D (not bouncing), which differ only in the flag.
@Suite("Per-axis bounce flags")
struct PerAxisBounceTests {
    @Test("bounces sets both axes; the getter tells whether either axis bounces")
    func bouncesSetsBoth() {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(view.bouncesVertically && view.bouncesHorizontally && view.bounces)
        view.bounces = false
        #expect(!view.bouncesVertically && !view.bouncesHorizontally && !view.bounces)
        view.bouncesHorizontally = true
        #expect(!view.bouncesVertically && view.bounces)
    }

    @Test("bouncesVertically off: a fling into the bottom edge stops there as in Physics, “Worked examples” D")
    func verticalOff() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 3710) { $0.bouncesVertically = false }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.frames.allSatisfy { $0.offset.y <= 4156 })
        #expect(fx.offsetY == 4156)
        let release = try #require(fx.recorder.events(named: "scrollViewWillEndDragging").first)
        let end = try #require(fx.recorder.events(named: "scrollViewDidEndDecelerating").last)
        #expect(isApproximatelyEqual(end.time - release.time, 0.1417, absoluteTolerance: 0.5 / 120))
    }

    @Test("bouncesHorizontally off leaves the vertical bounce of Physics, “Worked examples” C")
    func horizontalOff() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 3710) { $0.bouncesHorizontally = false }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        let peak = try #require(fx.frames.map { Double($0.offset.y) }.max())
        #expect(isApproximatelyEqual(peak, 4205 + 1.0 / 3, absoluteTolerance: samePixelTolerance))
        #expect(fx.offsetY == 4156)
    }

    /// A diagonal pull past the top-left corner: y (not bouncing) is clamped at 0, x (bouncing) is shown
    /// through the rubber band: u = −(100 − 10·cos 45°·…) past the edge, shown (1 − 1/(u·0.55/390 + 1))·390.
    @Test("while dragging each axis clamps or rubber-bands by its own flag")
    func dragByAxis() throws {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.contentSize = CGSize(width: 990, height: 5000)
        view.bouncesVertically = false
        let simulation = try Simulation(root: view)
        try simulation.perform([.down(at: CGPoint(x: 100, y: 100)), .move(to: CGPoint(x: 200, y: 200), duration: 0.1),
                                .hold(duration: 0.1)])
        #expect(view.contentOffset.y == 0)
        // Movement (100, 100), hysteresis 10 pt along it: translation 100 − 10/√2 on each axis.
        let excess = 100 - 10 / 2.0.squareRoot()
        let shown = -RubberBandReference.offset(forExcess: excess, dimension: 390)
        #expect(PixelRoundingReference.matches(Double(view.contentOffset.x), exact: shown, scale: 3))
        try simulation.perform([.up])
        #expect(simulation.runUntilIdle())
        #expect(view.contentOffset == .zero)
    }
}
