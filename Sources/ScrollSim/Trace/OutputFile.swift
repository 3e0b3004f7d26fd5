#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One output file being written as a run goes: text is appended to a reused 64 KiB byte buffer that
/// is written to the file whenever it fills, so a trace of any length costs the same memory.
///
/// Made by an ``OutputFileBatch``, which decides where the bytes go (a temporary file renamed into place
/// at ``OutputFileBatch/commit()``, or a character device written in place). It is a
/// `TextOutputStream`, so `print(..., to: &file)` and ``TraceCSV``'s row writers work on it. A write
/// error is kept (``failure``) and stops further writing; the batch reports it at commit.
public final class OutputFile: TextOutputStream {
    /// The path as the caller gave it (for messages).
    public let path: String
    /// The bytes written so far, buffer included.
    public var byteCount: Int { counters.pointee.byteCount }
    /// The first write error, as `strerror` text, if any.
    public private(set) var failure: String?

    /// The size of the reused buffer, bytes.
    static let bufferSize = 1 << 16

    private var descriptor: Int32
    /// The reused buffer: ``bufferSize`` bytes allocated once, the first `counters.buffered` of them
    /// pending.
    private let buffer: UnsafeMutablePointer<UInt8>
    /// The counters every append updates, behind a constant pointer: a stored `var` of a class would
    /// cost a dynamic exclusivity check per access (see `View`'s "Storage and exclusivity"), several per
    /// row here.
    private let counters: UnsafeMutablePointer<Counters>

    private struct Counters {
        var buffered = 0
        var byteCount = 0
        /// The storage of ``memo``, read once per row.
        var memo: UnsafeMutablePointer<TraceNumberMemo.Storage>
        /// This file's copy of ``TraceCSV/rowTexts``, read once per row.
        let rowTexts: UnsafeMutablePointer<TraceRowText>
    }

    /// The texts of the reals this file's rows wrote last, maybe shared with other files (see
    /// ``sharesNumberMemo(with:)``).
    private var memo: TraceNumberMemo

    /// `memo`: the memo of the other files of the same batch (a new one when not given).
    init(path: String, descriptor: Int32, memo: TraceNumberMemo = TraceNumberMemo()) {
        self.path = path
        self.descriptor = descriptor
        self.memo = memo
        buffer = .allocate(capacity: Self.bufferSize)
        counters = .allocate(capacity: 1)
        let texts = TraceCSV.rowTexts
        let rowTexts = UnsafeMutablePointer<TraceRowText>.allocate(capacity: texts.count)
        rowTexts.initialize(from: texts, count: texts.count)
        counters.initialize(to: Counters(memo: memo.storage, rowTexts: rowTexts))
    }

    /// Makes this file's trace rows use `other`'s memo of recently written numbers, as the files of one
    /// ``OutputFileBatch`` do: an `events.csv` row then copies the time and offset texts that the
    /// `frames.csv` row just before it formatted. Bytes are the same either way; both files must be
    /// written from the same thread. For the benchmark, which opens its two files in two batches.
    package func sharesNumberMemo(with other: OutputFile) {
        memo = other.memo
        counters.pointee.memo = other.memo.storage
    }

    /// The storage of the memo of recently written numbers that this file's trace rows use.
    var numberMemo: UnsafeMutablePointer<TraceNumberMemo.Storage> { counters.pointee.memo }

    /// The phase and callback texts of this file's trace rows (a copy of ``TraceCSV/rowTexts``).
    var rowTexts: UnsafePointer<TraceRowText> { UnsafePointer(counters.pointee.rowTexts) }

    deinit {
        close()
        buffer.deallocate()
        counters.pointee.rowTexts.deallocate()
        counters.deinitialize(count: 1)
        counters.deallocate()
    }

