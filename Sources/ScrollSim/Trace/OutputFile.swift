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
    public private(set) var byteCount = 0
    /// The first write error, as `strerror` text, if any.
    public private(set) var failure: String?

    /// The size of the reused buffer, bytes.
    static let bufferSize = 1 << 16

    private var descriptor: Int32
    private var buffer: [UInt8] = []

    init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit { close() }

    /// Appends `string`'s UTF-8 bytes.
    public func write(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Appends bytes.
    public func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        byteCount += bytes.count
        if buffer.count + bytes.count > Self.bufferSize { flush() }
        if bytes.count >= Self.bufferSize {
            writeOut(UnsafeRawBufferPointer(bytes))
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Writes the buffer out (it is kept, emptied, for the next rows).
    public func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { writeOut($0) }
        buffer.removeAll(keepingCapacity: true)
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
