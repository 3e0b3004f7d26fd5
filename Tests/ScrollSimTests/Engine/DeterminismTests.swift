import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// The same run twice gives byte-identical `frames.csv` and `events.csv`.
@Suite("Determinism")
struct DeterminismTests {
    static let scripts: [(name: String, content: Double, offset: Double, gesture: [Gesture])] = [
        ("A", 20_000, 710, SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1)),
        ("B", 5000, 0, SimulationFixture.drag(fromY: 100, toY: 410, duration: 1.0, holdAfter: 0.5)),
        ("C", 5000, 3710, SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1)),
    ]

    func trace(_ index: Int) throws -> (frames: String, events: String) {
        let s = Self.scripts[index]
        let fx = try SimulationFixture(contentHeight: s.content, offsetY: s.offset)
        try fx.simulation.perform(s.gesture)
        #expect(fx.simulation.runUntilIdle())
        return (TraceCSV.frames(fx.recorder.frames), TraceCSV.events(fx.recorder.events))
    }

    @Test("two runs of the same script give identical CSV bytes", arguments: 0..<3)
    func identical(index: Int) throws {
        let first = try trace(index)
        let second = try trace(index)
        #expect(Array(first.frames.utf8) == Array(second.frames.utf8))
        #expect(Array(first.events.utf8) == Array(second.events.utf8))
        #expect(first.frames.split(separator: "\n").count > 100)
        #expect(first.events.contains("scrollViewDidEndDecelerating"))
    }
}
