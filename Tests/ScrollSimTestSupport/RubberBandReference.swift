/// A direct evaluation of <doc:Physics#Drag-and-rubber-band>'s rubber band and its inverse, written from the document:
/// ```
/// b = (1 − 1/(x·c/d + 1))·d          (shown offset b for excess x ≥ 0)
/// x = (d/c)·(1/(1 − b/d) − 1)        (inverse, 0 ≤ b < d)
/// ```
/// with `c = 0.55` and `d` the bounds size on the axis. Both are extended to negative arguments as odd
/// functions (an excess past the top edge is negative in offset terms). Points throughout.
public enum RubberBandReference {
    /// UIKit's rubber-band coefficient (<doc:Physics#Drag-and-rubber-band>).
    public static let coefficient = 0.55

    /// The shown offset past the edge for an excess `x`, dimension `d`, coefficient `c`.
    public static func offset(forExcess x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        if x < 0 { return -offset(forExcess: -x, dimension: d, coefficient: c) }
        return (1 - 1 / (x * c / d + 1)) * d
    }

    /// The excess that shows as `b` (|b| < d), dimension `d`, coefficient `c`.
    public static func excess(forOffset b: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        if b < 0 { return -excess(forOffset: -b, dimension: d, coefficient: c) }
        return (d / c) * (1 / (1 - b / d) - 1)
    }
}
