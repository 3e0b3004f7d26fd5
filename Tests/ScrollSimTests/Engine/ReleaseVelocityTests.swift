import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Touch-pan-and-velocity> velocity tracker and release blend, through the simulation (120 Hz digitiser).
/// Per sample the recognizer reports `0.2·latest + 0.8·previous sample` (just `0.2·latest` after the
/// first), the scroll view keeps `previous, current` and releases at `0.75·previous + 0.25·current` when
/// `previous ≠ 0`. For a finger at constant speed s (samples s each):
/// 1 sample → 0.2·s; 2 samples → 0.75·0.2·s + 0.25·s = 0.4·s; ≥ 3 samples → exactly s.
/// Velocities compared with a relative 1e-9 (sample timestamps carry rounding of the order of 1e-16 s).
@Suite("Release velocity")
struct ReleaseVelocityTests {
    func releaseVelocity(speed: Double, samples: Int) throws -> Double {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 5000)
        let duration = Double(samples) / 120
        try fx.simulation.perform(SimulationFixture.drag(fromY: 500, toY: 500 - speed * duration, duration: duration))
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        let velocity = try #require(will.velocity)
        #expect(velocity.x == 0)
        return Double(velocity.y)
    }

    @Test("constant speed for ≥ 3 samples releases at that speed",
          arguments: [1800.0, 3000.0, -3000.0, 4800.0], [3, 5, 12])
    func constantSpeed(speed: Double, samples: Int) throws {
        let v = try releaseVelocity(speed: speed, samples: samples)
        #expect(isApproximatelyEqual(v, speed / 1000, relativeTolerance: 1e-9), "\(speed) pt/s × \(samples): \(v) pt/ms")
    }

    @Test("one and two samples give 0.2·s and 0.4·s", arguments: [1800.0, 3000.0, -4800.0])
    func shortMoves(speed: Double) throws {
        #expect(isApproximatelyEqual(try releaseVelocity(speed: speed, samples: 1), 0.2 * speed / 1000, absoluteTolerance: 1e-9 * abs(speed / 1000)))
        #expect(isApproximatelyEqual(try releaseVelocity(speed: speed, samples: 2), 0.4 * speed / 1000, absoluteTolerance: 1e-9 * abs(speed / 1000)))
    }

    @Test("the 10-pt hysteresis is subtracted: drag offsets of example A are 725, 750, …, 1000")
    func hysteresis() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        let drag = fx.log.entries.prefix { $0.name != "scrollViewWillEndDragging" }.filter { $0.name == "scrollViewDidScroll" }
        #expect(drag.map(\.y) == (0..<12).map { 725 + 25 * Double($0) })
    }
}
