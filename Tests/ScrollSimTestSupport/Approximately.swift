/// Tolerance helpers with the tolerance stated at the call site (STYLE.md: chosen per kind of check).
public enum Approximately {
    /// `|a − b| ≤ relative·max(|b|, floor)`: relative agreement, with an absolute floor near zero.
    public static func equal(_ a: Double, _ b: Double, relative: Double, floor: Double = 0) -> Bool {
        abs(a - b) <= relative * max(abs(b), floor)
    }

    /// `|a − b| ≤ absolute`.
    public static func equal(_ a: Double, _ b: Double, absolute: Double) -> Bool {
        abs(a - b) <= absolute
    }

    /// Equal to the pixel: `|a − b| < 1e-6` pt, far below a 1/3-pt pixel, so two pixel-rounded offsets
    /// that agree here are the same pixel.
    public static func samePixel(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) < 1e-6
    }
}
