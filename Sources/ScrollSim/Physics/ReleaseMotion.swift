import Foundation

/// The whole motion of one axis after a release, in closed form: deceleration in range → the exact edge
/// crossing → UIKit's bounce on the displayed offset → (an inward bounce re-entering) deceleration again,
/// until the stop rule. A value: evaluate it without a simulation.
///
/// <doc:Physics#Deceleration>, <doc:Physics#Repeated-flicks>, <doc:Physics#Bounce>, <doc:Physics#Without-bouncing> [doc][re][measured]. τ in milliseconds, v in points per millisecond inside the
/// formulas (the API speaks seconds and points per second); f the deceleration factor, m the repeated-flick
/// multiplier (<doc:Physics#Repeated-flicks>, 1 outside a streak), e the excess past the edge (positive outward):
/// ```
/// in range:    x(τ) = x₀ + m·v₀·f·(1 − f^τ)/(1 − f)          v(τ) = v₀·f^τ
/// past an edge: e(τ) = 0.99^τ·[e₀ + v₀·f·(1 − f^τ)/(1 − f)]   v(τ) = v₀·(0.99·f)^τ     (m does not apply)
/// ```
/// A deceleration that reaches an edge hands its velocity over at the exact crossing (e₀ = 0); with
/// `bounces` off it stops on the edge instead (<doc:Physics#Without-bouncing>). An inward bounce that brings e to 0 continues as an
/// in-range deceleration with m = 1. Nothing is rubber-banded: the formulas give the displayed offset.
///
/// Stop (<doc:Physics#Bounce>): the first instant at which the offset is strictly within ``stopTolerance`` of the range and
/// `|v| < 0.01 pt/ms`; the motion then rests there, pinned into the range (``destination``). The engine
/// applies the same rule at frame times, in 2-D.
public struct ReleaseMotion: Sendable, Equatable {
    /// Which part of the motion an instant falls in.
    public enum Segment: Sendable, Equatable {
        /// Coasting inside the range (<doc:Physics#Deceleration>).
        case decelerating
        /// Past an edge (<doc:Physics#Bounce>).
        case bouncing
        /// Stopped (at or after ``duration``): on ``destination``.
        case resting
    }

    /// The stop tolerance: a bounce ends strictly within 0.5 pt of the range (<doc:Physics#Bounce> [re]).
    public static let stopTolerance = 0.5
    /// The bounce's decay of the excess per millisecond, 0.99 (UIKit's `e^(−0.01005·τ)` [re]).
    public static let bounceFactor = Bounce.bounceFactor
    /// The speed below which the motion may stop: 0.01 pt/ms = 10 pt/s [re].
    public static let stopSpeed = Deceleration.stopSpeed

    /// The valid offsets of the axis (points), fixed for this value.
    public let range: ClosedRange<Double>
    /// x₀, the displayed offset at the start (points).
    public let startPosition: Double
    /// v₀, points per second in the offset's direction.
    public let startVelocity: Double
    /// f, the deceleration factor per millisecond, in (0, 1).
    public let factor: Double
    /// m, the repeated-flick distance multiplier of the first in-range deceleration (≥ 0; 1 outside a streak).
    public let multiplier: Double
    /// Whether the axis bounces (`bouncesVertically` / `bouncesHorizontally`); off, an edge stops it (<doc:Physics#Without-bouncing>).
    public let bounces: Bool

    /// The first piece: what happens from the start until ``pieceEnd``.
    @usableFromInline let piece: Piece
    /// Milliseconds after the start at which the first piece ends (`.infinity` if it never does).
    @usableFromInline let pieceEnd: Double
    /// The edge the first piece bounces against or crosses (points).
    @usableFromInline let edge: Double
    /// +1 when that edge is the maximum, −1 the minimum.
    @usableFromInline let outward: Double
    @usableFromInline let logFactor: Double
    @usableFromInline let velocityPerMillisecond: Double

    @usableFromInline enum Piece: Sendable, Equatable {
        case coasting, bouncing, resting
    }

    @usableFromInline static let logBounceFactor = Foundation.log(Bounce.bounceFactor)

    /// The motion of an axis with valid offsets `range` (points), starting at the displayed offset
    /// `position` (points) with `velocity` (points/second, offset direction), deceleration `factor` per ms in
    /// (0, 1) (precondition; pass a ``DecelerationRate/snapped`` value or <doc:Physics#Release-target-and-hand-off>'s re-planned one), repeated-flick
    /// `multiplier` (default 1) and `bounces` (default `true`). A start past an edge bounces from there,
    /// whatever its velocity (<doc:Physics#Bounce>: no threshold in overscroll).
    public init(range: ClosedRange<Double>, position: Double, velocity: Double, factor: Double,
                multiplier: Double = 1, bounces: Bool = true) {
        precondition(factor > 0 && factor < 1, "ReleaseMotion: factor must be in (0, 1), got \(factor)")
        precondition(multiplier.isFinite && multiplier >= 0, "ReleaseMotion: multiplier must be finite and >= 0, got \(multiplier)")
        precondition(position.isFinite && velocity.isFinite, "ReleaseMotion: position and velocity must be finite")
        if position > range.upperBound {
            self.init(bounceFrom: range.upperBound, outward: 1, range: range, position: position, velocity: velocity,
                      factor: factor, bounces: bounces)
        } else if position < range.lowerBound {
            self.init(bounceFrom: range.lowerBound, outward: -1, range: range, position: position, velocity: velocity,
                      factor: factor, bounces: bounces)
        } else {
            self.init(coastingIn: range, position: position, velocity: velocity, factor: factor, multiplier: multiplier,
                      bounces: bounces)
        }
    }

