import Foundation

/// A deceleration re-planned to end exactly on a target that a delegate chose in
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
///
/// <doc:Physics#Release-target-and-hand-off> [re][measured], per axis, with Δ = target − position, v in pt/ms, f the snapped rate:
/// - the target is nearer than the natural stop, in the direction of v: keep v and decay with
///   `f' = exp(−(|v| − 0.01)/|Δ|)`, capped at 0.999;
/// - otherwise keep f and start at `v' = sign(Δ)·0.01 + Δ·|ln f|`; if `|v'| < 0.25` use f = 0.985 and
///   `v' = sign(Δ)·0.01 + Δ·|ln 0.985|`.
///
/// The motion follows the ``Deceleration`` closed form with those values, snaps onto the target when
/// it reaches it, and if its speed falls below 0.01 pt/ms first, creeps the rest of the way at a
/// constant 0.01 pt/ms.
public struct TargetedDeceleration: Sendable, Equatable {
    /// The cap on the re-planned factor, 0.999 per ms [re].
    public static let maximumFactor = 0.999
    /// The factor used when the re-planned speed would be below ``minimumSpeed``: 0.985 per ms [re].
    public static let slowFactor = 0.985
    /// 0.25 pt/ms = 250 pt/s: the speed below which the slow factor is used [re].
    public static let minimumSpeed = 250.0
    /// The constant speed that finishes a move whose deceleration ran out: 0.01 pt/ms = 10 pt/s [re].
    public static let creepSpeed = 10.0

    /// The target, points.
    public let target: Double
    /// The closed-form motion before the snap or the creep.
    public let deceleration: Deceleration
    /// Seconds at which the motion reaches the target (after which it rests there).
    public let duration: Double
    /// Seconds at which the deceleration hands over to the creep (`duration` if it never does).
    public let creepStart: Double

    /// The re-planned factor and start velocity (points/second) for one axis (<doc:Physics#Release-target-and-hand-off>).
    public static func plan(position: Double, velocity: Double, target: Double,
                            factor: Double) -> (factor: Double, velocity: Double) {
        let delta = target - position
        let speed = abs(velocity) / 1000
        let stop = Deceleration.stopSpeedPerMillisecond
        let naturalDistance = speed > stop ? (speed - stop) / abs(Foundation.log(factor)) : 0
        if delta != 0, velocity != 0, (delta > 0) == (velocity > 0), abs(delta) < naturalDistance {
            return (min(Foundation.exp(-(speed - stop) / abs(delta)), maximumFactor), velocity)
        }
        let planned = startVelocity(delta: delta, factor: factor)
        if abs(planned) < minimumSpeed {
            return (slowFactor, startVelocity(delta: delta, factor: slowFactor))
        }
        return (factor, planned)
    }

    /// Plans the move from `position` (points) at `velocity` (points/second) to `target` (points) with
    /// the snapped rate `factor` per ms, as <doc:Physics#Release-target-and-hand-off> describes for one axis.
    public init(position: Double, velocity: Double, target: Double, factor: Double) {
        let planned = TargetedDeceleration.plan(position: position, velocity: velocity, target: target, factor: factor)
        self.init(position: position, startVelocity: planned.velocity, target: target, factor: planned.factor)
    }

    /// Plans the move with a given factor (the slower of two axes, <doc:Physics#Release-target-and-hand-off>), starting at
    /// `v' = sign(Δ)·0.01 + Δ·|ln f|`.
    public init(position: Double, target: Double, sharedFactor factor: Double) {
        self.init(position: position,
                  startVelocity: TargetedDeceleration.startVelocity(delta: target - position, factor: factor),
                  target: target, factor: factor)
    }

    private init(position: Double, startVelocity: Double, target: Double, factor: Double) {
        self.target = target
        deceleration = Deceleration(position: position, velocity: startVelocity, factor: factor)
        let delta = target - position
        if delta == 0 {
            duration = 0
            creepStart = 0
            return
        }
        let stopTime = deceleration.duration
        if let reach = deceleration.time(toReach: target), reach <= stopTime || startVelocity == 0 {
            duration = reach
            creepStart = reach
        } else {
            let creepFrom = deceleration.position(at: stopTime)
            creepStart = stopTime
            duration = stopTime + abs(target - creepFrom) / TargetedDeceleration.creepSpeed
        }
    }

    /// The same move translated by `delta` points (start and target): the plan depends only on the
    /// distance and the velocity, so every position shifts by `delta` and every time stays.
    public func shifted(by delta: Double) -> TargetedDeceleration {
        TargetedDeceleration(position: deceleration.startPosition + delta, startVelocity: deceleration.startVelocity,
                             target: target + delta, factor: deceleration.factor)
    }

    /// v' = sign(Δ)·0.01 + Δ·|ln f|, in points/second.
    static func startVelocity(delta: Double, factor: Double) -> Double {
        guard delta != 0 else { return 0 }
        let sign: Double = delta > 0 ? 1 : -1
        return (sign * Deceleration.stopSpeedPerMillisecond + delta * abs(Foundation.log(factor))) * 1000
    }

    /// Position (points) `t` seconds after the clock started.
    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        if t <= creepStart { return deceleration.position(at: t) }
        let creepFrom = deceleration.position(at: creepStart)
        let sign: Double = target > creepFrom ? 1 : -1
        return creepFrom + sign * TargetedDeceleration.creepSpeed * (t - creepStart)
    }

    /// Velocity (points/second) `t` seconds after the clock started; 0 once on the target.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        if t <= creepStart { return deceleration.velocity(at: t) }
        return target > deceleration.position(at: creepStart) ? TargetedDeceleration.creepSpeed : -TargetedDeceleration.creepSpeed
    }

    /// Seconds at which the motion passes `x`, or `nil` if it never does.
    public func time(toReach x: Double) -> Double? {
        let start = deceleration.startPosition
        guard (x - start) * (target - start) >= 0, abs(x - start) <= abs(target - start) else { return nil }
        if let t = deceleration.time(toReach: x), t <= creepStart { return t }
        let creepFrom = deceleration.position(at: creepStart)
        guard (x - creepFrom) * (target - creepFrom) >= 0 else { return nil }
        return creepStart + abs(x - creepFrom) / TargetedDeceleration.creepSpeed
    }
}
