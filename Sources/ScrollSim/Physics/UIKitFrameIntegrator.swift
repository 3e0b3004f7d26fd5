import Foundation

/// UIKit's per-frame deceleration and bounce integrator on one axis: the optional `uikitFrames`
/// integration, an alternative to the closed forms (``Deceleration``, ``Bounce``) that reproduces UIKit's
/// frame-by-frame arithmetic, including its dependence on the frame times.
///
/// <doc:Physics#UIKit-frame-integrator> [re]. State: the running (unrounded, displayed) offset x in points, the velocity v in
/// **points per millisecond**, the deceleration factor f per millisecond and the <doc:Physics#Repeated-flicks> distance multiplier m.
/// Each frame advances by dt = (t_k − t_last) ms; dt < 1 ms is skipped (the caller keeps t_last, so the next
/// step spans both). Every factor a^dt is UIKit's approximation
/// ```
/// E(y) = y·(0.5·y + 1) + 1     for y = dt·ln a ≥ −0.5
///        exp(y)                otherwise
/// ```
/// In range:
/// ```
/// x' = x + m·v·f·(1 − E(dt·ln f))/(1 − f),  v' = v·E(dt·ln f)
/// ```
/// If x' leaves [min, max]: `t_in = dt·(edge − x)/(x' − x)` (linear in distance), the step is redone over
/// t_in (`v ×= E(t_in·ln f)`; it need not land on the edge) and `r = dt − t_in`. Out of range, r = dt. If
/// r > 0, the bounce (m does not apply, <doc:Physics#Repeated-flicks> point 4):
/// ```
/// K = E(−0.01005·r),  D = E(r·ln f)
/// x = edge + K·(x − edge) + (1 − D)·K·f·v/(1 − f),  v ×= D·K
/// ```
/// and the repeated-flick streak ends (``step(milliseconds:range:bounces:)`` returns true; m becomes 1).
///
/// With bouncing off on the axis [model, <doc:Physics#Without-bouncing>]: a step that would leave the range stops on the
/// edge (x = edge, v = 0); a motion that starts out of range is placed on the nearest edge at rest.
///
/// Stop (<doc:Physics#Bounce>): ``isAtRest(in:)`` — within 0.5 pt of the range and `|v| < 0.01 pt/ms`; with two axes,
/// ``isAtRest(x:in:y:in:)`` uses the 2-D speed. The caller then pins the offset into the range.
public struct UIKitFrameIntegrator: Sendable, Equatable {
    /// UIKit's bounce decay exponent per millisecond, −0.01005 ≈ ln 0.99 (<doc:Physics#Bounce>, <doc:Physics#UIKit-frame-integrator>) [re].
    public static let bounceExponent = -0.01005
    /// Steps shorter than 1 ms are skipped [re].
    public static let minimumStep = 1.0
    /// Below this exponent E(y) is `exp(y)`; from it on, the quadratic `y(0.5y + 1) + 1` [re].
    public static let quadraticLimit = -0.5
    /// The stop tolerance around the range, 0.5 pt (<doc:Physics#Bounce>) [re].
    public static let stopTolerance = 0.5
    /// The stop speed, 0.01 pt/ms = 10 pt/s (<doc:Physics#Deceleration>, <doc:Physics#Bounce>) [re].
    public static let stopSpeed = 0.01

    /// x, the running offset (points, unrounded).
    public var position: Double
    /// v, the velocity in **points per millisecond** (sign of the offset).
    public var velocity: Double
    /// f, the deceleration factor per millisecond, in (0, 1).
    public let factor: Double
    /// m, the <doc:Physics#Repeated-flicks> distance multiplier of the in-range step (1 outside a streak; reset to 1 at the bounce).
    public var multiplier: Double

    private let logFactor: Double

