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
        let quoted = TraceCSV.needsQuotes(text) ? TraceCSV.field(text) : text
        if quoted.utf8.withContiguousStorageIfAvailable({ copy($0) }) == nil {
            var quoted = quoted
            quoted.withUTF8 { copy($0) }
        }
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
