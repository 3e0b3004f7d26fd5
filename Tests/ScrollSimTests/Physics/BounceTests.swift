import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Bounce> bounce on the unconstrained excess, against an RK4 integration of its ODE
/// (``BounceReference``, step 0.05 ms) and the document's characteristic numbers.
///
/// Tolerance against the integrator: relative 1e-7 of max(|u|, 1e-6 pt) (<doc:Testing#Tolerances>); at t = 0, 1e-12.
@Suite("Bounce")
struct BounceTests {
    struct Start: Sendable, CustomStringConvertible {
        let excess: Double, velocity: Double /* pt/ms, outward positive */, factor: Double
        var description: String { "u0 \(excess), v0 \(velocity) pt/ms, f \(factor)" }
    }

    nonisolated static let starts: [Start] = [
        Start(excess: 0, velocity: 2.8, factor: 0.998),       // a fling reaching the edge
        Start(excess: 0, velocity: 1.486973947895791, factor: 0.998),  // example C at the crossing
        Start(excess: 300, velocity: 0, factor: 0.998),       // example B: released at rest
        Start(excess: 434.7, velocity: 0, factor: 0.998),     // <doc:Physics#Bounce>'s 681.67-pt view
        Start(excess: 50, velocity: 1.5, factor: 0.998),      // released outward in overscroll
        Start(excess: 0, velocity: 4, factor: 0.99),          // .fast
        Start(excess: 300, velocity: -1, factor: 0.998),      // inward, before it re-enters
    ]

    static let times: [Double] = Array(stride(from: 0.0, through: 1500, by: 2.5))   // ms

    @Test("excess and velocity follow the integrated ODE", arguments: starts)
    func matchesIntegrator(_ s: Start) {
        let bounce = Bounce(excess: s.excess, velocity: s.velocity * 1000, factor: s.factor)
        let reference = BounceReference(excess: s.excess, velocity: s.velocity, factor: s.factor)
        let reenter = bounce.timeToReenter().map { $0 * 1000 } ?? .infinity
        let states = reference.states(atMilliseconds: Self.times)
        for (tau, state) in zip(Self.times, states) where tau < reenter - 5 {   // 5 ms clear of the zero, where u itself cancels
            let u = bounce.excess(at: tau / 1000)
            #expect(isApproximatelyEqual(u, state.excess, absoluteTolerance: 1e-7 * 1e-6, relativeTolerance: 1e-7), "u at τ = \(tau) ms: \(u) vs \(state.excess)")
            let v = bounce.velocity(at: tau / 1000) / 1000
            #expect(isApproximatelyEqual(v, state.velocity, absoluteTolerance: 1e-7 * 1e-9, relativeTolerance: 1e-7), "v at τ = \(tau) ms")
        }
    }

    @Test("at t = 0 it is exactly the start state", arguments: starts)
    func atTimeZero(_ s: Start) {
        let bounce = Bounce(excess: s.excess, velocity: s.velocity * 1000, factor: s.factor)
        #expect(isApproximatelyEqual(bounce.excess(at: 0), s.excess, absoluteTolerance: 1e-12, relativeTolerance: 1e-12))
        #expect(isApproximatelyEqual(bounce.velocity(at: 0), s.velocity * 1000, absoluteTolerance: 1e-12, relativeTolerance: 1e-12))
        #expect(Bounce.bounceFactor == 0.99)
    }

    @Test("never overshoots back into the content (outward or zero start velocity)", arguments: starts.filter { $0.velocity >= 0 })
    func noOvershoot(_ s: Start) {
        let bounce = Bounce(excess: s.excess, velocity: s.velocity * 1000, factor: s.factor)
        for ms in 0...5000 {
            #expect(bounce.excess(at: Double(ms) / 1000) >= 0, "τ = \(ms) ms")
        }
        #expect(bounce.timeToReenter() == nil)
    }

