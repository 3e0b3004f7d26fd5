import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's `CAMediaTimingFunction` and
/// UIKit's `UICubicTimingParameters`: maps the fraction of an animation's duration that has elapsed to the
/// fraction of its change that is done.
///
/// With control points P1 = (x1, y1) and P2 = (x2, y2), the curve is, for s ∈ [0, 1],
/// ```
/// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³
/// y(s) = 3(1−s)²s·y1 + 3(1−s)s²·y2 + s³
/// value(t) = y(s) where x(s) = t
/// ```
/// x(s) is solved for s by Newton's method from s = t, falling back to bisection, to |x(s) − t| ≤ 1e-12
/// (x is increasing on [0, 1] when x1, x2 ∈ [0, 1]).
///
/// Presets with their sources: ``easeInEaseOut`` (0.42, 0, 0.58, 1), Apple's
/// `CAMediaTimingFunctionName.easeInEaseOut` page, the curve of UIKit's default `.curveEaseInOut`;
/// ``easeIn`` (0.42, 0, 1, 1) and ``easeOut`` (0, 0, 0.58, 1), the published values of
/// `kCAMediaTimingFunctionEaseIn`/`EaseOut`; ``linear`` (0, 0, 1, 1).
public struct CubicTimingCurve: Sendable, Equatable {
    /// The first control point's coordinates (time fraction, progress fraction).
    public let x1: Double, y1: Double
    /// The second control point's coordinates (time fraction, progress fraction).
    public let x2: Double, y2: Double

    /// Creates a curve through (0, 0), P1, P2, (1, 1). `x1` and `x2` must lie in [0, 1] (so that each time
    /// has one value), every coordinate finite (precondition).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2) && y1.isFinite && y2.isFinite,
                     "CubicTimingCurve: x1 and x2 must lie in [0, 1] and y1, y2 be finite, got (\(x1), \(y1)), (\(x2), \(y2))")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// UIKit's default animation curve (`UIView.AnimationOptions.curveEaseInOut`, the empty options):
    /// control points (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CubicTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `.curveEaseIn`: (0.42, 0), (1, 1).
    public static let easeIn = CubicTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `.curveEaseOut`: (0, 0), (0.58, 1).
    public static let easeOut = CubicTimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `.curveLinear`: value(t) = t.
    public static let linear = CubicTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

    /// The solver's tolerance on x(s) − t.
    public static let tolerance = 1e-12

    /// The progress fraction at time fraction `t`: 0 for t ≤ 0, 1 for t ≥ 1 (see the type's formula).
    public func value(at t: Double) -> Double {
        if !(t > 0) { return 0 }
        if t >= 1 { return 1 }
        return Self.bezier(parameter(forTime: t), y1, y2)
    }

    /// The curve parameter s ∈ [0, 1] with x(s) = t (to ``tolerance``), for t in (0, 1).
    func parameter(forTime t: Double) -> Double {
        var s = t
        var iteration = 0
        while iteration < 8 {
            let error = Self.bezier(s, x1, x2) - t
            if abs(error) <= Self.tolerance { return s }
            let slope = Self.derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
            iteration += 1
        }
        // Bisection: x is increasing, so the root is bracketed by [0, 1].
        var low = 0.0, high = 1.0
        s = t
        while high - low > Self.tolerance {
            s = (low + high) / 2
            let x = Self.bezier(s, x1, x2)
            if abs(x - t) <= Self.tolerance { return s }
            if x < t { low = s } else { high = s }
        }
        return s
    }

    /// One coordinate of the curve at parameter s, with end points 0 and 1 and control values a, b.
    static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }

    /// d/ds of ``bezier(_:_:_:)``.
    static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * a + 6 * r * s * (b - a) + 3 * s * s * (1 - b)
    }
}