    /// In range: a deceleration, up to the exact crossing of the edge it heads for (if it gets there).
    private init(coastingIn range: ClosedRange<Double>, position: Double, velocity: Double, factor: Double,
                 multiplier: Double, bounces: Bool) {
        self.range = range
        startPosition = position
        startVelocity = velocity
        self.factor = factor
        self.multiplier = multiplier
        self.bounces = bounces
        logFactor = Foundation.log(factor)
        velocityPerMillisecond = velocity / 1000
        guard velocity != 0 else {
            piece = .resting; pieceEnd = .infinity; edge = position; outward = 1
            return
        }
        piece = .coasting
        outward = velocity > 0 ? 1 : -1
        edge = velocity > 0 ? range.upperBound : range.lowerBound
        // f^τ = 1 − d·(1 − f)/(m·|v₀|·f): the crossing, if the free decay reaches the edge.
        let distance = abs(edge - position)
        let reach = multiplier * abs(velocityPerMillisecond) * factor / (1 - factor)
        if distance == 0 {
            pieceEnd = 0
        } else if reach > distance {
            pieceEnd = Foundation.log(1 - distance / reach) / logFactor
        } else {
            pieceEnd = .infinity
        }
    }

    /// Past `edge` (`outward` +1: the maximum): the bounce, up to its re-entry if it comes back in.
    private init(bounceFrom edge: Double, outward: Double, range: ClosedRange<Double>, position: Double, velocity: Double,
                 factor: Double, bounces: Bool) {
        self.range = range
        startPosition = position
        startVelocity = velocity
        self.factor = factor
        multiplier = 1
        self.bounces = bounces
        logFactor = Foundation.log(factor)
        velocityPerMillisecond = velocity / 1000
        piece = .bouncing
        self.edge = edge
        self.outward = outward
        // e = 0 when f^τ = 1 + e₀(1 − f)/(v₀·f) (v₀ inward, so the fraction is negative).
        let excess = (position - edge) * outward
        let inward = velocityPerMillisecond * outward
        if inward < 0 {
            let remaining = 1 + excess * (1 - factor) / (inward * factor)
            pieceEnd = remaining > 0 ? Foundation.log(remaining) / logFactor : .infinity
        } else {
            pieceEnd = excess < 0 ? 0 : .infinity
        }
    }

    /// The excess e₀ past ``edge`` at the start of a bouncing piece (points, positive outward).
    @usableFromInline var startExcess: Double { (startPosition - edge) * outward }

    /// The first piece's position and velocity (pt, pt/ms) `milliseconds` after the start: one `exp` for a
    /// deceleration, two for a bounce.
    @inlinable
    func pieceState(milliseconds tau: Double) -> (position: Double, velocity: Double) {
        switch piece {
        case .resting:
            return (startPosition, 0)
        case .coasting:
            let decay = Foundation.exp(tau * logFactor)
            return (startPosition + multiplier * velocityPerMillisecond * factor * (1 - decay) / (1 - factor),
                    velocityPerMillisecond * decay)
        case .bouncing:
            let decay = Foundation.exp(tau * logFactor)
            let bounce = Foundation.exp(tau * ReleaseMotion.logBounceFactor)
            let v = velocityPerMillisecond * outward
            let excess = bounce * (startExcess + v * factor * (1 - decay) / (1 - factor))
            return (edge + outward * excess, velocityPerMillisecond * decay * bounce)
        }
    }

    /// The motion from the end of the first piece on (`nil` if the first piece never ends): a bounce from
    /// the edge with the crossing velocity, a stop on the edge without bouncing, or the deceleration after
    /// a bounce re-entered (m = 1).
    public var continuation: ReleaseMotion? {
        guard pieceEnd.isFinite else { return nil }
        let velocity = pieceState(milliseconds: pieceEnd).velocity * 1000
        switch piece {
        case .resting:
            return nil
        case .coasting:
            guard bounces else {
                return ReleaseMotion(coastingIn: range, position: edge, velocity: 0, factor: factor, multiplier: 1, bounces: bounces)
            }
            return ReleaseMotion(bounceFrom: edge, outward: outward, range: range, position: edge, velocity: velocity,
                                 factor: factor, bounces: bounces)
        case .bouncing:
            return ReleaseMotion(coastingIn: range, position: edge, velocity: velocity, factor: factor, multiplier: 1,
                                 bounces: bounces)
        }
    }

