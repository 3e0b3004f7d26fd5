import Foundation

/// The scroll-to-top motion (status-bar tap): a critically damped spring, fixed length.
///
/// <doc:Physics#Programmatic-motion> [re]: response 0.6 s, so ω = 2π/0.6 (stiffness ω², damping 2ω, mass 1); 1.6 s long.
/// Starting at rest at displacement x₀ = start − target:
/// ```
/// x(t) = target + (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)       v₀ = 0
/// ```
/// At 1.6 s it is placed exactly on the target.
public struct ScrollToTopSpring: Sendable, Equatable {
    /// The spring's response, 0.6 s [re].
    public static let response = 0.6
    /// The motion's fixed length, 1.6 s [re].
    public static let duration = 1.6
    /// ω = 2π / response, radians per second.
    public static let angularFrequency = 2 * Double.pi / response

    /// Start offset (points).
    public let start: Double
    /// Target offset (points): the top of the content.
    public let target: Double

    /// Creates the motion from `start` to `target` (points), starting at rest.
    public init(from start: Double, to target: Double) {
        self.start = start
        self.target = target
    }

    /// Offset (points) `t` seconds after the tap; exactly `target` from ``ScrollToTopSpring/duration-type.property`` on.
    public func position(at t: Double) -> Double {
        if t <= 0 { return start }
        if t >= ScrollToTopSpring.duration { return target }
        let omega = ScrollToTopSpring.angularFrequency
        let displacement = start - target
        return target + (displacement + omega * displacement * t) * Foundation.exp(-omega * t)
    }

    /// Velocity (points/second) `t` seconds after the tap: `−ω²·x₀·t·e^(−ω·t)`.
    public func velocity(at t: Double) -> Double {
        if t <= 0 || t >= ScrollToTopSpring.duration { return 0 }
        let omega = ScrollToTopSpring.angularFrequency
        return -omega * omega * (start - target) * t * Foundation.exp(-omega * t)
    }
}
