import Foundation
import Testing
@testable import ScrollBenchCore
import ScrollSimTestSupport

/// The `--json` report: schema `scrollbench-1` as documented in Benchmarks/README.md, a lossless round
/// trip, `null` written for absent figures, and the scaling table.
@Suite("BenchReport JSON and scaling")
struct BenchReportTests {
    let sample = ReportFixtures.report([
        ReportFixtures.result("fling", items: nil, p50: 0.25, p99: 0.5),
        ReportFixtures.result("list", items: 1_000, p50: 1.5, p99: 3, allocations: 0),
        ReportFixtures.result("list", items: 1_000_000, p50: 1.8, p99: 4.5, allocations: 0.125),
    ])

    @Test("encode then decode gives the same report")
    func roundTrip() throws {
        let data = try sample.jsonData()
        let decoded = try BenchReport(jsonData: data)
        #expect(decoded == sample)
        #expect(try decoded.jsonData() == data)  // byte-stable: sorted keys
    }

    @Test("top-level and per-result keys are exactly the documented ones; absent figures are null")
    func keys() throws {
        let object = try #require(JSONSerialization.jsonObject(with: sample.jsonData()) as? [String: Any])
        #expect(Set(object.keys) == ["schema", "build", "platform", "processorCount", "refreshRateHz",
                                     "budgetMicroseconds", "repetitions", "quick", "mallocCounting",
                                     "clockOverheadNanoseconds", "harnessFloorNanoseconds", "results", "scaling",
                                     "interleavedFloorRatio"])
        #expect(object["schema"] as? String == "scrollbench-1")
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect(Set(results[0].keys) == [
            "scenario", "items", "frames", "p50Microseconds", "p90Microseconds", "p99Microseconds",
            "p999Microseconds", "maxMicroseconds", "meanMicroseconds", "p50MinRepetitionMicroseconds",
            "p50MaxRepetitionMicroseconds", "p99BudgetPercent", "framesOverBudget", "framesOverHalfBudget",
            "hitchTimeRatio", "hitchRating", "allocationsPerFrame", "framesWithAllocations", "gestures",
            "allocationsPerGesture", "simulatedFramesPerSecond", "timesRealTime",
            "p0Microseconds", "p25Microseconds", "p75Microseconds", "p100Microseconds", "batchNanosecondsPerFrame",
            "batchNanosecondsPerFrameRepetitions", "floorRatio", "sizeUnit", "thresholdPercent", "thresholdMicroseconds",
            "solverSharePercent", "cellsLaidOutPerFrame", "solverMicrosecondsPerCell", "coldSolvePercent",
        ])
        #expect(object["harnessFloorNanoseconds"] is NSNull)
        #expect(object["interleavedFloorRatio"] is NSNull)
        #expect(results[0]["batchNanosecondsPerFrame"] is NSNull)
        #expect(results[0]["items"] is NSNull)
        #expect(results[0]["allocationsPerFrame"] is NSNull)
        #expect(results[0]["allocationsPerGesture"] is NSNull)
        #expect(results[0]["hitchRating"] as? String == "good")
        #expect(results[2]["allocationsPerFrame"] as? Double == 0.125)
    }

    @Test("pretty-printed with sorted keys: budgetMicroseconds first, then the others in alphabetical order")
    func layout() throws {
        let text = String(decoding: try sample.jsonData(), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"budgetMicroseconds\" : "))
        let keyOrder = ["\"build\"", "\"clockOverheadNanoseconds\"", "\"mallocCounting\"", "\"platform\"",
                        "\"processorCount\"", "\"quick\"", "\"refreshRateHz\"", "\"repetitions\"", "\"results\""]
        let positions = keyOrder.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keyOrder.count)
        #expect(positions == positions.sorted())
    }

    @Test("decodes a hand-written scrollbench-1 file")
    func decodesHandWritten() throws {
        let json = """
        {"schema": "scrollbench-1", "build": "release", "platform": "linux-x86_64", "processorCount": 2,
         "refreshRateHz": 60, "budgetMicroseconds": 16666.667, "repetitions": 1, "quick": true,
         "mallocCounting": false, "clockOverheadNanoseconds": 20,
         "results": [{"scenario": "fling", "items": null, "frames": 10, "p50Microseconds": 1,
           "p90Microseconds": 2, "p99Microseconds": 3, "p999Microseconds": 4, "maxMicroseconds": 5,
           "meanMicroseconds": 1.5, "p50MinRepetitionMicroseconds": 1, "p50MaxRepetitionMicroseconds": 1,
           "p99BudgetPercent": 0.018, "framesOverBudget": 0, "framesOverHalfBudget": 0, "hitchTimeRatio": 0,
           "hitchRating": "warning", "allocationsPerFrame": null, "framesWithAllocations": null, "gestures": 0,
           "allocationsPerGesture": null, "simulatedFramesPerSecond": 666666.7, "timesRealTime": 11111.1}],
         "scaling": []}
        """
        let report = try BenchReport(jsonData: Data(json.utf8))
        #expect(report.refreshRateHz == 60)
        #expect(report.quick)
        #expect(!report.mallocCounting)
        #expect(report.results.count == 1)
        #expect(report.results[0].items == nil)
        #expect(report.results[0].p99Microseconds == 3)
        #expect(report.results[0].hitchRating == .warning)
        #expect(report.results[0].allocationsPerFrame == nil)
    }

    @Test("a file that is not a report fails to decode")
    func rejectsOtherJSON() {
        #expect(throws: (any Error).self) { try BenchReport(jsonData: Data("{\"schema\": \"x\"}".utf8)) }
        #expect(throws: (any Error).self) { try BenchReport(jsonData: Data("not json".utf8)) }
    }

    @Test("scaling: one entry per sized scenario, points by size, ratios largest/smallest")
    func scaling() throws {
        let results = [
            ReportFixtures.result("list", items: 10_000, p50: 2, p99: 8),
            ReportFixtures.result("fling", items: nil, p50: 1, p99: 1),
            ReportFixtures.result("grid", items: 1_000, p50: 3, p99: 3),
            ReportFixtures.result("list", items: 1_000, p50: 1.6, p99: 4),
            ReportFixtures.result("list", items: 1_000_000, p50: 2, p99: 5),
        ]
        let scaling = ScalingResult.scaling(of: results)
        #expect(scaling.count == 1)  // fling has no size, grid only one
        let list = try #require(scaling.first)
        #expect(list.scenario == "list")
        #expect(list.points.map(\.items) == [1_000, 10_000, 1_000_000])
        #expect(list.smallestItems == 1_000)
        #expect(list.largestItems == 1_000_000)
        #expect(isApproximatelyEqual(list.p50Ratio, 1.25, absoluteTolerance: 1e-15))  // 2 / 1.6
        #expect(list.p99Ratio == 1.25)              // 5 / 4
    }
}
