import Foundation

/// A numerical reference for <doc:Physics#Bounce>'s bounce: the ODE whose exact solution is
/// ```
/// u(τ) = 0.99^τ·[u0 + v0·f·(1 − f^τ)/(1 − f)],   v(τ) = v0·(0.99·f)^τ
/// ```
/// integrated with ``RungeKutta4`` (τ in ms, u in pt, v in pt/ms, u positive outward).
///
/// Derivation (written out so the test checks the formula, not a copy of it): with `a = ln 0.99`,
/// `b = ln f` and `k = −f·b/(1 − f)`,
/// ```
/// v' = (a + b)·v
/// u' = a·u + k·v
/// ```
/// Differentiating the closed form gives exactly this system, with `u(0) = u0`, `v(0) = v0`. The integrator
/// never sees the closed form, only this right-hand side.
public struct BounceReference: Sendable {
    /// UIKit's bounce decay per millisecond, independent of the deceleration rate (<doc:Physics#Bounce>).
    public static let bounceFactor = 0.99

    /// Excess past the edge at τ = 0, points (positive outward).
    public var excess: Double
    /// Velocity at τ = 0, points per millisecond (positive outward).
    public var velocity: Double
    /// Deceleration factor per millisecond.
    public var factor: Double
    /// Integration step, milliseconds (default 0.05 ms: h·|a + b| ≈ 6e-4).
    public var step: Double

    /// Creates the reference for excess `u0` (pt), velocity `v0` (pt/ms, outward positive), factor `f`.
    public init(excess: Double, velocity: Double, factor: Double, step: Double = 0.05) {
        self.excess = excess
        self.velocity = velocity
        self.factor = factor
        self.step = step
    }

    /// `(u, v)` in (pt, pt/ms) at each of `milliseconds` (ascending, ≥ 0).
    public func states(atMilliseconds milliseconds: [Double]) -> [(excess: Double, velocity: Double)] {
        let a = Foundation.log(Self.bounceFactor)
        let b = Foundation.log(factor)
        let k = -factor * b / (1 - factor)
        let rk = RungeKutta4(step: step) { _, y in
            (a * y.0 + k * y.1, (a + b) * y.1)
        }
        return rk.solve(from: (excess, velocity), at: milliseconds).map { ($0.0, $0.1) }
    }

    /// `(u, v)` in (pt, pt/ms) at one time τ (ms).
    public func state(atMilliseconds milliseconds: Double) -> (excess: Double, velocity: Double) {
        states(atMilliseconds: [milliseconds])[0]
    }
}
