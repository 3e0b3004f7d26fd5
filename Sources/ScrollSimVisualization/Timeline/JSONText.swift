/// JSON text for the timelines and the replay's embedded data: strings escaped per RFC 8259, numbers
/// written with fixed decimals (``PlotNumber``), so output is deterministic.
public enum JSONText {
    /// `text` as a JSON string literal (RFC 8259), quotes included. With `htmlSafe` (the default) `<`, `>`,
    /// `&`, U+2028 and U+2029 are escaped too, so the literal can sit inside an HTML `<script>` element;
    /// without it only what JSON requires is escaped (the batch summary's bytes).
    public static func string(_ text: String, htmlSafe: Bool = true) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<" where htmlSafe: result += "\\u003c"
            case ">" where htmlSafe: result += "\\u003e"
            case "&" where htmlSafe: result += "\\u0026"
            default:
                if scalar.value < 0x20 || (htmlSafe && (scalar.value == 0x2028 || scalar.value == 0x2029)) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A finite number with at most `decimals` decimals (non-finite values become 0: JSON has no NaN).
    public static func number(_ value: Double, decimals: Int = 6) -> String {
        PlotNumber.fixed(value, decimals: decimals)
    }

    /// A `key=value` detail value as JSON: `true`/`false`, a number when it parses as a finite one
    /// (kept as written, e.g. `2.0`), else a string.
    public static func detailValue(_ text: String) -> String {
        if text == "true" || text == "false" { return text }
        if let value = Double(text), value.isFinite, isJSONNumber(text) { return text }
        return string(text)
    }

    /// Whether `text` follows JSON's number grammar (`-? int frac? exp?`).
    static func isJSONNumber(_ text: String) -> Bool {
        var scalars = Array(text.unicodeScalars)[...]
        func digits() -> Int {
            var count = 0
            while let first = scalars.first, ("0"..."9").contains(first) { scalars.removeFirst(); count += 1 }
            return count
        }
        if scalars.first == "-" { scalars.removeFirst() }
        if scalars.first == "0" { scalars.removeFirst() } else if digits() == 0 { return false }
        if scalars.first == "." { scalars.removeFirst(); if digits() == 0 { return false } }
        if scalars.first == "e" || scalars.first == "E" {
            scalars.removeFirst()
            if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
            if digits() == 0 { return false }
        }
        return scalars.isEmpty
    }
}
