/// Locale-free, deterministic number formatting for the plots, timelines and replay pages (no
/// `String(format:)`, no `NumberFormatter`): the same value always gives the same text on every platform.
public enum PlotNumber {
    /// `value` rounded half away from zero to `decimals` places, trailing zeros (and a trailing point)
    /// removed: `fixed(12.50, decimals: 2)` → `"12.5"`, `fixed(-0.001, decimals: 2)` → `"0"`.
    /// Non-finite values print as `0` (a plot coordinate is never allowed to break the file).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return value.description }
        let integer = Int64(scaled)
        var digits = String(integer)
        if decimals > 0 {
            if digits.count <= decimals {
                digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
            while digits.hasSuffix("0") { digits.removeLast() }
            if digits.hasSuffix(".") { digits.removeLast() }
        }
        return (value < 0 && integer != 0 ? "-" : "") + digits
    }

    /// An SVG coordinate: two decimals (1/100 px), trailing zeros removed.
    public static func coordinate(_ value: Double) -> String { fixed(value, decimals: 2) }

    /// `value` with thousands separated by a thin space for labels: `12000` → `"12 000"`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "\u{2009}" }
            text.append(character)
        }
        return (value < 0 ? "−" : "") + text
    }

    /// An integer count of nanoseconds as microseconds with three decimals, exactly (integer arithmetic):
    /// `8_333_333` → `"8333.333"`, `-5` → `"-0.005"`. The timestamp unit of the Trace Event Format.
    public static func microseconds(nanoseconds: Int64) -> String {
        let sign = nanoseconds < 0 ? "-" : ""
        let magnitude = nanoseconds.magnitude
        let fraction = String(magnitude % 1_000)
        return sign + String(magnitude / 1_000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
