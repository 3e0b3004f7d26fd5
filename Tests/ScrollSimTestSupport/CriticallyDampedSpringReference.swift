import Foundation

/// A numerical reference for the scroll-to-top spring of <doc:Physics#Programmatic-motion>: mass 1, response 0.6 s,
/// stiffness `(2π/0.6)²`, critical damping `2·(2π/0.6)`:
/// ```
/// x'' = −stiffness·(x − target) − damping·x'
/// ```
/// integrated with ``RungeKutta4`` in seconds (step 1e-4 s, h·ω ≈ 1e-3).
public struct CriticallyDampedSpringReference: Sendable {
    /// The response of UIKit's scroll-to-top spring, seconds (<doc:Physics#Programmatic-motion>).
    public static let response = 0.6
    /// The duration of the scroll-to-top animation, seconds (<doc:Physics#Programmatic-motion>).
    public static let duration = 1.6

    /// Start position, points.
    public var from: Double
    /// Rest position, points.
    public var to: Double
    /// Start velocity, points per second.
    public var initialVelocity: Double
    /// Natural angular frequency `2π/response`, rad/s.
    public var omega: Double { 2 * Double.pi / Self.response }

    /// Creates the reference from `from` to `to` (pt) with an initial velocity (pt/s, default 0).
    public init(from: Double, to: Double, initialVelocity: Double = 0) {
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
    }

    /// Positions (pt) at each of `seconds` (ascending, ≥ 0).
    public func positions(atSeconds seconds: [Double]) -> [Double] {
        let stiffness = omega * omega
        let damping = 2 * omega
        let target = to
        let rk = RungeKutta4(step: 1e-4) { _, y in
            (y.1, -stiffness * (y.0 - target) - damping * y.1)
        }
        return rk.solve(from: (from, initialVelocity), at: seconds).map(\.0)
    }
}
