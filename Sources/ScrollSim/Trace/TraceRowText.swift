/// Up to 40 bytes of a row's fixed text (a phase or callback name with the separators around it) held
/// in five words, so a ``TraceRowCursor`` writes it with five word stores instead of a copy of a
/// `StaticString`'s bytes. The words hold the bytes in memory order (the rest zeros).
struct TraceRowText: Sendable {
    /// The most bytes a text may have (five words).
    static let capacity = 40

    /// The bytes, in memory order.
    let words: (UInt64, UInt64, UInt64, UInt64, UInt64)
    /// How many of the bytes are the text.
    let count: Int

    /// `text`'s UTF-8 bytes; at most ``capacity`` of them.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        precondition(bytes.count <= Self.capacity, "a row text of \(bytes.count) bytes")
        var padded = [UInt8](repeating: 0, count: Self.capacity)
        padded.replaceSubrange(0..<bytes.count, with: bytes)
        words = padded.withUnsafeBytes { raw in
            (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
             raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self),
             raw.loadUnaligned(fromByteOffset: 32, as: UInt64.self))
        }
        count = bytes.count
    }

    /// Calls `body` with the text's bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeBytes(of: words) { raw in
            body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
        }
    }
}
