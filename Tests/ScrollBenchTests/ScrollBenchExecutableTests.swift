import Foundation
import Testing
import ScrollSimTestSupport
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

    static let executable: String? = BuiltExecutable.find("ScrollBench", override: "SCROLLBENCH_EXECUTABLE")

    /// A per-test scratch directory (unique per call, not random).
    static func scratch(_ name: String) throws -> URL {
        try BuiltExecutable.temporaryDirectory("ScrollBenchTests-\(name)")
    }

    func run(_ arguments: [String]) throws -> Run {
        let executable = try #require(Self.executable, "ScrollBench not built")
        let output = try BuiltExecutable.run(executable, arguments)
        return Run(status: output.status, stdout: output.stdout, stderr: output.stderr)
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

    @Test("--compare against a baseline of 0.001 µs frames with zero thresholds exits 2; --json writes the report with the floor",
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
                              "--threshold-for", "single-view-throughput=0:0", "--json", jsonURL.path])
        #expect(result.status == 2)
        #expect(result.stdout.hasSuffix("2 regressions\n"))
        let written = try BenchReport(jsonData: Data(contentsOf: jsonURL))
        #expect(written.schema == "scrollbench-1")
        // The physics floor is measured in every run, filtered or not (the "× floor" reference).
        #expect(written.results.map(\.scenario) == ["physics-floor", "single-view-throughput"])
        #expect(written.results.allSatisfy { $0.frames == 5 })
        #expect(written.results.allSatisfy { $0.batchNanosecondsPerFrameRepetitions?.count == 1 })
        #expect(written.results.first?.floorRatio == 1)
        #expect(written.repetitions == 1)
    }
}
