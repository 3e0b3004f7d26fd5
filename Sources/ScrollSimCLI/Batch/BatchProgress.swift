import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollSimCommandLine

/// The progress line of a long batch on a terminal: one line on stderr, rewritten in place
/// (`done/total`, scenarios per second, time left). Off when stderr is not a terminal, so logs and
/// pipes never see it. Wall-clock time is used for this line only; it never reaches any output file.
nonisolated final class BatchProgress {
    private let total: Int
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(total: Int, enabled: Bool = isatty(STDERR_FILENO) != 0) {
        self.total = total
        self.enabled = enabled && total > 1
    }

    /// Redraws the line (at most ten times a second, and always at the end).
    func update(done: Int) {
        guard enabled else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        StandardError.write("\r\u{1B}[K" + Self.line(done: done, total: total, elapsed: now.timeIntervalSince(start)))
        drawn = true
    }

    /// Clears the line.
    func finish() {
        if drawn { StandardError.write("\r\u{1B}[K") }
    }

    /// `done/total (percent), rate/s, ETA m:ss`.
    static func line(done: Int, total: Int, elapsed: Double) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let percent = total > 0 ? done * 100 / total : 100
        var text = "\(done)/\(total) scenarios (\(percent) %), " + NumberFormat.fixed(rate, decimals: 1) + "/s"
        if rate > 0, done < total {
            let left = Int((Double(total - done) / rate).rounded(.up))
            text += ", ETA \(left / 60):" + (left % 60 < 10 ? "0" : "") + "\(left % 60)"
        }
        return text
    }
}
