/// <doc:Physics#Units-and-conventions>'s pixel rounding, written from the document (points in, points out):
/// ```
/// scale 0 → x (no rounding)
/// scale 1 → round(x)                                   (half away from zero)
/// else    → f + round((x − f)·scale)/scale, f = floor(x)   (halves of a pixel round up)
/// ```
/// Note the two rules differ on negative exact halves: at scale 1, −0.5 → −1; at scale 2, −0.25 → 0.
///
/// Evaluated as the rule's meaning, not its arithmetic: the pixel grid of the point cell `[f, f + 1]` is
/// `f + j/scale` for the whole `j` from 0 up to the first with `j/scale ≥ 1`; the result is the grid point
/// nearest to `x`, a tie going to the larger `j` (halves round up; at scale 1 a tie goes away from zero).
/// The engine computes the rounding in one expression; this searches the candidates.
public enum PixelRoundingReference {
    /// `x` rounded to the pixel grid of `scale` (pixels per point).
    public static func round(_ x: Double, scale: Double) -> Double {
        if scale == 0 { return x }
        let cell = x.rounded(.down)
        var best = cell, bestDistance = Double.infinity
        var j = 0
        while true {
            let candidate = cell + Double(j) / scale
            let distance = abs(x - candidate)
            // Ties: the larger candidate, except at scale 1 for negative x (away from zero).
            let tieWins = scale == 1 && x < 0 ? false : true
            if distance < bestDistance || (distance == bestDistance && tieWins) {
                best = candidate
                bestDistance = distance
            }
            if Double(j) / scale >= 1 { break }
            j += 1
        }
        return best
    }

    /// Whether `actual` is an acceptable rounding of the unrounded reference value `exact`: equal (within
    /// `1e-9` pt) to its rounding, or — when `exact` lies within `boundaryTolerance` pt of a half-pixel
    /// boundary, where a last-bit difference legitimately flips the rounding — to the rounding of either
    /// side of the boundary.
    public static func matches(_ actual: Double, exact: Double, scale: Double,
                               boundaryTolerance: Double = 1e-7) -> Bool {
        let candidates = [exact, exact - boundaryTolerance, exact + boundaryTolerance]
        return candidates.contains { isApproximatelyEqual(round($0, scale: scale), actual, absoluteTolerance: 1e-9) }
    }
}
