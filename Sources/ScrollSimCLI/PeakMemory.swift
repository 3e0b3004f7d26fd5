import Foundation

/// The process's peak resident memory, as Linux reports it.
enum PeakMemory {
    /// `VmHWM` of `/proc/self/status` in KiB: the high-water mark of this process image's resident set
    /// (it starts afresh at `exec`, so it measures `scrollsim` alone); `nil` where there is no such file.
    static func residentKiB() -> Int? {
        // A /proc file reports size 0: read it to its end through a handle.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return nil }
        defer { try? handle.close() }
        let status = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
            return fields.first.flatMap { Int($0) }
        }
        return nil
    }
}
