import Foundation

/// The screen's pixel grid, onto which UIKit rounds every content offset it applies.
///
/// <doc:Physics#Units-and-conventions> [re][measured]:
/// ```
/// scale 0: x' = x                                  (no rounding, a ScrollSim option)
/// scale 1: x' = round(x)
/// else:    f = floor(x); x' = f + round((x − f)·scale) / scale
/// ```
/// `round` is C's `round`: halves away from zero.
public struct PixelGrid: Sendable, Equatable {
    /// Pixels per point (an iPhone with a 3× display: 3). 0 turns rounding off.
    public var scale: Double

    /// Creates a grid. `scale` must be finite and ≥ 0 (precondition).
    public init(scale: Double) {
        precondition(scale.isFinite && scale >= 0, "PixelGrid: scale must be finite and >= 0, got \(scale)")
        self.scale = scale
    }

    /// `x` (points) rounded to the nearest pixel, as UIKit rounds applied offsets.
    @inlinable
    public func round(_ x: Double) -> Double {
        if scale == 0 { return x }
        if scale == 1 { return x.rounded(.toNearestOrAwayFromZero) }
        let whole = x.rounded(.down)
        return whole + ((x - whole) * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// Half a pixel in points: the settle tolerance of a bounce (<doc:Physics#Bounce>). With no rounding
    /// (scale 0) it is half a point.
    public var halfPixel: Double { scale == 0 ? 0.5 : 0.5 / scale }
}
