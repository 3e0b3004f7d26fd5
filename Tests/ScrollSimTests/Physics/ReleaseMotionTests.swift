import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// ``ReleaseMotion`` against independent evaluations: the per-millisecond series (in range), the bounce's
/// ODE integrated numerically (past an edge), and hand-derived figures of <doc:Physics#Bounce> and <doc:Physics#Worked-examples>.
/// Tolerances: closed form vs series 1e-9 relative; vs RK4 1e-7 relative; hand figures as stated.
@Suite("ReleaseMotion (Physics, “Deceleration”, Physics, “Bounce”, Physics, “Without bouncing”)")
struct ReleaseMotionTests {
    static let normal = 0.998

    @Test("in range it is the per-millisecond series, scaled by m")
    func inRangeIsTheSeries() {
        for m in [1.0, 1.9, 3.25] {
            let motion = ReleaseMotion(range: 0...100_000, position: 1000, velocity: 3000, factor: Self.normal, multiplier: m)
            let series = DecelerationSeries(position: 0, velocity: 3, factor: Self.normal)
            for ms in [0.0, 1, 17, 250, 1000, 2000] {
                let expected = 1000 + m * series.state(atMilliseconds: ms).position
                #expect(isApproximatelyEqual(motion.position(at: ms / 1000), expected, relativeTolerance: 1e-9))
                // m does not scale the velocity decay (<doc:Physics#Repeated-flicks>.4).
                #expect(isApproximatelyEqual(motion.velocity(at: ms / 1000), 1000 * series.state(atMilliseconds: ms).velocity, absoluteTolerance: 1e-9 * 3000))
            }
            #expect(motion.segment(at: 1) == .decelerating)
        }
    }

    /// <doc:Physics#Deceleration>: 3 pt/ms stops when 3·0.998^τ < 0.01: τ = ln(300)/|ln 0.998| = 2849.2 ms; it rests at
    /// x₀ + m·f·(v₀ − 0.01)/(1 − f) = 1000 + 499·2.99 = 2492.01 (m = 1).
    @Test("a free fling stops at 0.01 pt/ms and rests where the closed form puts it")
    func freeFlingDurationAndDestination() {
        let motion = ReleaseMotion(range: 0...100_000, position: 1000, velocity: 3000, factor: Self.normal)
        #expect(isApproximatelyEqual(motion.duration, log(300) / -log(0.998) / 1000, absoluteTolerance: 1e-12))
        #expect(isApproximatelyEqual(motion.destination, 1000 + 0.998 * 2.99 / 0.002, absoluteTolerance: 1e-9))
        #expect(motion.segment(at: motion.duration) == .resting)
        #expect(motion.velocity(at: motion.duration + 1) == 0)
    }

    /// <doc:Physics#Bounce>: past an edge the excess is the ODE `e' = a·e + k·v, v' = (a + b)·v` (a = ln 0.99, b = ln f,
    /// k = −f·b/(1 − f)), integrated by RK4 in ``BounceReference``.
    @Test("past an edge it is the bounce ODE", arguments: [(177.0, 0.0), (49.333, 0.0), (138.0, 0.31), (100.0, -0.2)])
    func bounceIsTheODE(excess: Double, velocity: Double) {
        let motion = ReleaseMotion(range: 0...4156, position: 4156 + excess, velocity: velocity * 1000, factor: Self.normal)
        let times = [0.0, 8.333, 50, 90.7, 200, 400]
        let reference = BounceReference(excess: excess, velocity: velocity, factor: Self.normal).states(atMilliseconds: times)
        for (ms, state) in zip(times, reference) where state.excess > 0 {
            let got = motion.position(at: ms / 1000) - 4156
            #expect(isApproximatelyEqual(got, state.excess, absoluteTolerance: 1e-7 * max(1, abs(state.excess))), "τ \(ms): \(got) vs \(state.excess)")
            #expect(motion.segment(at: ms / 1000) == .bouncing)
        }
    }

    /// <doc:Physics#Bounce>: a deceleration reaching the edge at v_c peaks 33.3·v_c past it after 90.7 ms (.normal), 24.75·v_c
    /// after 69 ms (.fast); 2.8 pt/ms at the edge → 93 pt.
    @Test("the overshoot peaks at 33.3·v_c after 90.7 ms (.normal) and 24.75·v_c after 69 ms (.fast)")
    func overshootPeak() {
        for (factor, gain, peakMs) in [(0.998, 33.3, 90.7), (0.99, 24.75, 69.0)] {
            let motion = ReleaseMotion(range: 0...1000, position: 1000, velocity: 2800, factor: factor)
            var best = (ms: 0.0, excess: 0.0)
            for tenth in 0...3000 {
                let ms = Double(tenth) / 10
                let e = motion.position(at: ms / 1000) - 1000
                if e > best.excess { best = (ms, e) }
            }
            #expect(isApproximatelyEqual(best.excess, gain * 2.8, absoluteTolerance: 0.2), "factor \(factor): \(best)")
            #expect(isApproximatelyEqual(best.ms, peakMs, absoluteTolerance: 0.6), "factor \(factor): \(best)")
        }
        #expect(isApproximatelyEqual(ReleaseMotion(range: 0...1000, position: 1000, velocity: 2800, factor: 0.998).position(at: 0.0907), 1093, absoluteTolerance: 0.5))
    }