    /// Starts the integration at `position` (points) with `velocity` (points/ms), the factor `factor`
    /// per ms (in (0, 1), precondition) and the <doc:Physics#Repeated-flicks> `multiplier` (finite, > 0, precondition; default 1).
    public init(position: Double, velocity: Double, factor: Double, multiplier: Double = 1) {
        precondition(factor > 0 && factor < 1, "UIKitFrameIntegrator: factor must be in (0, 1), got \(factor)")
        precondition(multiplier > 0 && multiplier.isFinite,
                     "UIKitFrameIntegrator: multiplier must be finite and > 0, got \(multiplier)")
        self.position = position
        self.velocity = velocity
        self.factor = factor
        self.multiplier = multiplier
        logFactor = Foundation.log(factor)
    }

    /// UIKit's `a^dt` for the exponent `y = dt·ln a`: `y(0.5y + 1) + 1` for y ≥ −0.5, else `exp(y)` [re].
    @inlinable
    public static func power(exponent y: Double) -> Double {
        y >= quadraticLimit ? y * (0.5 * y + 1) + 1 : Foundation.exp(y)
    }

    /// Advances one frame of `dt` milliseconds within `range` (points); `bounces` is the axis's flag.
    ///
    /// - Returns: true if the step reached or ran past an edge (the bounce term ran, or the clamp with
    ///   bouncing off): <doc:Physics#Repeated-flicks>'s streak ends there. A skipped step (dt < 1 ms) returns false and changes nothing.
    @discardableResult
    public mutating func step(milliseconds dt: Double, range: ClosedRange<Double>, bounces: Bool) -> Bool {
        guard dt >= UIKitFrameIntegrator.minimumStep else { return false }
        let remaining: Double
        let edge: Double
        if range.contains(position) {
            let decay = UIKitFrameIntegrator.power(exponent: dt * logFactor)
            let next = position + multiplier * velocity * factor * (1 - decay) / (1 - factor)
            if range.contains(next) {
                position = next
                velocity *= decay
                return false
            }
            edge = next > range.upperBound ? range.upperBound : range.lowerBound
            if !bounces {
                position = edge
                velocity = 0
                return true
            }
            let inside = dt * (edge - position) / (next - position)
            let insideDecay = UIKitFrameIntegrator.power(exponent: inside * logFactor)
            position += multiplier * velocity * factor * (1 - insideDecay) / (1 - factor)
            velocity *= insideDecay
            remaining = dt - inside
        } else {
            edge = position > range.upperBound ? range.upperBound : range.lowerBound
            if !bounces {
                position = edge
                velocity = 0
                return true
            }
            remaining = dt
        }
        multiplier = 1
        guard remaining > 0 else { return true }
        let k = UIKitFrameIntegrator.power(exponent: UIKitFrameIntegrator.bounceExponent * remaining)
        let d = UIKitFrameIntegrator.power(exponent: remaining * logFactor)
        position = edge + k * (position - edge) + (1 - d) * k * factor * velocity / (1 - factor)
        velocity *= d * k
        return true
    }

    /// Whether the axis may stop (<doc:Physics#Bounce>): strictly within 0.5 pt of `range` and `|v| < 0.01 pt/ms`.
    public func isAtRest(in range: ClosedRange<Double>) -> Bool {
        UIKitFrameIntegrator.isNear(position, range) && abs(velocity) < UIKitFrameIntegrator.stopSpeed
    }

    /// Whether a two-axis motion may stop (<doc:Physics#Bounce>): every axis strictly within 0.5 pt of its range and the 2-D
    /// speed `√(vx² + vy²) < 0.01 pt/ms`.
    public static func isAtRest(x: UIKitFrameIntegrator, in rangeX: ClosedRange<Double>,
                                y: UIKitFrameIntegrator, in rangeY: ClosedRange<Double>) -> Bool {
        let speed = (x.velocity * x.velocity + y.velocity * y.velocity).squareRoot()
        return isNear(x.position, rangeX) && isNear(y.position, rangeY) && speed < stopSpeed
    }

    private static func isNear(_ x: Double, _ range: ClosedRange<Double>) -> Bool {
        range.lowerBound - stopTolerance < x && x < range.upperBound + stopTolerance
    }
}
