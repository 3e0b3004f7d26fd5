import Foundation
import Testing

/// A resource test: a 10⁶-frame run without traces must keep the `scrollsim` process's peak resident
/// memory under 64 MiB (it grew by about 80–190 bytes per frame when every frame was kept in memory).
///
/// How it is measured: the built `scrollsim` binary runs the soak scenario as a child process with
/// `--peak-memory`, which prints `VmHWM` from its own `/proc/self/status` at the end: the high-water mark
/// of the `scrollsim` image alone (a process image's memory accounting starts afresh at `exec`; the
/// `ru_maxrss` of `wait4` would not do: on Linux it also counts the memory of the test process that
/// spawned it). Linux only; elsewhere the test prints why it skips.
@Suite("Resources: a long run without traces")
struct SoakTests {
    /// 1000 Hz; 50 flings at 3000 pt/s, alternately up and down, one every 10 s (120 Hz digitiser: 1200
    /// ticks per cycle, exactly 10 s), then 500 s more: 500 000 + 500 000 frames.
    static let scenario = """
    {"name": "soak", "refreshRate": 1000,
     "scrollView": {"frame": [0, 0, 390, 844], "contentSize": [390, 100000], "contentOffset": [0, 50000]},
     "gestures": [\((0..<50).map { i in
        let (from, to) = i % 2 == 0 ? (700, 400) : (400, 700)
        return #"{"down": {"at": [200, \#(from)]}}, {"move": {"to": [200, \#(to)], "duration": 0.1}}, {"up": {}}, {"wait": {"duration": 9.9}}"#
     }.joined(separator: ", "))],
     "run": 500}
    """

    static let peakLimitKiB = 64 * 1024

    @Test func aMillionFramesWithoutTracesStayUnder64MiB() throws {
        #if os(Linux)
        let directory = try CLIRunner.makeTemporaryDirectory("soak")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("soak.json")
        try Data(Self.scenario.utf8).write(to: file)
        let started = Date()
        let result = try CLIRunner.run(["run", file.path, "--peak-memory"], in: directory)
        let seconds = Date().timeIntervalSince(started)
        #expect(result.status == 0, "\(result.stderr)")
        let summary = result.stdout
        let framesLine = summary.split(separator: "\n").first { $0.hasPrefix("frames simulated") } ?? ""
        let frames = Int(framesLine.split(separator: " ").dropFirst(2).first ?? "") ?? 0
        let peakLine = summary.split(separator: "\n").first { $0.hasPrefix("peak memory") } ?? ""
        let peakKiB = Int(peakLine.split(separator: " ").dropFirst(2).first ?? "") ?? 0
        print("soak: \(frames) frames in \(String(format: "%.2f", seconds)) s (wall clock, not asserted), "
              + "peak resident memory \(peakKiB) KiB (limit \(Self.peakLimitKiB) KiB)")
        #expect(frames >= 1_000_000, "\(framesLine)")
        let drags = summary.split(separator: "\n").first { $0.contains("scrollViewWillBeginDragging") }
        #expect(drags?.hasSuffix(" 50") == true, "\(summary)")
        #expect(peakKiB > 0 && peakKiB < Self.peakLimitKiB, "peak \(peakKiB) KiB")
        #else
        print("aMillionFramesWithoutTracesStayUnder64MiB: skipped: the peak is VmHWM of /proc/self/status, which only Linux has")
        #endif
    }
}
