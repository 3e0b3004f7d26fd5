import Foundation

/// A fling decelerating inside the content range: UIKit's per-millisecond geometric decay, in closed form.
///
/// <doc:Physics#Deceleration> [doc][re][measured]. With τ in milliseconds since the deceleration clock started,
/// v₀ in points per millisecond, f the factor per millisecond and m the repeated-flick distance
/// multiplier (<doc:Physics#Repeated-flicks> [re]; 1 outside a streak, see ``FlickStreak``):
/// ```
/// v(τ) = v₀·f^τ
/// x(τ) = x₀ + m·v₀·f·(1 − f^τ)/(1 − f)     (the exact sum of x += m·v·f once per ms)
/// destination = x₀ + m·v₀·f/(1 − f)         (499·v₀ at .normal with m = 1: WWDC 2018's projection)
/// ```
/// m scales the distance only: the velocity, and so ``duration``, do not depend on it (<doc:Physics#Repeated-flicks> point 4).
/// The public API speaks seconds and points per second; the conversion to ms happens here, once.
/// The motion stops when `|v| < 0.01 pt/ms` (``stopSpeed``).
public struct Deceleration: Sendable, Equatable {
    /// Speed below which a deceleration ends: 0.01 pt/ms = 10 pt/s [re].
    public static let stopSpeed = 10.0
    /// ``stopSpeed`` in points per millisecond.
    public static let stopSpeedPerMillisecond = 0.01

    /// x₀, points.
    public let startPosition: Double
    /// v₀, points per second (sign: direction of increasing offset).
    public let startVelocity: Double
    /// f, velocity kept per millisecond, in (0, 1).
    public let factor: Double
    /// m, the repeated-flick multiplier of the distance travelled (<doc:Physics#Repeated-flicks> [re]); 1 outside a
    /// streak. Dimensionless, finite and > 0.
    public let multiplier: Double

    @usableFromInline let velocityPerMillisecond: Double
    @usableFromInline let logFactor: Double

    /// Creates a deceleration from `position` (points) at `velocity` (points/second) keeping `factor`
    /// of its velocity per millisecond, its distance scaled by `multiplier` (<doc:Physics#Repeated-flicks>; default 1). `factor`
    /// must be in (0, 1) and `multiplier` finite and > 0 (preconditions); pass a
    /// ``DecelerationRate/snapped`` value to reproduce UIKit.
    public init(position: Double, velocity: Double, factor: Double, multiplier: Double = 1) {
        precondition(factor > 0 && factor < 1, "Deceleration: factor must be in (0, 1), got \(factor)")
        precondition(multiplier > 0 && multiplier.isFinite,
                     "Deceleration: multiplier must be finite and > 0, got \(multiplier)")
        startPosition = position
        startVelocity = velocity
        self.factor = factor
        self.multiplier = multiplier
        velocityPerMillisecond = velocity / 1000
        logFactor = Foundation.log(factor)
    }

    /// Position (points) `t` seconds after the clock started (t ≥ 0).
    @inlinable
    public func position(at t: Double) -> Double {
        let decay = Foundation.exp(t * 1000 * logFactor)
        return startPosition + multiplier * velocityPerMillisecond * factor * (1 - decay) / (1 - factor)
    }

    /// Velocity (points/second) `t` seconds after the clock started.
    @inlinable
    public func velocity(at t: Double) -> Double {
        startVelocity * Foundation.exp(t * 1000 * logFactor)
    }

    /// Where the motion would come to rest if it ran forever (points): `x₀ + m·v₀·f/(1 − f)`.
    public var destination: Double {
        startPosition + multiplier * velocityPerMillisecond * factor / (1 - factor)
    }

    /// Seconds until the speed falls below ``stopSpeed``; 0 if it starts below it. Independent of
    /// ``multiplier``: `τ = ln(0.01/|v₀|)/ln f` ms.
    public var duration: Double {
        let speed = abs(velocityPerMillisecond)
        guard speed >= Deceleration.stopSpeedPerMillisecond else { return 0 }
        return Foundation.log(Deceleration.stopSpeedPerMillisecond / speed) / logFactor / 1000
    }

    /// Seconds at which the motion passes `x`, or `nil` if it never does (behind it, or beyond
    /// ``destination``). Solved exactly: `f^τ = 1 − (x − x₀)(1 − f)/(m·v₀·f)`.
    public func time(toReach x: Double) -> Double? {
        let distance = x - startPosition
        if distance == 0 { return 0 }
        guard velocityPerMillisecond != 0 else { return nil }
        let remaining = 1 - distance * (1 - factor) / (multiplier * velocityPerMillisecond * factor)
        guard remaining > 0, remaining <= 1 else { return nil }
        return Foundation.log(remaining) / logFactor / 1000
    }

    /// The same motion translated by `delta` points: every position shifts by `delta`, velocities,
    /// times and the multiplier stay.
    public func shifted(by delta: Double) -> Deceleration {
        Deceleration(position: startPosition + delta, velocity: startVelocity, factor: factor, multiplier: multiplier)
    }

    /// The offset UIKit proposes as `targetContentOffset` at release, before pixel rounding and
    /// clamping (<doc:Physics#Release-target-and-hand-off> [re]):
    /// ```
    /// target = x + sign(v)·(|v| − 0.01)/|ln f|·m        v in pt/ms, m the <doc:Physics#Repeated-flicks> multiplier (default 1)
    /// ```
    /// A speed below 0.01 pt/ms projects no motion.
    public static func projectedTarget(position: Double, velocity: Double, factor: Double,
                                       multiplier: Double = 1) -> Double {
        let speed = abs(velocity) / 1000
        guard speed > stopSpeedPerMillisecond else { return position }
        let distance = (speed - stopSpeedPerMillisecond) / abs(Foundation.log(factor)) * multiplier
        return velocity < 0 ? position - distance : position + distance
    }
}
