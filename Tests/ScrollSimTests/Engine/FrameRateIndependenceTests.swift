import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Time-and-frames>/<doc:Physics#Release-target-and-hand-off>: the same fling (example A's gesture, 120 Hz digitiser) shown at 60, 120 and 240 Hz.
/// Each rate must follow the per-ms series from the release offset with its own one-frame first step:
/// frame `release + m` shows `x(τ)` with `τ = 1000·(m + 1)/rate` ms, pixel-rounded (compared with
/// ``PixelRoundingReference/matches(_:exact:scale:boundaryTolerance:)``). The resting offset is the same
/// (2492.0: the first frame with |v| < 0.01 is τ = 2850 ms at all three rates, a multiple of 1000/60).
@Suite("Frame-rate independence")
struct FrameRateIndependenceTests {
    static let series = DecelerationSeries(position: 1000, velocity: 3, factor: 0.998)

    func fling(at rate: Double) throws -> SimulationFixture {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710, refreshRate: rate)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        return fx
    }

    @Test("each rate follows the series with its own first step", arguments: [60.0, 120.0, 240.0])
    func followsSeries(rate: Double) throws {
        let fx = try fling(at: rate)
        let release = try #require(fx.releaseFrame)
        #expect(release == Int((0.1 * rate).rounded()))        // the lift at 0.1 s is on every grid
        let will = try #require(fx.recorder.events(named: "scrollViewWillEndDragging").first)
        #expect(isApproximatelyEqual(try #require(will.detailDouble("velocity_y")), 3, absoluteTolerance: 1e-9))

        let end = try #require(fx.recorder.events(named: "scrollViewDidEndDecelerating").last)
        for record in fx.frames where record.frame >= release && record.frame <= end.frame {
            let tau = 1000 * Double(record.frame - release + 1) / rate
            let exact = Self.series.state(atMilliseconds: tau).position
            #expect(PixelRoundingReference.matches(Double(record.offset.y), exact: exact, scale: 3),
                    "\(rate) Hz, release + \(record.frame - release): \(record.offset.y) vs \(exact)")
        }
        // Stop: first frame with |v| < 0.01 pt/ms is τ = 2850 ms at 60, 120 and 240 Hz.
        #expect(isApproximatelyEqual(end.time, 0.1 + 2.85 - 1 / rate, absoluteTolerance: 0.5 / rate))
        #expect(isApproximatelyEqual(fx.offsetY, 2492.0, absoluteTolerance: samePixelTolerance))
    }

    /// At instants shared by all three rates (every 1/60 s after the lift) the offsets differ only by the
    /// first-step head start: |x_r1(t) − x_r2(t)| ≤ v(t)·|1/r1 − 1/r2| + 1 px.
    @Test("shared instants agree up to the first step and pixel rounding")
    func sharedInstants() throws {
        let runs = try [60.0, 120.0, 240.0].map { try (rate: $0, fixture: fling(at: $0)) }
        func offset(_ run: (rate: Double, fixture: SimulationFixture), at t: Double) -> Double? {
            let k = Int((t * run.rate).rounded())
            return run.fixture.recorder.frame(k, of: SimulationFixture.viewName).map { Double($0.offset.y) }
        }
        for j in 0...170 {
            let t = 0.1 + Double(j) / 60
            guard let a = offset(runs[0], at: t), let b = offset(runs[1], at: t), let c = offset(runs[2], at: t) else {
                Issue.record("missing frame at t = \(t)")
                continue
            }
            let v = Self.series.state(atMilliseconds: 1000 * (t - 0.1)).velocity   // pt/ms, upper bound after the lift
            let slack = 1.0 / 3 + 1e-9
            #expect(isApproximatelyEqual(a, b, absoluteTolerance: v * (1000.0 / 60 - 1000.0 / 120) + slack), "t = \(t)")
            #expect(isApproximatelyEqual(b, c, absoluteTolerance: v * (1000.0 / 120 - 1000.0 / 240) + slack), "t = \(t)")
            #expect(a >= b - slack && b >= c - slack, "longer first step is ahead at t = \(t)")
        }
        #expect(runs.allSatisfy { isApproximatelyEqual($0.fixture.offsetY, 2492.0, absoluteTolerance: samePixelTolerance) })
    }

    /// <doc:Physics#Time-and-frames>, <doc:Physics#Release-target-and-hand-off>, <doc:Physics#Bounce>: example C's fling into the bottom edge and its bounce at 60, 120 and 240 Hz. Each rate's
    /// motion clock starts one of its own frames before the lift (the first step), so the same motion time
    /// τ is frame time t at 60 Hz, t + 1/120 at 120 Hz and t + 1/60 − 1/240 at 240 Hz: there the shown
    /// offsets must agree to the pixel (one pixel of rounding slack), through the crossing and the whole
    /// bounce. All three rest pinned on the edge, 4156.
    @Test("the bounce is the same motion at 60, 120 and 240 Hz, up to the first step")
    func bounceIsFrameRateIndependent() throws {
        func run(_ rate: Double) throws -> SimulationFixture {
            let fx = try SimulationFixture(contentHeight: 5000, offsetY: 3710, refreshRate: rate)
            try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1))
            #expect(fx.simulation.runUntilIdle())
            return fx
        }
        let runs = try [60.0, 120.0, 240.0].map { try (rate: $0, fixture: run($0)) }
        func offset(_ index: Int, at t: Double) -> Double? {
            let k = Int((t * runs[index].rate).rounded())
            return runs[index].fixture.recorder.frame(k, of: SimulationFixture.viewName).map { Double($0.offset.y) }
        }
        var peak = 0.0
        for j in 1...50 {
            let t = 0.1 + Double(j) / 60
            guard let a = offset(0, at: t), let b = offset(1, at: t + 1.0 / 120),
                  let c = offset(2, at: t + 1.0 / 60 - 1.0 / 240) else { continue }
            peak = max(peak, a)
            #expect(isApproximatelyEqual(a, b, absoluteTolerance: 1.0 / 3 + 1e-9), "τ-matched 60/120 Hz at t = \(t): \(a) vs \(b)")
            #expect(isApproximatelyEqual(a, c, absoluteTolerance: 1.0 / 3 + 1e-9), "τ-matched 60/240 Hz at t = \(t): \(a) vs \(c)")
        }
        #expect(peak > 4200)                                   // the comparison covered the bounce's peak
        #expect(runs.allSatisfy { $0.fixture.offsetY == 4156 })
    }

    @Test("frame times are k/refreshRate from the integer k", arguments: [60.0, 120.0, 240.0])
    func frameTimes(rate: Double) throws {
        let fx = try fling(at: rate)
        fx.simulation.run(seconds: 10)
        #expect(fx.frames.count > Int(10 * rate))
        #expect(fx.frames.allSatisfy { $0.time == Double($0.frame) / rate })
        #expect(fx.simulation.time == Double(fx.simulation.frameCount - 1) / rate)
    }
}
