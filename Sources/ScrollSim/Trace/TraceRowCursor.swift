/// A position in a buffer with room for the whole row (the caller reserves it: see
/// ``TraceCSV``'s `room` figures).
struct TraceRowCursor: TraceRowSink {
    /// Where the next byte goes.
    var position: UnsafeMutablePointer<UInt8>
    /// The texts of recently written reals (the file's ``TraceNumberMemo``).
    let memo: UnsafeMutablePointer<TraceNumberMemo.Storage>
    /// The phase and callback texts (the file's copy of ``TraceCSV/rowTexts``).
    let texts: UnsafePointer<TraceRowText>

    @inline(__always)
    mutating func write(_ value: Int) { position += TraceNumber.write(value, at: position) }

    /// Copies or counts up the frame number written last (``TraceIntegerMemo``).
    @inline(__always)
    mutating func write(frame value: Int) {
        position += TraceIntegerMemo.write(value, at: position, memo: &memo.pointee.frame)
    }

    /// Counts up the sequence number written last (``TraceIntegerMemo``).
    @inline(__always)
    mutating func write(sequence value: Int) {
        position += TraceIntegerMemo.write(value, at: position, memo: &memo.pointee.sequence)
    }

    @inline(__always)
    mutating func write(_ value: Double) {
        if value == 0 {
            position += TraceNumber.writeZero(at: position)
        } else {
            position += TraceNumberMemo.write(value, at: position, memo: memo)
        }
    }

    /// Formats the text without asking or filling the memo (the same bytes).
    @inline(__always)
    mutating func write(unrepeated value: Double) {
        position += TraceNumber.write(value, at: position)
    }

    @inline(__always)
    mutating func write(ascii byte: UInt8) {
        position.pointee = byte
        position += 1
    }

    @inline(__always)
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { copy($0) }
    }

    /// Stores all five words (the row's room covers them: see ``TraceCSV``'s `room` figures) and moves
    /// past the text.
    @inline(__always)
    mutating func write(_ text: TraceRowText) {
        let raw = UnsafeMutableRawPointer(position)
        raw.storeBytes(of: text.words.0, as: UInt64.self)
        raw.storeBytes(of: text.words.1, toByteOffset: 8, as: UInt64.self)
        raw.storeBytes(of: text.words.2, toByteOffset: 16, as: UInt64.self)
        raw.storeBytes(of: text.words.3, toByteOffset: 24, as: UInt64.self)
        raw.storeBytes(of: text.words.4, toByteOffset: 32, as: UInt64.self)
        position += text.count
    }

    @inline(__always)
    mutating func write(phaseText phase: ScrollPhase) { write(texts[TraceCSV.index(of: phase)]) }

    @inline(__always)
    mutating func write(callbackText callback: ScrollViewCallback) {
        write(texts[TraceCSV.firstCallbackText &+ TraceCSV.index(of: callback)])
    }

    /// The view name the row before wrote (``TraceFieldMemo``) is copied as four words; another short
    /// name without a comma, quote or line-break byte is copied as it is, checked a word at a time, and
    /// remembered; anything else takes ``TraceCSV/field(_:)``'s judgement.
    @inline(__always)
    mutating func write(field text: String) {
        let remembered = UnsafeMutableRawPointer(memo) + MemoryLayout<TraceNumberMemo.Storage>.offset(of: \.view)!
        let field = remembered.assumingMemoryBound(to: TraceFieldMemo.self)
        let words = TraceFieldMemo.words(of: text)
        if field.pointee.words == words {
            let raw = UnsafeMutableRawPointer(position)
            raw.storeBytes(of: field.pointee.text.0, as: UInt64.self)
            raw.storeBytes(of: field.pointee.text.1, toByteOffset: 8, as: UInt64.self)
            raw.storeBytes(of: field.pointee.text.2, toByteOffset: 16, as: UInt64.self)
            raw.storeBytes(of: field.pointee.text.3, toByteOffset: 24, as: UInt64.self)
            position += field.pointee.count
            return
        }
        writeUnremembered(field: text, memo: field)
    }

    @inline(never)
    private mutating func writeUnremembered(field text: String, memo field: UnsafeMutablePointer<TraceFieldMemo>) {
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count <= 32, !Self.hasQuotingByte(bytes) else { return false }
            copy(bytes)
            field.pointee.remember(text, bytes: bytes)
            return true
        } ?? false
        if !copied { writeQuotedIfNeeded(text) }
    }

    @inline(never)
    private mutating func writeQuotedIfNeeded(_ text: String) {
        var quoted = TraceCSV.needsQuotes(text) ? TraceCSV.field(text) : text
        quoted.withUTF8 { copy($0) }
    }

    /// Whether `bytes` holds a comma, quote, line feed or carriage return byte: eight bytes at a time.
    /// All four are below `-` (0x2D), so a word none of whose bytes is below it (a byte `x` of `v` is
    /// below `n` ≤ 128 somewhere exactly when `(v − n·0x01…01) & ~v & 0x80…80` is not zero) has none;
    /// otherwise each is looked for (a byte of `x` equals `b` where `x ^ b·0x01…01` has a zero byte, and
    /// `v` has a zero byte exactly when `(v − 0x01…01) & ~v & 0x80…80` is not zero). A text of 4 to 7
    /// bytes (a typical view name) is checked as one word made of its first and last four bytes.
    @inline(__always)
    static func hasQuotingByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        @inline(__always) func hasQuotingByte(_ word: UInt64) -> Bool {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            guard (word &- ones &* 0x2D) & ~word & highs != 0 else { return false }
            @inline(__always) func hasZeroByte(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
            return hasZeroByte(word ^ (ones &* 0x2C)) || hasZeroByte(word ^ (ones &* 0x22))
                || hasZeroByte(word ^ (ones &* 0x0A)) || hasZeroByte(word ^ (ones &* 0x0D))
        }
        let count = bytes.count
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        guard count >= 8 else {
            if count >= 4 {
                let head = UInt64(raw.loadUnaligned(as: UInt32.self))
                let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
                return hasQuotingByte(head | tail << 32)
            }
            for byte in bytes where byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D { return true }
            return false
        }
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