    @Test("an inward start re-enters where the series' bracket is zero")
    func reentry() throws {
        // u0 + v0·f·(1 − f^τ)/(1 − f) = 0 ⇒ f^τ = 1 + u0·(1 − f)/(v0·f) (hand inversion), v0 = −2 pt/ms.
        let u0 = 120.0, v0 = -2.0, f = 0.998
        let bounce = Bounce(excess: u0, velocity: v0 * 1000, factor: f)
        let t = try #require(bounce.timeToReenter())
        let expected = log(1 + u0 * (1 - f) / (v0 * f)) / log(f) / 1000
        #expect(isApproximatelyEqual(t, expected, relativeTolerance: 1e-9))
        // The integrator agrees that the excess is zero there (to 1e-7 of u0).
        let state = BounceReference(excess: u0, velocity: v0, factor: f).state(atMilliseconds: expected * 1000)
        #expect(isApproximatelyEqual(state.excess, 0, absoluteTolerance: 1e-7 * u0))
        #expect(state.velocity < 0)
    }

    /// <doc:Physics#Bounce>: a fling reaching the edge at v pt/ms overshoots u ≈ 33.3·v about 91 ms later, shown as
    /// rubberBand(33.3·v) — about 48 pt for 2.8 pt/ms on an 800-pt view. Peak located on a 0.01-ms grid
    /// of the integrator; tolerances: the document's 3 significant digits (0.1%), ±1 ms, ±0.5 pt.
    @Test("overshoot ≈ 33.3·v about 91 ms after the crossing", arguments: [0.5, 1.0, 2.8, 6.0])
    func overshoot(v: Double) {
        let bounce = Bounce(excess: 0, velocity: v * 1000, factor: 0.998)
        let grid = Array(stride(from: 80.0, through: 100, by: 0.01))
        let reference = BounceReference(excess: 0, velocity: v, factor: 0.998).states(atMilliseconds: grid)
        let (peakIndex, peak) = reference.map { $0.excess }.enumerated().max { $0.element < $1.element }!
        #expect(isApproximatelyEqual(peak / v, 33.3, absoluteTolerance: 0.0333))
        #expect(isApproximatelyEqual(grid[peakIndex], 91, absoluteTolerance: 1))
        // The closed form's maximum agrees with the integrator's to 1e-7.
        let closedPeak = grid.map { bounce.excess(at: $0 / 1000) }.max()!
        #expect(isApproximatelyEqual(closedPeak, peak, relativeTolerance: 1e-7))
        if v == 2.8 {
            #expect(isApproximatelyEqual(RubberBand(dimension: 800).offset(forExcess: closedPeak), 48, absoluteTolerance: 0.5))
        }
    }

    /// <doc:Physics#Bounce>: released at rest 177 pt past the top edge of a 681.67-pt view (u0 ≈ 434.7), it is back within
    /// 0.5 px (scale 3: 1/6 pt shown) after ≈ 0.72 s. Our reading: shown = rubberBand(u(τ)) ≤ 1/6 pt first
    /// at τ ≈ 723 ms (integrator); the document gives 2 digits, tolerance ±0.01 s.
    @Test("u0 ≈ 434.7 on a 681.67-pt view settles within 0.5 px after ≈ 0.72 s")
    func settleTime() throws {
        let band = RubberBand(dimension: 681.67)
        let u0 = band.excess(forOffset: 177)
        #expect(isApproximatelyEqual(u0, 434.7, absoluteTolerance: 0.05))
        let bounce = Bounce(excess: u0, velocity: 0, factor: 0.998)
        let ms = try #require((0...3000).first { band.offset(forExcess: bounce.excess(at: Double($0) / 1000)) <= 0.5 / 3 })
        #expect(isApproximatelyEqual(Double(ms) / 1000, 0.72, absoluteTolerance: 0.01), "settled at \(ms) ms")
        // Same instant from the integrator (to the millisecond).
        let grid = (0...3000).map(Double.init)
        let states = BounceReference(excess: u0, velocity: 0, factor: 0.998).states(atMilliseconds: grid)
        let refMs = try #require(states.firstIndex { RubberBandReference.offset(forExcess: $0.excess, dimension: 681.67) <= 0.5 / 3 })
        #expect(ms == refMs)
    }

    @Test("the bounce factor does not depend on the deceleration rate")
    func factorIndependence() {
        // At rest, the deceleration factor drops out: u(τ) = u0·0.99^τ for any f.
        for f in [0.99, 0.998] {
            let bounce = Bounce(excess: 200, velocity: 0, factor: f)
            #expect(isApproximatelyEqual(bounce.excess(at: 0.5), 200 * pow(0.99, 500), absoluteTolerance: 1e-12 * 200))
        }
    }
}
