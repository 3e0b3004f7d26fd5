import Foundation

/// Lossless number formatting for traces: the shortest decimal that reads back as the same `Double`
/// (Swift's `description`), with `-0.0` written as `0.0`.
public enum TraceNumber {
    /// `value` in shortest round-trip form.
    public static func format(_ value: Double) -> String {
        value == 0 ? "0.0" : value.description
    }

    /// `value` in shortest round-trip form.
    public static func format(_ value: CGFloat) -> String { format(Double(value)) }

    /// Writes `format(_:)`'s text to `stream` without making a `String`: the standard
    /// library's `Double.write(to:)` formats the same shortest round-trip digits as `description` into a
    /// stack buffer and hands them to the stream as ASCII bytes.
    static func write(_ value: Double, to stream: inout some TextOutputStream) {
        if value == 0 {
            stream.write("0.0")
        } else {
            value.write(to: &stream)
        }
    }

    /// Writes `value`'s decimal digits (`String(value)`'s text) to `stream` without making a `String`.
    static func write(_ value: Int, to stream: inout some TextOutputStream) {
        // 20 digits and a sign hold every Int64.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 48
                magnitude /= 10
            } while magnitude != 0
            if value < 0 {
                start -= 1
                digits[start] = 45
            }
            stream._writeASCII(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
