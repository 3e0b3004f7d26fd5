import Foundation
import Testing
import ScrollSimTestSupport
import ScrollBenchCore

@Suite("ScrollBench --plot and --timeline")
struct BenchVisualOptionsTests {
    @Test("both spellings parse; neither is set by default")
    func parsing() throws {
        #expect(BenchOptions().plotDirectory == nil && BenchOptions().timelinePath == nil)
        let separate = try BenchOptions.parse(["--plot", "charts", "--timeline", "t.json"])
        #expect(separate.plotDirectory == "charts")
        #expect(separate.timelinePath == "t.json")
        let inline = try BenchOptions.parse(["--plot=charts", "--timeline=t.json"])
        #expect(inline == separate)
        #expect(throws: BenchOptions.UsageError.self) { try BenchOptions.parse(["--plot"]) }
    }

    static let executable: String? = BuiltExecutable.find("ScrollBench", override: "SCROLLBENCH_EXECUTABLE")

    @Test("a quick run writes a histogram per run, the scaling chart and a timeline",
          .enabled(if: executable != nil))
    func writesFiles() throws {
        let directory = try BuiltExecutable.temporaryDirectory("bench-plot")
        let charts = directory.appendingPathComponent("charts").path
        let timeline = directory.appendingPathComponent("t.json").path
        let output = try BuiltExecutable.run(try #require(Self.executable),
                                             ["--quick", "--filter", "list-drag", "--items", "1000,2000", "--frames", "20",
                                              "--plot", charts, "--timeline", timeline])
        #expect(output.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: charts).sorted()
        // The physics-floor reference runs with every filter, so it has its histogram too.
        #expect(files == ["list-drag-fling-1000.svg", "list-drag-fling-2000.svg", "physics-floor.svg", "scaling.svg"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: timeline))) as? [String: Any]
        let events = try #require(json?["traceEvents"] as? [[String: Any]])
        // 20 timed frames per repetition, 1 repetition (--quick): two list sizes and the physics floor, 60 slices.
        #expect(events.filter { $0["ph"] as? String == "X" }.count == 60)
    }
}
