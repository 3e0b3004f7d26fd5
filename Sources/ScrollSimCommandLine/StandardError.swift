import Foundation

/// Writes to the standard error stream (unbuffered, as the bytes are given).
package enum StandardError {
    /// Writes `text` as UTF-8.
    package static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
