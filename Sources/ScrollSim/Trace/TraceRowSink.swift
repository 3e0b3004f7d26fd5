/// Where ``TraceCSV``'s row writers put a row's text. Each row is defined once, generic over its sink,
/// and compiled twice: for a ``TraceRowCursor`` straight into an ``OutputFile``'s buffer (room for the
/// whole row reserved once: no per-field capacity checks, counters or calls), and for any
/// `TextOutputStream` through a ``TraceStreamSink``. Both write the same bytes.
protocol TraceRowSink {
    /// Writes an integer in decimal.
    mutating func write(_ value: Int)
    /// Writes a real in shortest round-trip form (``TraceNumber``).
    mutating func write(_ value: Double)
    /// Writes one ASCII byte.
    mutating func write(ascii byte: UInt8)
    /// Writes static text.
    mutating func write(_ text: StaticString)
    /// Writes a CSV field, quoted when it needs to be (``TraceCSV/field(_:)``).
    mutating func write(field text: String)
}

/// A position in a buffer with room for the whole row (the caller reserves it: see
/// ``TraceCSV``'s `room` figures).
struct TraceRowCursor: TraceRowSink {
    /// Where the next byte goes.
    var position: UnsafeMutablePointer<UInt8>

    @inline(__always)
    mutating func write(_ value: Int) { position += TraceNumber.write(value, at: position) }

    @inline(__always)
    mutating func write(_ value: Double) { position += TraceNumber.write(value, at: position) }

    @inline(__always)
    mutating func write(ascii byte: UInt8) {
        position.pointee = byte
        position += 1
    }

    @inline(__always)
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { copy($0) }
    }

    @inline(__always)
    mutating func write(field text: String) {
        // A short name without a comma, quote or line-break byte (every row's usual case) is copied as
        // it is, checked a word at a time; anything else takes ``TraceCSV/field(_:)``'s judgement.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count <= 32, !Self.hasQuotingByte(bytes) else { return false }
            copy(bytes)
            return true
        } ?? false
        if !copied { writeQuotedIfNeeded(text) }
    }

    @inline(never)
    private mutating func writeQuotedIfNeeded(_ text: String) {
        var quoted = TraceCSV.needsQuotes(text) ? TraceCSV.field(text) : text
        quoted.withUTF8 { copy($0) }
    }

    /// Whether `bytes` holds a comma, quote, line feed or carriage return byte: eight bytes at a time
    /// (a byte of `x` equals `b` where `x ^ b·0x01…01` has a zero byte, and `v` has a zero byte exactly
    /// when `(v − 0x01…01) & ~v & 0x80…80` is not zero).
    @inline(__always)
    static func hasQuotingByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 8, let base = bytes.baseAddress else {
            for byte in bytes where byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D { return true }
            return false
        }
        @inline(__always) func hasQuotingByte(_ word: UInt64) -> Bool {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            @inline(__always) func hasZeroByte(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
            return hasZeroByte(word ^ (ones &* 0x2C)) || hasZeroByte(word ^ (ones &* 0x22))
                || hasZeroByte(word ^ (ones &* 0x0A)) || hasZeroByte(word ^ (ones &* 0x0D))
        }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= count {
            if hasQuotingByte(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
            offset += 8
        }
        // The last, partial word: the last eight bytes (overlapping bytes already checked).
        return offset < count && hasQuotingByte(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    }

    @inline(__always)
    private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        OutputFile.copy(bytes.count, from: UnsafeRawPointer(base), to: UnsafeMutableRawPointer(position))
        position += bytes.count
    }
}

/// Any `TextOutputStream` (a `String`, or an ``OutputFile`` reached through generic code), by address:
/// valid only inside the `withUnsafeMutablePointer(to:)` that made it.
struct TraceStreamSink<Stream: TextOutputStream>: TraceRowSink {
    /// The stream.
    let stream: UnsafeMutablePointer<Stream>

    func write(_ value: Int) { TraceNumber.write(value, to: &stream.pointee) }

    func write(_ value: Double) { TraceNumber.write(value, to: &stream.pointee) }

    func write(ascii byte: UInt8) { TraceNumber.write(ascii: byte, to: &stream.pointee) }

    func write(_ text: StaticString) { text.withUTF8Buffer { stream.pointee._writeASCII($0) } }

    func write(field text: String) { TraceCSV.writeField(text, to: &stream.pointee) }
}
