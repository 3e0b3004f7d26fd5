import Foundation

/// <doc:Physics#Release-target-and-hand-off>'s re-plan when a delegate moves `targetContentOffset`, on one axis, written from the
/// document. Units: points, points per millisecond, factors per millisecond.
///
/// - nearer than the natural stop (same direction, `|Δ| <` the projected distance): keep `v`,
///   `f' = exp(−(|v| − 0.01)/|Δ|)`, capped at 0.999;
/// - otherwise keep `f`, `v' = sign(Δ)·0.01 + Δ·|ln f|`; if `|v'| < 0.25`, use `f = 0.985` and
///   `v' = sign(Δ)·0.01 + Δ·|ln 0.985|`.
public struct TargetedDecelerationReference: Sendable {
    /// Which rule of <doc:Physics#Release-target-and-hand-off> applied.
    public enum Branch: String, Sendable {
        /// Target nearer than the natural stop: velocity kept, factor changed.
        case nearer
        /// Target farther (or behind): factor kept, velocity changed.
        case farther
        /// Farther with a resulting speed below 0.25 pt/ms: factor 0.985.
        case slow
    }

    /// The creep speed that finishes a move, pt/ms (<doc:Physics#Release-target-and-hand-off>).
    public static let creepSpeed = 0.01
    /// The factor cap of the nearer branch (<doc:Physics#Release-target-and-hand-off>).
    public static let maximumFactor = 0.999
    /// The factor of the slow branch (<doc:Physics#Release-target-and-hand-off>).
    public static let slowFactor = 0.985
    /// The speed below which the slow branch applies, pt/ms (<doc:Physics#Release-target-and-hand-off>).
    public static let slowSpeed = 0.25

    /// The planned start velocity, pt/ms.
    public let velocity: Double
    /// The planned factor, per ms.
    public let factor: Double
    /// The rule that produced the plan.
    public let branch: Branch

    /// Plans a move from `position` at `velocity` (pt/ms) with factor `factor` onto `target`.
    public init(position: Double, velocity: Double, factor: Double, target: Double) {
        let delta = target - position
        let natural = velocity == 0 ? 0 : (abs(velocity) - Self.creepSpeed) / abs(Foundation.log(factor))
        let sameDirection = velocity != 0 && (delta > 0) == (velocity > 0)
        let sign: Double = delta > 0 ? 1 : (delta < 0 ? -1 : 0)
        if sameDirection && abs(delta) < natural {
            self.velocity = velocity
            self.factor = min(Foundation.exp(-(abs(velocity) - Self.creepSpeed) / abs(delta)), Self.maximumFactor)
            self.branch = .nearer
        } else {
            let v = sign * Self.creepSpeed + delta * abs(Foundation.log(factor))
            if abs(v) < Self.slowSpeed {
                self.velocity = sign * Self.creepSpeed + delta * abs(Foundation.log(Self.slowFactor))
                self.factor = Self.slowFactor
                self.branch = .slow
            } else {
                self.velocity = v
                self.factor = factor
                self.branch = .farther
            }
        }
    }
}
