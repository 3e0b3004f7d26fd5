/// The text field a trace column wrote last (the `view` column: every row of a one-view trace names
/// the same view), so that the next row naming the same `String` copies four words instead of reading
/// the string's bytes and checking them for quoting bytes again. Only a field written as it is (at most
/// 32 bytes, no comma, quote or line break) is remembered. Kept in a ``TraceNumberMemo``'s storage,
/// which the files of a batch share.
///
/// A `String` is recognised by its two words (`unsafeBitCast` of the value): the same words are the
/// same bytes, because the memo keeps the string it remembered alive — a small string's words are its
/// bytes, and a larger one's name its storage, which cannot be freed, reused or changed in place while
/// the memo holds a reference to it.
struct TraceFieldMemo {
    /// The remembered string's two words; (0, 0), which no `String` has, while nothing is remembered.
    var words: (UInt64, UInt64) = (0, 0)
    /// The remembered string, held so that its storage stays alive and unchanged.
    var string: String = ""
    /// Its bytes in memory order, zeros after them (at most 32 bytes).
    var text: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// How many bytes it has.
    var count = 0

    /// The two words of `string`, by which the memo recognises it.
    @inline(__always)
    static func words(of string: String) -> (UInt64, UInt64) { unsafeBitCast(string, to: (UInt64, UInt64).self) }

    /// Remembers `string`, whose bytes (at most 32, none of them quoting) are `bytes`.
    mutating func remember(_ string: String, bytes: UnsafeBufferPointer<UInt8>) {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &words) { raw in
            if let base = bytes.baseAddress { raw.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
        }
        self.string = string
        self.words = Self.words(of: string)
        text = words
        count = bytes.count
    }
}
