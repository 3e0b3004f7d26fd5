import Foundation

/// `setContentOffset(_:animated: true)`: a fixed 0.3-second ease from one offset to another.
///
/// <doc:Physics#Programmatic-motion> [re][doc]:
/// ```
/// p(t) = sin²(π·t / (2·0.3))        0 ≤ t ≤ 0.3 s, then 1
/// x(t) = start + (target − start)·p(t)
/// ```
public struct ContentOffsetAnimation: Sendable, Equatable {
    /// The animation's length, 0.3 s [re].
    public static let duration = 0.3

    /// Start offset on the axis (points).
    public let start: Double
    /// Final offset on the axis (points).
    public let target: Double

    /// Creates the animation from `start` to `target` (points).
    public init(from start: Double, to target: Double) {
        self.start = start
        self.target = target
    }

    /// Progress p(t) in [0, 1], `t` seconds after the animation started.
    public func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= ContentOffsetAnimation.duration { return 1 }
        let s = Foundation.sin(Double.pi * t / (2 * ContentOffsetAnimation.duration))
        return s * s
    }

    /// Offset (points) `t` seconds after the animation started; exactly `target` from 0.3 s on.
    public func position(at t: Double) -> Double {
        if t >= ContentOffsetAnimation.duration { return target }
        return start + (target - start) * progress(at: t)
    }

    /// Velocity (points/second) `t` seconds after the start: `(target − start)·(π/0.6)·sin(π·t/0.3)`.
    public func velocity(at t: Double) -> Double {
        if t <= 0 || t >= ContentOffsetAnimation.duration { return 0 }
        let d = ContentOffsetAnimation.duration
        return (target - start) * (Double.pi / (2 * d)) * Foundation.sin(Double.pi * t / d)
    }
}
