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

    /// `stream` when it is an ``OutputFile``: a comparison of types that the compiler settles where the
    /// row writers are compiled for `OutputFile` (and for `String`), unlike `as?`, which would try to
    /// bridge a `String` to a class at run time.
    @inline(__always)
    static func outputFile<Stream: TextOutputStream>(_ stream: Stream) -> OutputFile? {
        Stream.self == OutputFile.self ? unsafeBitCast(stream, to: OutputFile.self) : nil
    }

    /// Writes one ASCII byte (a separator) to `stream`: straight into an ``OutputFile``'s buffer.
    @inline(__always)
    static func write(ascii byte: UInt8, to stream: inout some TextOutputStream) {
        if let file = outputFile(stream) {
            file.append(byte)
        } else {
            withUnsafePointer(to: byte) { stream._writeASCII(UnsafeBufferPointer(start: $0, count: 1)) }
        }
    }

    /// Writes `format(_:)`'s text to `stream` without making a `String`: ``ShortestDecimal`` formats
    /// the bytes of `description` straight into an ``OutputFile``'s buffer, or into a stack buffer handed
    /// to any other stream as ASCII. Non-finite values keep the standard library's text (`inf`, `nan`).
    static func write(_ value: Double, to stream: inout some TextOutputStream) {
        if value == 0 {
            stream.write("0.0")
        } else if !value.isFinite {
            value.write(to: &stream)
        } else if let file = outputFile(stream) {
            file.appendASCII(maximumCount: ShortestDecimal.workspaceLength) { ShortestDecimal.write(value, to: $0) }
        } else {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ShortestDecimal.workspaceLength) { text in
                let count = ShortestDecimal.write(value, to: text.baseAddress!)
                stream._writeASCII(UnsafeBufferPointer(rebasing: text[..<count]))
            }
        }
    }

    /// Writes `value`'s decimal digits (`String(value)`'s text) to `stream` without making a `String`.
    static func write(_ value: Int, to stream: inout some TextOutputStream) {
        if value >= 0, value < 100_000_000, let file = outputFile(stream) {
            // Frame and sequence numbers: eight digit places at once, the leading zeros shifted out.
            let digits = ShortestDecimal.eightDigits(UInt32(truncatingIfNeeded: value))
            let leadingZeros = value == 0 ? 7 : digits.trailingZeroBitCount >> 3
            file.append((digits | 0x3030_3030_3030_3030) &>> UInt64(leadingZeros &* 8), count: 8 &- leadingZeros)
            return
        }
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
