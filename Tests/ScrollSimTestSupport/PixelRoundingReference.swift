/// <doc:Physics#Units-and-conventions>'s pixel rounding, written from the document (points in, points out):
/// ```
/// scale 0 → x (no rounding)
/// scale 1 → round(x)                                   (half away from zero)
/// else    → f + round((x − f)·scale)/scale, f = floor(x)   (halves of a pixel round up)
/// ```
/// Note the two rules differ on negative exact halves: at scale 1, −0.5 → −1; at scale 2, −0.25 → 0.
public enum PixelRoundingReference {
    /// `x` rounded to the pixel grid of `scale` (pixels per point).
    public static func round(_ x: Double, scale: Double) -> Double {
        if scale == 0 { return x }
        if scale == 1 { return x.rounded(.toNearestOrAwayFromZero) }
        let f = x.rounded(.down)
        return f + ((x - f) * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// Whether `actual` is an acceptable rounding of the unrounded reference value `exact`: equal (within
    /// `1e-9` pt) to its rounding, or — when `exact` lies within `boundaryTolerance` pt of a half-pixel
    /// boundary, where a last-bit difference legitimately flips the rounding — to the rounding of either
    /// side of the boundary.
    public static func matches(_ actual: Double, exact: Double, scale: Double,
                               boundaryTolerance: Double = 1e-7) -> Bool {
        let candidates = [exact, exact - boundaryTolerance, exact + boundaryTolerance]
        return candidates.contains { abs(round($0, scale: scale) - actual) <= 1e-9 }
    }
}
