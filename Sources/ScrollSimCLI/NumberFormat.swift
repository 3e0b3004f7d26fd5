/// Fixed-point formatting for summaries, independent of locale and of `String(format:)`.
nonisolated enum NumberFormat {
    /// `value` rounded half away from zero to `decimals` places, e.g. `fixed(2.84166, decimals: 4)` →
    /// `"2.8417"`; never `-0.000`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return "\(value)" }
        let integer = Int64(scaled)
        var digits = String(integer)
        if decimals > 0 {
            if digits.count <= decimals {
                digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
        }
        return (value < 0 && integer != 0 ? "-" : "") + digits
    }

    /// A point as `(x, y)` with 3 decimals (offsets on a 1/3-pt grid print exactly).
    static func point(_ x: Double, _ y: Double) -> String {
        "(\(fixed(x, decimals: 3)), \(fixed(y, decimals: 3)))"
    }
}

extension NumberFormat {
    /// Integers without a fraction, others in shortest round-trip form (for messages).
    static func plain(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
