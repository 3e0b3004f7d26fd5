import Foundation

/// A base-10 logarithmic axis over whole decades, ticks at every power of ten.
public struct LogAxis: Equatable, Sendable {
    /// The first and last decade exponents: the axis runs from 10^lowerExponent to 10^upperExponent.
    public let lowerExponent: Int, upperExponent: Int

    /// An axis of whole decades covering `minimum…maximum` (both > 0; others are clamped to 1e-12).
    public init(minimum: Double, maximum: Double) {
        let low = max(minimum, 1e-12), high = max(maximum, low)
        lowerExponent = Int(log10(low).rounded(.down))
        upperExponent = max(lowerExponent + 1, Int(log10(high).rounded(.up)))
    }

    /// The decade values 10^k from the lower to the upper exponent.
    public var decades: [Double] { (lowerExponent...upperExponent).map { pow(10, Double($0)) } }

    /// Minor ticks: 2…9 × 10^k inside the axis.
    public var minorTicks: [Double] {
        (lowerExponent..<upperExponent).flatMap { k in (2...9).map { Double($0) * pow(10, Double(k)) } }
    }

    /// A decade's label: `0.001` … `1 000 000` written out (thin-space thousands), `1e-4` or `1e7` beyond.
    public func label(_ value: Double) -> String {
        let exponent = Int(log10(value).rounded())
        if exponent >= 0 && exponent <= 6 { return PlotNumber.grouped(Int(pow(10, Double(exponent)).rounded())) }
        if exponent < 0 && exponent >= -3 { return PlotNumber.fixed(value, decimals: -exponent) }
        return "1e\(exponent)"
    }

    /// Maps `value` (> 0) onto `from…to` (pixels; `from` is where the lower decade lands).
    public func position(_ value: Double, from: Double, to: Double) -> Double {
        let v = log10(max(value, 1e-300))
        return from + (v - Double(lowerExponent)) / Double(upperExponent - lowerExponent) * (to - from)
    }
}
