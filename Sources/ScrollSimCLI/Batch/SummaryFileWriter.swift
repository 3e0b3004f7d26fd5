import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the `--summary` file line by line as the batch goes (memory stays flat however long the
/// batch), into a temporary file next to it that is renamed into place at the end, as
/// ``AtomicFileWriter`` does: a reader never sees a half-written summary.
final class SummaryFileWriter {
    let path: String
    private let temporary: String
    private let handle: FileHandle
    private var buffer = ""

    init(path: String) throws(CommandError) {
        self.path = path
        let url = URL(fileURLWithPath: path)
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())").path
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary) else {
            throw CommandError(exitCode: .cannotCreate, message: "cannot write '\(path)': cannot create a file in its directory")
        }
        self.handle = handle
    }

    /// Appends one line (written out in chunks of about 64 KiB).
    func append(_ line: String) {
        buffer += line
        buffer += "\n"
        if buffer.utf8.count >= 65_536 { flush() }
    }

    private func flush() {
        handle.write(Data(buffer.utf8))
        buffer = ""
    }

    /// Writes the rest and renames the file into place.
    func commit() throws(CommandError) {
        flush()
        handle.closeFile()
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CommandError(exitCode: .cannotCreate, message: "cannot write '\(path)': \(reason)")
        }
    }

    /// Removes the temporary file (the batch failed before its end).
    func abandon() {
        handle.closeFile()
        unlink(temporary)
    }
}
