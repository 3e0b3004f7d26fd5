import Foundation
import Testing
@testable import ScrollBenchCore

/// The built `ScrollBench` executable's exit statuses: 64 on a usage error (with the usage on stderr),
/// 1 on an unreadable baseline, 2 when `--compare` finds a regression. Only the statuses and texts are
/// checked; the one run that measures uses 5 frames of the cheapest scenario and asserts no timing.
///
/// The executable is the debug build `swift test` makes next to the test bundle (or
/// `$SCROLLBENCH_EXECUTABLE`); the tests are skipped when it is not there.
@Suite("ScrollBench executable exit statuses")
struct ScrollBenchExecutableTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let executable: String? = {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["SCROLLBENCH_EXECUTABLE"] { candidates.append(override) }
        var selfPaths: [String] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            selfPaths.append(exe)
        }
        if let main = Bundle.main.executableURL?.path { selfPaths.append(main) }
        selfPaths.append(CommandLine.arguments[0])
        for path in selfPaths {
            var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            for _ in 0..<4 {  // inside an .xctest bundle on Darwin: <products>/X.xctest/Contents/MacOS/X
                candidates.append(directory.appendingPathComponent("ScrollBench").path)
                directory = directory.deletingLastPathComponent()
            }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// A per-test scratch directory (named after the test, not random).
    static func scratch(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ScrollBenchTests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func run(_ arguments: [String]) throws -> Run {
        let executable = try #require(Self.executable, "ScrollBench not built")
        let directory = try Self.scratch("capture-\(arguments.joined().hashValue & 0xFFFF)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                   stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    @Test("a bad value exits 64 with the message and the usage on stderr, nothing on stdout",
          .enabled(if: executable != nil))
    func usageError() throws {
        let result = try run(["--repetitions", "0"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("ScrollBench: --repetitions must be a positive integer, got '0'\nusage: "))
    }

    @Test("an unknown option and a filter matching nothing exit 64", .enabled(if: executable != nil))
    func otherUsageErrors() throws {
        #expect(try run(["--fast"]).status == 64)
        #expect(try run(["--filter", "no-such-scenario"]).status == 64)
    }

    @Test("--help prints the usage on stdout and exits 0", .enabled(if: executable != nil))
    func help() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout == BenchOptions.usage + "\n")
    }

    @Test("an unreadable --compare baseline exits 1 before measuring", .enabled(if: executable != nil))
    func unreadableBaseline() throws {
        let directory = try Self.scratch("unreadable")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run(["--compare", directory.appendingPathComponent("missing.json").path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("ScrollBench: cannot read the --compare baseline"))
    }

    @Test("--compare against a baseline of 0.001 µs frames with zero thresholds exits 2; --json writes the report",
          .enabled(if: executable != nil))
    func regressionExitsTwo() throws {
        let directory = try Self.scratch("regression")
        defer { try? FileManager.default.removeItem(at: directory) }
        // Every sample includes at least one clock reading (tens of ns), so 0.001 µs is always beaten.
        let baseline = ReportFixtures.report([
            ReportFixtures.result("single-view-throughput", items: nil, p50: 0.001, p99: 0.001),
        ])
        let baselineURL = directory.appendingPathComponent("base.json")
        try baseline.jsonData().write(to: baselineURL)
        let jsonURL = directory.appendingPathComponent("now.json")
        let result = try run(["--filter", "single-view-throughput", "--frames", "5", "--repetitions", "1",
                              "--compare", baselineURL.path, "--threshold", "0", "--threshold-abs", "0",
                              "--json", jsonURL.path])
        #expect(result.status == 2)
        #expect(result.stdout.hasSuffix("2 regressions\n"))
        let written = try BenchReport(jsonData: Data(contentsOf: jsonURL))
        #expect(written.schema == "scrollbench-1")
        #expect(written.results.map(\.scenario) == ["single-view-throughput"])
        #expect(written.results.first?.frames == 5)
        #expect(written.repetitions == 1)
    }
}