    /// Seconds after the start at which the first piece hands over to ``continuation`` (`.infinity` if never).
    public var firstSegmentDuration: Double { pieceEnd / 1000 }

    /// The segment of the first piece (before ``firstSegmentDuration``), ignoring the stop rule.
    public var firstSegment: Segment {
        switch piece {
        case .coasting: return .decelerating
        case .bouncing: return .bouncing
        case .resting: return .resting
        }
    }

    /// The unstopped motion `t` seconds after the start: the piece in force, its position (points) and
    /// velocity (points/second). Follows at most a few hand-overs (deceleration → bounce → deceleration → …).
    func unstopped(at t: Double) -> (segment: Segment, position: Double, velocity: Double) {
        var motion = self
        var tau = max(0, t) * 1000
        for _ in 0..<8 {
            guard tau >= motion.pieceEnd, let next = motion.continuation else { break }
            tau -= motion.pieceEnd
            motion = next
        }
        let state = motion.pieceState(milliseconds: tau)
        return (motion.firstSegment, state.position, state.velocity * 1000)
    }

    /// Offset (points) `t` seconds after the start; ``destination`` from ``duration`` on.
    public func position(at t: Double) -> Double {
        t >= duration ? destination : unstopped(at: t).position
    }

    /// Velocity (points/second, offset direction) `t` seconds after the start; 0 from ``duration`` on.
    public func velocity(at t: Double) -> Double {
        t >= duration ? 0 : unstopped(at: t).velocity
    }

    /// Which segment the motion is in `t` seconds after the start.
    public func segment(at t: Double) -> Segment {
        t >= duration ? .resting : unstopped(at: t).segment
    }

    /// Seconds until the stop rule first holds (continuous time): strictly within ``stopTolerance`` of
    /// the range and `|v| < 0.01 pt/ms`. 0 for a start at rest within the tolerance.
    public var duration: Double {
        var motion = self
        var elapsed = 0.0
        for _ in 0..<8 {
            if let stop = motion.stopInFirstPiece() { return (elapsed + stop) / 1000 }
            guard let next = motion.continuation else { return .infinity }
            elapsed += motion.pieceEnd
            motion = next
        }
        return elapsed / 1000
    }

    /// Where the motion rests (points): its offset at ``duration``, pinned into the range.
    public var destination: Double {
        let end = duration
        let position = end.isFinite ? unstopped(at: end).position : startPosition
        return min(max(position, range.lowerBound), range.upperBound)
    }

    /// Whether the stop rule holds for `position` (points) and a speed (points/second): strictly within
    /// ``stopTolerance`` of `range` and below 10 pt/s (<doc:Physics#Bounce>).
    public static func isStopped(position: Double, speed: Double, range: ClosedRange<Double>) -> Bool {
        position > range.lowerBound - stopTolerance && position < range.upperBound + stopTolerance
            && abs(speed) < stopSpeed
    }

    /// Milliseconds into the first piece at which the stop rule first holds, or `nil` if it does not within it.
    private func stopInFirstPiece() -> Double? {
        let speed = abs(velocityPerMillisecond)
        let stopPerMs = Deceleration.stopSpeedPerMillisecond
        switch piece {
        case .resting:
            return abs(startPosition - min(max(startPosition, range.lowerBound), range.upperBound)) < ReleaseMotion.stopTolerance ? 0 : nil
        case .coasting:
            let tau = speed < stopPerMs ? 0 : Foundation.log(stopPerMs / speed) / logFactor
            return tau < pieceEnd ? tau : nil
        case .bouncing:
            let combined = logFactor + ReleaseMotion.logBounceFactor
            let slow = speed < stopPerMs ? 0 : Foundation.log(stopPerMs / speed) / combined
            guard slow < pieceEnd else { return nil }
            func excess(_ tau: Double) -> Double { (pieceState(milliseconds: tau).position - edge) * outward }
            if excess(slow) < ReleaseMotion.stopTolerance { return slow }
            // Past the peak the excess falls monotonically: bisect for e = 0.5 after max(slow, peak).
            var low = max(slow, peakMilliseconds)
            var high = low + 1
            while excess(high) >= ReleaseMotion.stopTolerance { high = low + (high - low) * 2 }
            for _ in 0..<200 {
                let mid = (low + high) / 2
                if mid == low || mid == high { break }
                if excess(mid) >= ReleaseMotion.stopTolerance { low = mid } else { high = mid }
            }
            return high < pieceEnd ? high : nil
        }
    }

    /// Milliseconds into a bouncing piece at which the excess peaks (0 if it only falls):
    /// `f^τ = a·(e₀ + K)/(K·(a + b))` with a = ln 0.99, b = ln f, K = v₀·f/(1 − f).
    private var peakMilliseconds: Double {
        let k = velocityPerMillisecond * outward * factor / (1 - factor)
        guard k > 0 else { return 0 }
        let a = ReleaseMotion.logBounceFactor, b = logFactor
        let power = a * (startExcess + k) / (k * (a + b))
        guard power > 0, power < 1 else { return 0 }
        return Foundation.log(power) / b
    }
}
