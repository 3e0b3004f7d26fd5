import Foundation

/// UIKit's rubber-band mapping between how far the content has been pulled past an edge (the
/// unconstrained excess) and how far it is shown past the edge.
///
/// <doc:Physics#Drag-and-rubber-band> [re][measured], with x the excess and d the bounds size on that axis (points):
/// ```
/// b(x) = (1 − 1 / (x·c/d + 1))·d          c = 0.55
/// x(b) = (d/c)·(1 / (1 − b/d) − 1)        the inverse
/// ```
/// Both are odd functions: a negative excess (past the leading edge) maps to a negative offset.
public struct RubberBand: Sendable, Equatable {
    /// UIKit's coefficient c = 0.55 [re].
    public static let uikitCoefficient = 0.55

    /// d, the bounds size on the axis (points), > 0.
    public var dimension: Double
    /// c, dimensionless.
    public var coefficient: Double

    /// Creates the mapping for a view whose bounds measure `dimension` points on the axis.
    public init(dimension: Double, coefficient: Double = RubberBand.uikitCoefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The shown distance past the edge (points) for an unconstrained excess `x` (points).
    /// Never reaches `dimension`. A zero-sized dimension shows nothing.
    @inlinable
    public func offset(forExcess x: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(x) * coefficient / dimension + 1)) * dimension
        return x < 0 ? -magnitude : magnitude
    }

    /// The unconstrained excess (points) that shows as `b` points past the edge; the inverse of
    /// ``offset(forExcess:)``. `|b|` must be below `dimension` (else the result is infinite).
    @inlinable
    public func excess(forOffset b: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (dimension / coefficient) * (1 / (1 - abs(b) / dimension) - 1)
        return b < 0 ? -magnitude : magnitude
    }
}