    /// <doc:Physics#Worked-examples> C: 2 pt/ms from 3900 crosses 4156 when 0.998^τ = 1 − 256·0.002/(2·0.998); the bounce follows
    /// with the crossing velocity, and the stop is where e < 0.5 and v < 0.01 first hold.
    @Test("a fling into an edge crosses it exactly and hands its velocity to the bounce")
    func crossingHandsOver() throws {
        let motion = ReleaseMotion(range: 0...4156, position: 3900, velocity: 2000, factor: Self.normal)
        let power = 1 - 256 * 0.002 / (2 * 0.998)
        let crossing = log(power) / log(0.998) / 1000
        #expect(isApproximatelyEqual(motion.firstSegmentDuration, crossing, absoluteTolerance: 1e-12))
        let next = try #require(motion.continuation)
        #expect(next.firstSegment == .bouncing)
        #expect(isApproximatelyEqual(next.startVelocity, 2000 * power, absoluteTolerance: 1e-9))
        #expect(next.startPosition == 4156)
        #expect(motion.segment(at: crossing + 0.05) == .bouncing)
        // Stop: 0.5 pt from the edge, below 10 pt/s, pinned on the edge.
        let end = motion.duration
        #expect(isApproximatelyEqual(motion.position(at: end - 1e-9), 4156, absoluteTolerance: 0.5 + 1e-6))
        #expect(motion.destination == 4156)
        #expect(abs(motion.position(at: end - 0.001) - 4156) >= 0.5 || abs(motion.velocity(at: end - 0.001)) >= 10)
    }

    /// <doc:Physics#Without-bouncing>: with bouncing off the deceleration stops on the edge.
    @Test("without bouncing a deceleration stops on the edge it reaches")
    func clampWithoutBouncing() {
        let motion = ReleaseMotion(range: 0...4156, position: 3900, velocity: 2000, factor: Self.normal, bounces: false)
        let crossing = log(1 - 256 * 0.002 / (2 * 0.998)) / log(0.998) / 1000
        #expect(isApproximatelyEqual(motion.duration, crossing, absoluteTolerance: 1e-12))
        #expect(motion.position(at: 1) == 4156)
        #expect(motion.destination == 4156)
    }

    /// <doc:Physics#Bounce>: released at rest 177 pt past the top: e = 177·0.99^τ, within 0.5 pt after τ = ln(354)/0.01005.
    @Test("a bounce from rest 177 pt past the top ends within 0.5 pt after ≈ 0.58 s")
    func restingBounce() {
        let motion = ReleaseMotion(range: 0...5000, position: -177, velocity: 0, factor: Self.normal)
        let expected = log(354) / -log(0.99) / 1000
        #expect(isApproximatelyEqual(motion.duration, expected, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(motion.duration, 0.58, absoluteTolerance: 0.01))
        #expect(motion.destination == 0)
        for ms in [1.0, 100, 300, 500] {
            #expect(isApproximatelyEqual(motion.position(at: ms / 1000), -177 * pow(0.99, ms), absoluteTolerance: 1e-9))
        }
    }

    /// <doc:Physics#Bounce>: an inward release in overscroll re-enters at the exact instant e = 0 and continues as an
    /// in-range deceleration with m = 1 and the velocity it has then.
    @Test("an inward release past an edge re-enters and decelerates on with m = 1")
    func inwardReentry() throws {
        let motion = ReleaseMotion(range: 0...5000, position: -50, velocity: 3000, factor: Self.normal, multiplier: 4)
        // e₀ = 50, v₀ = −3 outward: f^τ = 1 + 50·0.002/(−3·0.998).
        let power = 1 + 50 * 0.002 / (-3 * 0.998)
        let reentry = log(power) / log(0.998)
        #expect(isApproximatelyEqual(motion.firstSegmentDuration * 1000, reentry, absoluteTolerance: 1e-9))
        let next = try #require(motion.continuation)
        #expect(next.firstSegment == .decelerating)
        #expect(next.multiplier == 1)
        #expect(next.startPosition == 0)
        let speed = 3 * pow(0.99 * 0.998, reentry) * 1000
        #expect(isApproximatelyEqual(next.startVelocity, speed, absoluteTolerance: 1e-6))
        #expect(motion.segment(at: reentry / 1000 + 0.1) == .decelerating)
    }
}
