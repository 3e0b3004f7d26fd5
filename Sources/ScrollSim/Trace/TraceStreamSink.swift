/// Any `TextOutputStream` (a `String`, or an ``OutputFile`` reached through generic code), by address:
/// valid only inside the `withUnsafeMutablePointer(to:)` that made it.
struct TraceStreamSink<Stream: TextOutputStream>: TraceRowSink {
    /// The stream.
    let stream: UnsafeMutablePointer<Stream>

    func write(_ value: Int) { TraceNumber.write(value, to: &stream.pointee) }

    func write(_ value: Double) { TraceNumber.write(value, to: &stream.pointee) }

    func write(ascii byte: UInt8) { TraceNumber.write(ascii: byte, to: &stream.pointee) }

    func write(_ text: StaticString) { text.withUTF8Buffer { stream.pointee._writeASCII($0) } }

    func write(_ text: TraceRowText) { text.withBytes { stream.pointee._writeASCII($0) } }

    func write(field text: String) { TraceCSV.writeField(text, to: &stream.pointee) }
}
