import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// frames.csv's velocity and phase columns for examples A and C (<doc:Physics#Deceleration>, <doc:Physics#Bounce>, <doc:CallbackOrder>).
/// Velocity (pt/s) against the closed forms written from the document: in range `v0·f^τ`, past the edge
/// `v_c·(0.99·f)^(τ − τ_c)` with the crossing solved by hand (`τ_c = ln(1 − 256·(1 − f)/(v0·f))/ln f`
/// for example C). Tolerance relative 1e-7 (the crossing instant enters through an exponent).
@Suite("Trace columns: velocity and phase")
struct TraceColumnsTests {
    @Test("example A: tracking, dragging, decelerating with v0·f^τ, then idle")
    func exampleA() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        fx.simulation.run(frames: 5)
        let release = try #require(fx.releaseFrame)
        let end = try #require(fx.recorder.events(named: "scrollViewDidEndDecelerating").last).frame
        for record in fx.frames {
            switch record.frame {
            case 0:
                #expect(record.phase == .tracking)
            case 1..<release:
                #expect(record.phase == .dragging, "frame \(record.frame)")
            case release..<end:
                #expect(record.phase == .decelerating, "frame \(record.frame)")
                let tau = 1000 * Double(record.frame - release + 1) / 120
                let expected = 3000 * pow(0.998, tau)
                #expect(isApproximatelyEqual(Double(record.velocity.y), expected, relativeTolerance: 1e-7), "frame \(record.frame)")
                #expect(record.velocity.x == 0)
            default:
                if record.frame > end {
                    #expect(record.phase == .idle, "frame \(record.frame)")
                    #expect(record.velocity == .zero)
                }
            }
        }
    }

    @Test("example C: decelerating until the crossing, bouncing after with v_c·(0.99·f)^τ")
    func exampleC() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 3710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        let release = try #require(fx.releaseFrame)
        let end = try #require(fx.recorder.events(named: "scrollViewDidEndDecelerating").last).frame
        let f = 0.998
        let crossing = log(1 - 256 * (1 - f) / (2 * f)) / log(f)          // ≈ 148.05 ms
        let crossingSpeed = 2 * pow(f, crossing)                          // ≈ 1.487 pt/ms
        for record in fx.frames where record.frame >= release && record.frame < end {
            let tau = 1000 * Double(record.frame - release + 1) / 120
            if tau < crossing {
                #expect(record.phase == .decelerating, "frame \(record.frame)")
                let expected = 2000 * pow(f, tau)
                #expect(isApproximatelyEqual(Double(record.velocity.y), expected, relativeTolerance: 1e-7))
            } else {
                #expect(record.phase == .bouncing, "frame \(record.frame)")
                let expected = 1000 * crossingSpeed * pow(0.99 * f, tau - crossing)
                #expect(isApproximatelyEqual(Double(record.velocity.y), expected, relativeTolerance: 1e-7), "frame \(record.frame)")
            }
        }
    }
}
