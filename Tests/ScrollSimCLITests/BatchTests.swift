import Foundation
import Testing
import ScrollSimTestSupport

/// `scrollsim run FILE|DIR ...` as a batch and `scrollsim sweep`: order, worker processes, shards, the
/// summary lines and the exit status. Expectations are hand-derived: the byte order of file names, the
/// shard formula ⌊I·M/N⌋, the row-major order of a sweep, and <doc:Physics#Deceleration>'s fling distance.
@Suite("Batch runs, shards and sweeps")
struct BatchTests {
    /// A directory holding copies of shipped scenarios under the given names.
    func batchDirectory(_ label: String, files: [(name: String, scenario: String)]) throws -> URL {
        let directory = try CLIRunner.makeTemporaryDirectory(label)
        for file in files {
            let source = CLIRunner.scenariosDirectory.appendingPathComponent(file.scenario)
            try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent(file.name))
        }
        return directory
    }

    func summaryLines(_ url: URL) throws -> [[String: Any]] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test("a directory runs its *.json in byte order of the names; --jobs 3 writes the same bytes as --jobs 1",
          .enabled(if: CLIRunner.executable != nil))
    func orderAndJobs() throws {
        // Byte order: "10" < "9" < "B" < "a" (digits, then upper case, then lower case).
        let directory = try batchDirectory("order", files: [
            ("a.json", "worked-example-a.json"), ("B.json", "worked-example-b.json"),
            ("9.json", "fling.json"), ("10.json", "worked-example-e.json"),
        ])
        try "not a scenario".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = directory.appendingPathComponent("one.jsonl"), three = directory.appendingPathComponent("three.jsonl")
        let first = try CLIRunner.run(["run", directory.path, "--summary", one.path, "--jobs", "1"])
        let second = try CLIRunner.run(["run", directory.path, "--summary", three.path, "--jobs", "3"])
        #expect(first.status == 0)
        #expect(second.status == 0)
        let files = try summaryLines(one).map { ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } }
        #expect(files == ["10.json", "9.json", "B.json", "a.json"])
        #expect(try Data(contentsOf: one) == Data(contentsOf: three))
        // stdout: one line per scenario in the same order, then the totals; identical but for the summary path.
        #expect(first.stdout.replacingOccurrences(of: one.path, with: "X") == second.stdout.replacingOccurrences(of: three.path, with: "X"))
        let lines = first.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix(directory.appendingPathComponent("10.json").path + ": ok ("))
        #expect(lines[4] == "4 scenarios: 4 ok, 0 failed")
    }

    @Test("shards 0/3, 1/3, 2/3 of 5 scenarios hold 1, 2, 2 of them; their summaries concatenated are the unsharded one",
          .enabled(if: CLIRunner.executable != nil))
    func shardsConcatenate() throws {
        let directory = try batchDirectory("shards", files: [
            ("s1.json", "worked-example-a.json"), ("s2.json", "worked-example-b.json"), ("s3.json", "worked-example-c.json"),
            ("s4.json", "worked-example-d.json"), ("s5.json", "worked-example-e.json"),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = directory.appendingPathComponent("whole.jsonl")
        #expect(try CLIRunner.run(["run", directory.path, "--summary", whole.path]).status == 0)
        var concatenated = Data()
        var sizes: [Int] = []
        for shard in 0..<3 {
            let part = directory.appendingPathComponent("part\(shard).jsonl")
            let result = try CLIRunner.run(["run", directory.path, "--shard", "\(shard)/3", "--jobs", "2", "--summary", part.path])
            #expect(result.status == 0)
            let data = try Data(contentsOf: part)
            sizes.append(data.split(separator: UInt8(ascii: "\n")).count)
            concatenated.append(data)
        }
        // ⌊0·5/3⌋ = 0, ⌊1·5/3⌋ = 1, ⌊2·5/3⌋ = 3, 5: slices of 1, 2 and 2.
        #expect(sizes == [1, 2, 2])
        #expect(concatenated == (try Data(contentsOf: whole)))
    }

    @Test("summary line of fling.json: documented fields; the fling travels 290 + 1492 pt (Physics, “Deceleration”) and stops ≈ 2.848 s after release",
          .enabled(if: CLIRunner.executable != nil))
    func summaryFields() throws {
        let directory = try batchDirectory("fields", files: [("fling.json", "fling.json")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let summary = directory.appendingPathComponent("s.jsonl")
        let result = try CLIRunner.run(["run", directory.appendingPathComponent("fling.json").path, "--summary", summary.path])
        #expect(result.status == 0)
        let line = try #require(try summaryLines(summary).first)
        #expect(Set(line.keys) == ["name", "file", "exitStatus", "frames", "simulatedTime", "scrollViews"])
        #expect(line["name"] as? String == "fling")
        #expect(line["exitStatus"] as? Int == 0)
        let frames = try #require(line["frames"] as? Int)
        // The last frame's time: frame k at k/120 s, frames 0 … frames − 1.
        #expect(line["simulatedTime"] as? Double == Double(frames - 1) / 120)
        let views = try #require(line["scrollViews"] as? [[String: Any]])
        #expect(views.count == 1)
        let view = views[0]
        #expect(Set(view.keys) == ["name", "finalOffset", "atRest", "restTime", "timeToRest", "largestOverscroll",
                                   "largestOverscrollEdge", "largestOverscrollTime", "callbacks"])
        #expect(view["name"] as? String == "list")
        #expect(view["atRest"] as? Bool == true)
        let offset = try #require(view["finalOffset"] as? [Double])
        // 300 pt drag minus the 10-pt slop = 290 at release; then v₀·f/(1 − f)·(1 − 0.01/v₀) with v₀ = 3 pt/ms,
        // f = 0.998: 1497 · (299/300) = 1492.01 pt.
        #expect(offset[0] == 0)
        #expect(isApproximatelyEqual(offset[1], 290 + 1497.0 * 299 / 300, absoluteTolerance: 1))
        // Stop when 3·0.998^τ < 0.01: τ = ln(1/300)/ln(0.998) = 2848.4 ms, seen within a frame or two.
        let timeToRest = try #require(view["timeToRest"] as? Double)
        #expect(isApproximatelyEqual(timeToRest, log(1.0 / 300) / log(0.998) / 1000, absoluteTolerance: 2.0 / 120))
        #expect(view["largestOverscroll"] as? Double == 0)
        #expect(view["largestOverscrollEdge"] is NSNull)
        let callbacks = try #require(view["callbacks"] as? [String: Int])
        #expect(callbacks["scrollViewWillBeginDragging"] == 1)
        #expect(callbacks["scrollViewWillEndDragging"] == 1)
        #expect(callbacks["scrollViewDidEndDecelerating"] == 1)
        #expect(callbacks["scrollViewDidScrollToTop"] == 0)
    }

    @Test("a bad scenario in the batch: its error line and summary line, the others complete, exit 65",
          .enabled(if: CLIRunner.executable != nil))
    func badScenarioExits65() throws {
        let directory = try batchDirectory("bad", files: [("a-fling.json", "fling.json"), ("c-paging.json", "paging.json")])
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"name": "broken", "gestures": []}"#.write(to: directory.appendingPathComponent("b-broken.json"),
                                                        atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out"), summary = directory.appendingPathComponent("s.jsonl")
        for jobs in ["1", "2"] {
            let result = try CLIRunner.run(["run", directory.path, "--out", out.path, "--frames", "--events",
                                            "--summary", summary.path, "--jobs", jobs])
            #expect(result.status == 65)
            let errors = result.stderr.split(separator: "\n")
            #expect(errors.count == 1)
            #expect(errors.first?.hasPrefix("scrollsim: error: \(directory.appendingPathComponent("b-broken.json").path): $: ") == true)
            let lines = try summaryLines(summary)
            #expect(lines.map { $0["exitStatus"] as? Int } == [0, 65, 0])
            #expect(lines[1]["name"] is NSNull)
            #expect((lines[1]["error"] as? String)?.contains("b-broken.json") == true)
            #expect(result.stdout.contains("3 scenarios: 2 ok, 1 failed\n"))
        }
        // The good scenarios' traces are complete: the same bytes as a single run writes.
        let single = directory.appendingPathComponent("single.csv")
        #expect(try CLIRunner.run(["run", directory.appendingPathComponent("a-fling.json").path, "--frames", single.path]).status == 0)
        #expect(try Data(contentsOf: out.appendingPathComponent("a-fling.frames.csv")) == Data(contentsOf: single))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("c-paging.events.csv").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("b-broken.frames.csv").path))
    }

    @Test("a sweep expands row-major (first axis slowest); moving the start 100 pt moves the rest 100 pt",
          .enabled(if: CLIRunner.executable != nil))
    func sweepOrder() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("sweep")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("spec.json")
        let scenario = CLIRunner.scenariosDirectory.appendingPathComponent("fling.json").path
        try """
        {"name": "grid", "scenarioFile": "\(scenario)",
         "axes": [{"path": "$.scrollView.contentOffset[1]", "values": [0, 100]},
                  {"path": "$.gestures[1].move.to[1]", "range": {"from": 300, "to": 100, "step": -100}}]}
        """.write(to: spec, atomically: true, encoding: .utf8)
        let summary = directory.appendingPathComponent("s.jsonl")
        let result = try CLIRunner.run(["sweep", spec.path, "--summary", summary.path, "--jobs", "2"])
        #expect(result.status == 0)
        let lines = try summaryLines(summary)
        #expect(lines.map { $0["point"] as? Int } == [0, 1, 2, 3, 4, 5])
        #expect(lines.map { $0["name"] as? String } == (0..<6).map { "grid-\($0)" })
        let pairs = lines.map { line -> [Double] in
            let parameters = line["parameters"] as? [String: Double] ?? [:]
            return [parameters["$.scrollView.contentOffset[1]"] ?? -1, parameters["$.gestures[1].move.to[1]"] ?? -1]
        }
        #expect(pairs == [[0, 300], [0, 200], [0, 100], [100, 300], [100, 200], [100, 100]])
        // Same gesture, start 100 pt further down, content far from the edges: the rest is 100 pt further.
        func restY(_ line: [String: Any]) -> Double? {
            ((line["scrollViews"] as? [[String: Any]])?.first?["finalOffset"] as? [Double])?[1]
        }
        for point in 0..<3 {
            let near = try #require(restY(lines[point])), far = try #require(restY(lines[point + 3]))
            #expect(far - near == 100)
        }
    }

    @Test("views.csv in a nested chain: each row is the ancestors' frame origins minus their offsets (100 − 30, then + 100 − 20)",
          .enabled(if: CLIRunner.executable != nil))
    func nestedViewRows() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("views")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("chain.json")
        try """
        {"name": "chain", "scrollView": {"name": "outer", "frame": [0, 0, 390, 844], "contentSize": [390, 5000],
          "contentOffset": [0, 30], "subviews": [
            {"scrollView": {"name": "middle", "frame": [0, 100, 390, 600], "contentSize": [390, 3000],
              "contentOffset": [0, 20], "subviews": [
                {"view": {"name": "leaf", "frame": [5, 100, 50, 50]}}]}}]},
         "gestures": [], "run": 0}
        """.write(to: scenario, atomically: true, encoding: .utf8)
        let views = directory.appendingPathComponent("v.csv")
        let result = try CLIRunner.run(["run", scenario.path, "--views", views.path])
        #expect(result.status == 0)
        let rows = try String(contentsOf: views, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(Array(rows) == [
            "0,0.0,outer,0.0,0.0,390.0,844.0,1.0,1.0,0.0",
            "0,0.0,middle,0.0,70.0,390.0,600.0,1.0,1.0,0.0",      // 0 + (100 − 30)
            "0,0.0,leaf,5.0,150.0,50.0,50.0,1.0,1.0,0.0",         // 70 + (100 − 20)
        ])
    }

    @Test("a sweep adds a missing optional key; a point the scenario rules reject fails alone (exit 65); a bad path is a 65 naming $.axes[0].path",
          .enabled(if: CLIRunner.executable != nil))
    func sweepErrors() throws {
        let directory = try CLIRunner.makeTemporaryDirectory("sweep-errors")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = CLIRunner.scenariosDirectory.appendingPathComponent("fling.json").path
        let spec = directory.appendingPathComponent("rates.json")
        // fling.json has no decelerationRate: the sweep adds it. 1.5 is outside (0, 1).
        try """
        {"name": "rates", "scenarioFile": "\(scenario)",
         "axes": [{"path": "$.scrollView.decelerationRate", "values": [0.99, 1.5, 0.998]}]}
        """.write(to: spec, atomically: true, encoding: .utf8)
        let summary = directory.appendingPathComponent("s.jsonl")
        let result = try CLIRunner.run(["sweep", spec.path, "--summary", summary.path])
        #expect(result.status == 65)
        let lines = try summaryLines(summary)
        #expect(lines.map { $0["exitStatus"] as? Int } == [0, 65, 0])
        #expect((lines[1]["error"] as? String)?.contains("rates.json#1: $.scrollView.decelerationRate") == true)
        // .fast stops sooner than .normal: 297·(299/300) pt against 1497·(299/300) pt after the release.
        func restY(_ line: [String: Any]) -> Double? {
            ((line["scrollViews"] as? [[String: Any]])?.first?["finalOffset"] as? [Double])?[1]
        }
        let fast = try #require(restY(lines[0])), normal = try #require(restY(lines[2]))
        #expect(isApproximatelyEqual(fast, 290 + 297.0 * 299 / 300, absoluteTolerance: 1))
        #expect(isApproximatelyEqual(normal, 290 + 1497.0 * 299 / 300, absoluteTolerance: 1))

        try """
        {"name": "bad", "scenarioFile": "\(scenario)", "axes": [{"path": "$.gestures[7].move.duration", "values": [0.1]}]}
        """.write(to: spec, atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["sweep", spec.path])
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix("scrollsim: error: \(spec.path): $.axes[0].path: $.gestures[7].move.duration does not name a number"))
        #expect(bad.stdout.isEmpty)
    }
}
