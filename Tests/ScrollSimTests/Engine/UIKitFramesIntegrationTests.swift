import Foundation
import Testing
import ScrollSim
import ScrollSimScenario
import ScrollSimTestSupport

/// <doc:Physics#UIKit-frame-integrator>: `Integration.uikitFrames` (UIKit's per-frame integrator) against the closed forms, the
/// largest gap along the motion within the bounds <doc:Physics#UIKit-frame-integrator> states, at 120 and 60 Hz. Screen scale 0 (no pixel
/// rounding) so that the offsets compared are the motions' own.
@Suite("uikitFrames integration vs closed form (Physics, “UIKit frame integrator”)")
struct UIKitFramesIntegrationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var contentHeight: Double
        var offset: Double
        var steps: [Gesture]
        /// <doc:Physics#UIKit-frame-integrator>'s bounds at 120 Hz and 60 Hz, points.
        var bound120: Double, bound60: Double
        var testDescription: String { name }
    }

    nonisolated static let cases = [
        Case(name: "free decay (Physics, “Worked examples” A)", contentHeight: 20_000, offset: 710,
             steps: SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1), bound120: 0.03, bound60: 0.11),
        Case(name: "fling into the edge (Physics, “Worked examples” C)", contentHeight: 5000, offset: 3710,
             steps: SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1), bound120: 0.09, bound60: 0.37),
        Case(name: "bounce from 177 pt", contentHeight: 5000, offset: -177,
             steps: [.down(at: CGPoint(x: 200, y: 400)), .up], bound120: 0.10, bound60: 0.44),
    ]

    func trace(_ c: Case, rate: Double, integration: Integration) throws -> [Int: Double] {
        let view = ScrollView(frame: CGRect(origin: .zero, size: SimulationFixture.viewSize), name: "scrollView")
        view.contentSize = CGSize(width: 390, height: c.contentHeight)
        view.contentOffset = CGPoint(x: 0, y: c.offset)
        let simulation = try Simulation(root: view, refreshRate: rate, screenScale: 0, integration: integration)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform(c.steps)
        #expect(simulation.runUntilIdle())
        #expect(isApproximatelyEqual(Double(view.contentOffset.y), min(max(Double(view.contentOffset.y), 0), c.contentHeight - 844), absoluteTolerance: 1e-9))
        var moving: [Int: Double] = [:]
        for frame in recorder.frames where frame.phase == .decelerating || frame.phase == .bouncing {
            moving[frame.frame] = Double(frame.offset.y)
        }
        return moving
    }

    @Test("the per-frame integrator stays within Physics, “UIKit frame integrator”'s bounds of the closed form", arguments: cases, [120.0, 60.0])
    func withinBounds(_ c: Case, rate: Double) throws {
        let closed = try trace(c, rate: rate, integration: .closedForm)
        let frames = try trace(c, rate: rate, integration: .uikitFrames)
        let shared = closed.keys.filter { frames[$0] != nil }.sorted()
        #expect(shared.count > 30)
        let gap = shared.map { abs(closed[$0]! - frames[$0]!) }.max() ?? 0
        let bound = rate == 120 ? c.bound120 : c.bound60
        #expect(gap <= bound, "\(c.name) at \(rate) Hz: max gap \(gap) pt, Physics, “UIKit frame integrator” bound \(bound)")
        #expect(gap > 0, "the integrator must differ from the closed form somewhere")
    }

    @Test("a scenario's \"integration\" key selects the integrator")
    func scenarioKey() throws {
        let json = """
        {"name": "s", "integration": "uikitFrames", "scrollView": {"frame": [0, 0, 390, 844], "contentSize": [390, 5000]},
         "gestures": []}
        """
        #expect(try Scenario(json: json).makeSimulation().integration == .uikitFrames)
        #expect(try Scenario(json: json.replacingOccurrences(of: "\"integration\": \"uikitFrames\", ", with: "")).integration == .closedForm)
        #expect(throws: ScenarioError.self) {
            try Scenario(json: json.replacingOccurrences(of: "uikitFrames", with: "euler"))
        }
    }
}
