import Foundation

/// The motion past an edge: UIKit's bounce, run on the unconstrained excess and shown through the
/// ``RubberBand``. Not a spring.
///
/// <doc:Physics#Bounce> [re][measured]. With u the excess past the edge (points, positive outward), τ in ms
/// since the motion left the range (or since the release), v₀ in pt/ms (positive outward), f the
/// deceleration factor and the bounce factor 0.99 per ms (independent of the deceleration rate):
/// ```
/// u(τ) = 0.99^τ·[u₀ + v₀·f·(1 − f^τ)/(1 − f)]
/// v(τ) = v₀·(0.99·f)^τ
/// ```
/// It never oscillates: with u₀ ≥ 0 and v₀ ≥ 0 the excess stays positive and decays to 0. An inward
/// velocity (v₀ < 0) may bring it back into range (``timeToReenter()``).
public struct Bounce: Sendable, Equatable {
    /// The decay of the excess per millisecond, 0.99 [re].
    public static let bounceFactor = 0.99

    /// u₀, points past the edge (positive outward).
    public let startExcess: Double
    /// v₀, points per second (positive outward).
    public let startVelocity: Double
    /// f, the deceleration factor per millisecond, in (0, 1).
    public let factor: Double

    @usableFromInline let velocityPerMillisecond: Double
    @usableFromInline let logFactor: Double
    @usableFromInline static let logBounceFactor = Foundation.log(Bounce.bounceFactor)

    /// Creates a bounce from `excess` points past the edge moving at `velocity` points/second
    /// (positive outward), with the deceleration `factor` per millisecond in (0, 1) (precondition).
    public init(excess: Double, velocity: Double, factor: Double) {
        precondition(factor > 0 && factor < 1, "Bounce: factor must be in (0, 1), got \(factor)")
        startExcess = excess
        startVelocity = velocity
        self.factor = factor
        velocityPerMillisecond = velocity / 1000
        logFactor = Foundation.log(factor)
    }

    /// The unconstrained excess (points, positive outward) `t` seconds after the start.
    @inlinable
    public func excess(at t: Double) -> Double {
        let milliseconds = t * 1000
        let bracket = startExcess
            + velocityPerMillisecond * factor * (1 - Foundation.exp(milliseconds * logFactor)) / (1 - factor)
        return Foundation.exp(milliseconds * Bounce.logBounceFactor) * bracket
    }

    /// The velocity (points/second, positive outward) `t` seconds after the start.
    @inlinable
    public func velocity(at t: Double) -> Double {
        startVelocity * Foundation.exp(t * 1000 * (Bounce.logBounceFactor + logFactor))
    }

    /// Seconds after the start at which an inward motion brings the excess back to 0 (the content
    /// re-enters its range), or `nil` if it never does. Solved exactly from the bracket:
    /// `f^τ = 1 + u₀(1 − f)/(v₀·f)`.
    public func timeToReenter() -> Double? {
        guard velocityPerMillisecond < 0 else { return startExcess < 0 ? 0 : nil }
        if startExcess <= 0 { return 0 }
        let remaining = 1 + startExcess * (1 - factor) / (velocityPerMillisecond * factor)
        guard remaining > 0 else { return nil }
        return Foundation.log(remaining) / logFactor / 1000
    }
}
