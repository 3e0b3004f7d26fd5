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

    /// The bytes ``write(_:at:)-(Double,_)`` and ``write(_:at:)-(Int,_)`` may overwrite from their start
    /// (the text is shorter: at most 24 bytes for a real, 20 for an integer).
    static let workspaceLength = ShortestDecimal.workspaceLength

    /// Writes one ASCII byte (a separator) to `stream`.
    @inline(__always)
    static func write(ascii byte: UInt8, to stream: inout some TextOutputStream) {
        withUnsafePointer(to: byte) { stream._writeASCII(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Writes `format(_:)`'s text to `stream` without making a `String` (through a stack buffer).
    static func write(_ value: Double, to stream: inout some TextOutputStream) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: workspaceLength) { text in
            let count = write(value, at: text.baseAddress!)
            stream._writeASCII(UnsafeBufferPointer(rebasing: text[..<count]))
        }
    }

    /// Writes `value`'s decimal digits (`String(value)`'s text) to `stream` without making a `String`.
    static func write(_ value: Int, to stream: inout some TextOutputStream) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: workspaceLength) { text in
            let count = write(value, at: text.baseAddress!)
            stream._writeASCII(UnsafeBufferPointer(rebasing: text[..<count]))
        }
    }

    /// Writes `format(_:)`'s text at `start` (``workspaceLength`` writable bytes) and returns its length:
    /// ``ShortestDecimal``'s bytes of `description` for finite values, `0.0` for both zeros, and the
    /// standard library's text for non-finite values (`inf`, `-inf`, `nan`, a NaN's payload as
    /// `-nan(0x1)`: at most 22 bytes).
    @inline(__always)
    static func write(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
        if value == 0 { return writeZero(at: start) }
        return writeNonzero(value, at: start)
    }

    /// Writes `0.0` at `start` (and a fourth byte that the next write overwrites, in one store).
    @inline(__always)
    static func writeZero(at start: UnsafeMutablePointer<UInt8>) -> Int {
        UnsafeMutableRawPointer(start).storeBytes(of: UInt32(0x0030_2E30).littleEndian, as: UInt32.self)
        return 3
    }

    /// ``write(_:at:)-(Double,_)`` for a `value` that is not zero.
    @inline(__always)
    static func writeNonzero(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else { return writeNonFinite(value, at: start) }
        return ShortestDecimal.write(value, to: start)
    }

    private static func writeNonFinite(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
        var text = ""
        value.write(to: &text)
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            let count = min(bytes.count, maximumNonFiniteLength)
            start.update(from: bytes.baseAddress!, count: count)
            return count
        } ?? 0
    }

    /// The longest text of a non-finite `Double` (`-snan(0x` and 13 hexadecimal digits and `)`).
    private static let maximumNonFiniteLength = 22

    /// Writes `value`'s decimal digits at `start` (``workspaceLength`` writable bytes) and returns their
    /// count.
    @inline(__always)
    static func write(_ value: Int, at start: UnsafeMutablePointer<UInt8>) -> Int {
        if value >= 0, value < 100_000_000 {
            // Frame and sequence numbers: eight digit places at once, the leading zeros shifted out.
            let digits = ShortestDecimal.eightDigits(UInt32(truncatingIfNeeded: value))
            let leadingZeros = value == 0 ? 7 : digits.trailingZeroBitCount >> 3
            let text = (digits | 0x3030_3030_3030_3030) &>> UInt64(leadingZeros &* 8)
            UnsafeMutableRawPointer(start).storeBytes(of: text.littleEndian, as: UInt64.self)
            return 8 &- leadingZeros
        }
        // 19 digits and a sign hold every Int64: written backwards from byte 20.
        var magnitude = value.magnitude
        var position = 20
        repeat {
            position -= 1
            start[position] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 48
            magnitude /= 10
        } while magnitude != 0
        if value < 0 {
            position -= 1
            start[position] = UInt8(ascii: "-")
        }
        let count = 20 - position
        for index in 0..<count { start[index] = start[position + index] }   // forwards: the source is later
        return count
    }
}