    /// Appends `string`'s UTF-8 bytes.
    public func write(_ string: String) {
        // Native strings (literals, small strings, the engine's own) have contiguous UTF-8: no copy.
        if string.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var string = string
            string.withUTF8 { append($0) }
        }
    }

    /// Appends ASCII bytes: the `TextOutputStream` entry point through which the standard library's
    /// `Double.write(to:)` hands over its digits without making a `String`.
    public func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        append(buffer)
    }

    /// Appends bytes.
    public func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        counters.pointee.byteCount += count
        if counters.pointee.buffered + count > Self.bufferSize { flush() }
        if count >= Self.bufferSize {
            writeOut(UnsafeRawBufferPointer(bytes))
        } else if let base = bytes.baseAddress {
            let buffered = counters.pointee.buffered
            if count <= 32 {
                Self.copy(count, from: UnsafeRawPointer(base), to: UnsafeMutableRawPointer(buffer + buffered))
            } else {
                (buffer + buffered).update(from: base, count: count)
            }
            counters.pointee.buffered = buffered + count
        }
    }

    /// Appends one byte (a separator).
    @inline(__always)
    func append(_ byte: UInt8) {
        if counters.pointee.buffered == Self.bufferSize { flush() }
        let buffered = counters.pointee.buffered
        buffer[buffered] = byte
        counters.pointee.buffered = buffered + 1
        counters.pointee.byteCount += 1
    }

    /// Appends the first `count` (≤ 8) bytes of `word` (little-endian).
    @inline(__always)
    func append(_ word: UInt64, count: Int) {
        if counters.pointee.buffered + 8 > Self.bufferSize { flush() }
        let buffered = counters.pointee.buffered
        UnsafeMutableRawPointer(buffer + buffered).storeBytes(of: word.littleEndian, as: UInt64.self)
        counters.pointee.buffered = buffered + count
        counters.pointee.byteCount += count
    }

    /// Copies `count` bytes between regions that do not overlap: up to 32 as two overlapping runs of
    /// words of the widest size that fits (the rows' fields and names are short; a `memcpy` call costs
    /// more than the copy), longer ones with `memcpy`.
    @inline(__always)
    static func copy(_ count: Int, from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        if count > 32 {
            target.copyMemory(from: source, byteCount: count)
        } else if count > 16 {
            let head0 = source.loadUnaligned(as: UInt64.self)
            let head1 = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let tail0 = source.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
            let tail1 = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head0, as: UInt64.self)
            target.storeBytes(of: head1, toByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: tail0, toByteOffset: count - 16, as: UInt64.self)
            target.storeBytes(of: tail1, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 8 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            for index in 0..<count {
                target.storeBytes(of: source.load(fromByteOffset: index, as: UInt8.self), toByteOffset: index, as: UInt8.self)
            }
        }
    }

    /// Appends the ASCII text that `body` writes at the pointer it is given (room for `maximumCount`
    /// bytes) and counts (its return value), straight into the buffer.
    @inline(__always)
    func appendASCII(maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if counters.pointee.buffered + maximumCount > Self.bufferSize { flush() }
        let buffered = counters.pointee.buffered
        let count = body(buffer + buffered)
        counters.pointee.buffered = buffered &+ count   // at most bufferSize: no overflow
        counters.pointee.byteCount &+= count
    }

    /// Writes the buffer out (it is kept, emptied, for the next rows).
    public func flush() {
        let buffered = counters.pointee.buffered
        guard buffered > 0 else { return }
        writeOut(UnsafeRawBufferPointer(start: buffer, count: buffered))
        counters.pointee.buffered = 0
    }

    /// Flushes and closes the descriptor (idempotent).
    func close() {
        guard descriptor >= 0 else { return }
        flush()
        if systemClose(descriptor) != 0, failure == nil { failure = Self.errorText() }
        descriptor = -1
    }

    private func writeOut(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, descriptor >= 0, var base = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, base, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                failure = Self.errorText()
                return
            }
            remaining -= written
            base += written
        }
    }

    static func errorText() -> String { String(cString: strerror(errno)) }
}

// The C calls under names that do not collide with the methods above.
@inline(__always) private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
@inline(__always) private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
