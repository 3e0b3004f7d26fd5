/// An evaluation of <doc:Physics#Drag-and-rubber-band>'s rubber band and its inverse, derived from the document's
/// forms rather than copied from them:
/// ```
/// b = (1 − 1/(x·c/d + 1))·d          (shown offset b for excess x ≥ 0)
/// x = (d/c)·(1/(1 − b/d) − 1)        (inverse, 0 ≤ b < d)
/// ```
/// with `c = 0.55` and `d` the bounds size on the axis. Putting each over one denominator:
/// `1 − 1/(xc/d + 1) = (xc/d)/(xc/d + 1) = xc/(xc + d)`, so `b = x·c·d/(x·c + d)`; and
/// `1/(1 − b/d) − 1 = d/(d − b) − 1 = b/(d − b)`, so `x = b·d/(c·(d − b))`. These rational forms are what
/// is evaluated here (other operations, in another order, than the engine's). Both are extended to
/// negative arguments as odd functions (an excess past the top edge is negative in offset terms). Points.
public enum RubberBandReference {
    /// UIKit's rubber-band coefficient (<doc:Physics#Drag-and-rubber-band>).
    public static let coefficient = 0.55

    /// The shown offset past the edge for an excess `x`, dimension `d`, coefficient `c`: `x·c·d/(x·c + d)`.
    public static func offset(forExcess x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        if x < 0 { return -offset(forExcess: -x, dimension: d, coefficient: c) }
        return x * c * d / (x * c + d)
    }

    /// The excess that shows as `b` (|b| < d), dimension `d`, coefficient `c`: `b·d/(c·(d − b))`.
    public static func excess(forOffset b: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        if b < 0 { return -excess(forOffset: -b, dimension: d, coefficient: c) }
        return b * d / (c * (d - b))
    }
}
