import Foundation

/// A linear axis: a data range mapped onto a pixel range, with "nice" ticks (1, 2 or 5 × 10ᵏ apart,
/// Heckbert's rule) that cover the data.
public struct LinearAxis: Equatable, Sendable {
    /// The axis's data range after widening to whole ticks.
    public let lower: Double, upper: Double
    /// The distance between ticks, data units.
    public let step: Double
    /// Decimals needed to print every tick exactly (0 for steps ≥ 1).
    public let decimals: Int

    /// An axis covering `minimum…maximum` with about `targetTicks` ticks. A degenerate range (equal ends)
    /// is widened by one unit each way (or 1 % of the value), so a resting view still gets an axis.
    public init(minimum: Double, maximum: Double, targetTicks: Int = 6) {
        var low = minimum.isFinite ? minimum : 0
        var high = maximum.isFinite ? maximum : 1
        if high < low { swap(&low, &high) }
        if high - low < 1e-9 {
            let pad = max(1, abs(low) * 0.01)
            low -= pad
            high += pad
        }
        let step = LinearAxis.niceStep((high - low) / Double(max(1, targetTicks)))
        self.step = step
        lower = (low / step).rounded(.down) * step
        upper = (high / step).rounded(.up) * step
        var decimals = 0
        var scaled = step
        while decimals < 9 && abs(scaled - scaled.rounded()) > 1e-6 * max(1, abs(scaled)) {
            scaled *= 10
            decimals += 1
        }
        self.decimals = decimals
    }

    /// The smallest 1, 2 or 5 × 10ᵏ at least `rough`.
    public static func niceStep(_ rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        var magnitude = 1.0
        while magnitude * 10 <= rough { magnitude *= 10 }
        while magnitude > rough { magnitude /= 10 }
        for factor in [1.0, 2.0, 5.0, 10.0] where factor * magnitude >= rough * (1 - 1e-12) {
            return factor * magnitude
        }
        return 10 * magnitude
    }

    /// The tick values from ``lower`` to ``upper``, computed from integers (no accumulated error).
    public var ticks: [Double] {
        let first = Int((lower / step).rounded()), last = Int((upper / step).rounded())
        guard last >= first, last - first <= 1_000 else { return [lower, upper] }
        return (first...last).map { Double($0) * step }
    }

    /// A tick's label with ``decimals`` decimals (a minus sign, U+2212, for negatives).
    public func label(_ value: Double) -> String {
        PlotNumber.fixed(value, decimals: decimals).replacingOccurrences(of: "-", with: "\u{2212}")
    }

    /// Maps `value` onto `from…to` (pixels; `from` is where ``lower`` lands).
    public func position(_ value: Double, from: Double, to: Double) -> Double {
        from + (value - lower) / (upper - lower) * (to - from)
    }
}
