/// Named tolerance checks, kept for the call sites that use them; each is ``isApproximatelyEqual(_:_:absoluteTolerance:relativeTolerance:)``
/// (symmetric, NaN never equal) with the tolerance its name states. New code calls `isApproximatelyEqual` directly.
public enum Approximately {
    /// Relative agreement with an absolute floor near zero:
    /// `|a − b| ≤ max(relative·floor, relative·max(|a|, |b|))`, `relative` in `0 … 1`.
    public static func equal(_ a: Double, _ b: Double, relative: Double, floor: Double = 0) -> Bool {
        isApproximatelyEqual(a, b, absoluteTolerance: relative * floor, relativeTolerance: relative)
    }

    /// `|a − b| ≤ absolute`.
    public static func equal(_ a: Double, _ b: Double, absolute: Double) -> Bool {
        isApproximatelyEqual(a, b, absoluteTolerance: absolute)
    }

    /// Equal to the pixel: `|a − b| ≤ 1e-6` pt, far below a 1/3-pt pixel, so two pixel-rounded offsets
    /// that agree here are the same pixel.
    public static func samePixel(_ a: Double, _ b: Double) -> Bool {
        isApproximatelyEqual(a, b, absoluteTolerance: 1e-6)
    }
}
