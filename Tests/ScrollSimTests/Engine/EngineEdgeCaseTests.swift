import Foundation
import Testing
import ScrollSim
import ScrollSimScenario
import ScrollSimTestSupport

/// Edge cases of the engine found by hostile testing: each pins the behaviour the documentation promises.
@Suite("Engine edge cases")
struct EngineEdgeCaseTests {
    @Test("a hold too long for the script clock is a GestureError, not a trap")
    func absurdHoldIsAGestureError() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        #expect(throws: GestureError.self) {
            try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 300)), .hold(duration: 1e20), .up])
        }
        #expect(throws: GestureError.self) {
            try fx.simulation.perform([.wait(duration: 1e20)])
        }
        // Nothing of the rejected scripts ran: the finger is still free and the simulation idle.
        #expect(fx.simulation.isIdle)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 600, duration: 0.5))
        #expect(fx.recorder.events(named: "scrollViewWillBeginDragging").count == 1)
    }

    /// PixelGrid(scale: 0) does not round: 100.1 stays 100.1; at scale 2, 100.1 → 100 + round(0.2)/2 = 100.0
    /// and 100.3 → 100 + round(0.6)/2 = 100.5 (<doc:Physics#Units-and-conventions>).
    @Test("an offset set before the simulation exists is rounded on the simulation's grid", arguments: [
        (0.0, 100.1, 100.1), (2.0, 100.3, 100.5), (1.0, 100.6, 101.0), (3.0, 100.1, 100.0),
    ])
    func initialOffsetUsesTheSimulationsGrid(scale: Double, offset: Double, shown: Double) throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: offset, screenScale: scale)
        #expect(isApproximatelyEqual(fx.offsetY, shown, absoluteTolerance: 1e-9), "scale \(scale): \(fx.offsetY)")
    }

    @Test("a scenario's initial offset is rounded on its screenScale (0: not at all)")
    func scenarioInitialOffsetUsesItsGrid() throws {
        let json = """
        {"name": "s", "screenScale": 0, "scrollView": {"frame": [0, 0, 390, 844], "contentSize": [390, 5000],
         "contentOffset": [0, 100.1]}, "gestures": []}
        """
        let scenario = try Scenario(json: json)
        let simulation = try scenario.makeSimulation()
        #expect(isApproximatelyEqual(Double(simulation.scrollViews[0].contentOffset.y), 100.1, absoluteTolerance: 1e-9))
    }

    /// <doc:Physics#Bounce>: a view strictly within 0.5 pt of its range is at rest; a tap on it starts nothing.
    @Test("a tap on a view resting within the stop tolerance of its range sends no deceleration callbacks")
    func tapWithinToleranceIsAtRest() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: -0.2)   // shown −0.333 at scale 3
        #expect(isApproximatelyEqual(fx.offsetY, -1.0 / 3, absoluteTolerance: 1e-9))
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 300)), .up])
        #expect(fx.simulation.runUntilIdle())
        fx.simulation.run(frames: 10)
        #expect(fx.log.names.isEmpty, "\(fx.log.names)")
    }

    @Test("a tap on a view held past its edge by more than the tolerance bounces it back once")
    func tapBeyondToleranceBouncesBack() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: -30)
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 300)), .up])
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.log.collapsedNames == ["scrollViewWillBeginDecelerating", "scrollViewDidScroll…", "scrollViewDidEndDecelerating"])
        #expect(fx.offsetY == 0)
    }

    @Test("a status-bar tap during a horizontal bounce brings x back into its range")
    func statusBarTapDuringHorizontalBounce() throws {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.contentSize = CGSize(width: 990, height: 5000)
        view.contentOffset = CGPoint(x: 500, y: 300)
        let simulation = try Simulation(root: view)
        // A fast flick to the left (offset x increasing) into the right edge (max x = 600).
        try simulation.perform([.down(at: CGPoint(x: 300, y: 400)), .move(to: CGPoint(x: 60, y: 400), duration: 0.05), .up])
        var guardFrames = 0
        while Double(view.contentOffset.x) <= 620, guardFrames < 200 {
            simulation.run(frames: 1)
            guardFrames += 1
        }
        #expect(Double(view.contentOffset.x) > 620)
        try simulation.perform([.statusBarTap])
        #expect(simulation.runUntilIdle())
        #expect(view.contentOffset.x == 600)
        #expect(view.contentOffset.y == 0)
    }
}
