import Testing
@testable import ScrollBenchCore

/// package-benchmark's percentile set (p0, p25, p50, p75, p90, p99, p100) by nearest rank, the batch-timed
/// figure and the engine/floor ratio, per-scenario `--compare` thresholds and `--threshold-for`. Every
/// expected value is worked out by hand from the rank rule ⌈p·n/100⌉ or from the stated arithmetic.
@Suite("Percentile set, batch timing, floor ratio and per-scenario thresholds")
struct BenchmarkSetTests {
    @Test("p0 and p100 are the extremes; p25 of 1…100 is rank 25, p75 rank 75")
    func packageBenchmarkPercentiles() {
        // 1…100 reversed: sorting is exercised.
        let statistics = FrameStatistics(samples: (1...100).reversed().map(UInt64.init), budget: 1e15)
        #expect(statistics.p0 == 1)
        #expect(statistics.p25 == 25)
        #expect(statistics.p50 == 50)
        #expect(statistics.p75 == 75)
        #expect(statistics.p90 == 90)
        #expect(statistics.p99 == 99)
        #expect(statistics.max == 100)
    }

    @Test("ten samples: p25 is rank ⌈2.5⌉ = 3, p75 rank ⌈7.5⌉ = 8")
    func tenSamples() {
        let statistics = FrameStatistics(samples: [100, 90, 80, 70, 60, 50, 40, 30, 20, 10], budget: 1e15)
        #expect(statistics.p0 == 10)
        #expect(statistics.p25 == 30)
        #expect(statistics.p75 == 80)
    }

    @Test("a result carries p0…p100 in µs and the median of the batch repetitions (lower middle for even counts)")
    func resultFigures() throws {
        let statistics = FrameStatistics(samples: [1_000, 2_000, 3_000, 4_000], budget: 1e15)
        let odd = ScenarioResult(scenario: "s", items: nil, statistics: statistics, refreshRate: 120,
                                 p50RepetitionRange: (2_000, 2_000), simulatedFramesPerSecond: 1, gestures: 0,
                                 allocations: nil, batchNanosecondsPerFrame: [300, 100, 200])
        #expect(odd.p0Microseconds == 1)
        #expect(odd.p25Microseconds == 1)      // rank ⌈1⌉ = 1
        #expect(odd.p75Microseconds == 3)      // rank ⌈3⌉ = 3
        #expect(odd.p100Microseconds == 4)
        #expect(odd.batchNanosecondsPerFrame == 200)
        #expect(odd.batchNanosecondsPerFrameRepetitions == [300, 100, 200])
        let even = ScenarioResult(scenario: "s", items: nil, statistics: statistics, refreshRate: 120,
                                  p50RepetitionRange: (2_000, 2_000), simulatedFramesPerSecond: 1, gestures: 0,
                                  allocations: nil, batchNanosecondsPerFrame: [40, 10, 30, 20])
        #expect(even.batchNanosecondsPerFrame == 20)
        let none = ScenarioResult(scenario: "s", items: nil, statistics: statistics, refreshRate: 120,
                                  p50RepetitionRange: (2_000, 2_000), simulatedFramesPerSecond: 1, gestures: 0,
                                  allocations: nil)
        #expect(none.batchNanosecondsPerFrame == nil)
    }

    @Test("floor ratio: 180 ns ÷ 36 ns = 5; null without the floor or without a batch figure")
    func floorRatio() {
        var floor = ReportFixtures.result("physics-floor", items: nil, p50: 0.05, p99: 0.1)
        floor.batchNanosecondsPerFrame = 36
        var fling = ReportFixtures.result("fling", items: nil, p50: 0.2, p99: 0.3)
        fling.batchNanosecondsPerFrame = 180
        let unbatched = ReportFixtures.result("list", items: 1_000, p50: 2, p99: 3)
        var results = [floor, fling, unbatched]
        BenchReport.applyFloorRatios(to: &results)
        #expect(results.map(\.floorRatio) == [1, 5, nil])
        var withoutFloor = [fling]
        BenchReport.applyFloorRatios(to: &withoutFloor)
        #expect(withoutFloor[0].floorRatio == nil)
        let line = ReportTable.floorLine(ReportFixtures.report(results))
        #expect(line?.hasPrefix("engine/floor: fling 180.0 ns/frame ÷ physics-floor 36.0 ns/frame = 5.00× (batch-timed); "
                                + "p50 0.200 ÷ 0.050 µs = 4.00×") == true)
    }

    @Test("interleaved pairs: median of the pair ratios (odd and even counts), extremes, and the line under the table")
    func interleavedFloorRatio() throws {
        let odd = InterleavedFloorRatio(ratios: [4.5, 3.0, 6.0, 3.5, 4.0])
        #expect(odd.median == 4.0)  // sorted 3.0 3.5 4.0 4.5 6.0
        #expect(odd.minimum == 3.0)
        #expect(odd.maximum == 6.0)
        let even = InterleavedFloorRatio(ratios: [5.0, 3.0, 4.0, 3.5])
        #expect(even.median == 3.75)  // (3.5 + 4.0) / 2
        var fling = ReportFixtures.result("fling", items: nil, p50: 0.2, p99: 0.4)
        fling.batchNanosecondsPerFrame = 180
        var floor = ReportFixtures.result("physics-floor", items: nil, p50: 0.05, p99: 0.06)
        floor.batchNanosecondsPerFrame = 36
        var report = ReportFixtures.report([floor, fling])
        report.interleavedFloorRatio = odd
        let line = try #require(ReportTable.floorLine(report))
        #expect(line.hasSuffix("; interleaved pairs: median 4.00× (3.00–6.00× over 5 pairs)"))
        let decoded = try BenchReport(jsonData: report.jsonData())
        #expect(decoded.interleavedFloorRatio == odd)
    }

    @Test("the Auto Layout table lists only scenarios that solved constraints, with the device figure over µs/cell")
    func autoLayoutTable() {
        let plain = ReportFixtures.result("fling", items: nil, p50: 0.2, p99: 0.3)
        #expect(ReportTable.autoLayoutTable(ReportFixtures.report([plain])).isEmpty)
        var cells = ReportFixtures.result("cell-layout-cold", items: nil, p50: 12, p99: 20)
        cells.solverSharePercent = 87.5
        cells.cellsLaidOutPerFrame = 1
        cells.solverMicrosecondsPerCell = 10
        cells.coldSolvePercent = 100
        let lines = ReportTable.autoLayoutTable(ReportFixtures.report([plain, cells]))
        // Blank line, title, header, rule, one row: 139/10 = 13.9 → "14", 700/10 = 70.
        #expect(lines.count == 5)
        #expect(lines.last?.hasPrefix("cell-layout-cold") == true)
        #expect(lines.last?.hasSuffix("87.5 %        1.000    10.00  100.0 %                 14–70×") == true)
    }

    @Test("a scenario's own threshold beats the global one; --threshold-for beats both")
    func perScenarioThresholds() {
        // p50 0.20 → 0.26 µs: +30 %, +0.06 µs. Globally (10 %, 1 µs) not a regression (under 1 µs).
        let baseline = ReportFixtures.report([ReportFixtures.result("fling", items: nil, p50: 0.2, p99: 0.3)])
        var current = ReportFixtures.result("fling", items: nil, p50: 0.26, p99: 0.3)
        let global = BaselineComparison(baseline: baseline, current: ReportFixtures.report([current]),
                                        thresholdPercent: 10, thresholdMicroseconds: 1)
        #expect(!global.hasRegression)
        // The scenario's own 20 % and 0.05 µs: +30 % and +0.06 µs exceed both.
        current.thresholdPercent = 20
        current.thresholdMicroseconds = 0.05
        let own = BaselineComparison(baseline: baseline, current: ReportFixtures.report([current]),
                                     thresholdPercent: 10, thresholdMicroseconds: 1)
        #expect(own.changes.map(\.regressed) == [true, false])
        // --threshold-for fling=40: +30 % is under 40 %.
        let overridden = BaselineComparison(baseline: baseline, current: ReportFixtures.report([current]),
                                            thresholdPercent: 10, thresholdMicroseconds: 1,
                                            perScenario: ["fling": ScenarioThreshold(percent: 40, microseconds: nil)])
        #expect(!overridden.hasRegression)
    }

    @Test("the batch figure is compared too, in µs: 150 → 200 ns is +33 %, +0.05 µs")
    func batchCompared() {
        var was = ReportFixtures.result("fling", items: nil, p50: 0.2, p99: 0.3)
        was.batchNanosecondsPerFrame = 150
        var now = was
        now.batchNanosecondsPerFrame = 200
        let comparison = BaselineComparison(baseline: ReportFixtures.report([was]), current: ReportFixtures.report([now]),
                                            thresholdPercent: 30, thresholdMicroseconds: 0.04)
        #expect(comparison.changes.map(\.metric) == ["p50", "p99", "batch"])
        #expect(comparison.changes.map(\.regressed) == [false, false, true])
        #expect(comparison.changes[2].baseline == 0.15)
        #expect(comparison.changes[2].current == 0.2)
    }

    @Test("--threshold-for NAME=PCT[:US]: repeatable, % accepted, bad forms are usage errors")
    func thresholdForOption() throws {
        let options = try BenchOptions.parse(["--threshold-for", "fling=25%", "--threshold-for=list-drag-fling=5:0.2"])
        #expect(options.perScenarioThresholds["fling"] == ScenarioThreshold(percent: 25, microseconds: nil))
        #expect(options.perScenarioThresholds["list-drag-fling"] == ScenarioThreshold(percent: 5, microseconds: 0.2))
        for bad in [["--threshold-for", "fling"], ["--threshold-for", "=5"], ["--threshold-for", "fling=-1"],
                    ["--threshold-for", "fling=5:x"], ["--threshold-for", "fling=5", "--threshold-for", "fling=6"]] {
            #expect(throws: BenchOptions.UsageError.self) { try BenchOptions.parse(bad) }
        }
    }

    @Test("sizes print with their unit; the scaling entry keeps the unit and the batch ratio 300/200 = 1.5")
    func sizeUnits() throws {
        #expect(ReportTable.sizeLabel(100, unit: "scrollViews") == "100 views")
        #expect(ReportTable.sizeLabel(40, unit: "depth") == "depth 40")
        #expect(ReportTable.sizeLabel(1_000, unit: "items") == "1000")
        #expect(ReportTable.sizeLabel(nil, unit: nil) == "-")
        var one = ReportFixtures.result("siblings", items: 1, p50: 0.2, p99: 0.3)
        var many = ReportFixtures.result("siblings", items: 1_000, p50: 0.4, p99: 0.6)
        for index in [0, 1] {
            var result = index == 0 ? one : many
            result.sizeUnit = "scrollViews"
            result.batchNanosecondsPerFrame = index == 0 ? 200 : 300
            if index == 0 { one = result } else { many = result }
        }
        let scaling = try #require(ScalingResult.scaling(of: [many, one]).first)
        #expect(scaling.sizeUnit == "scrollViews")
        #expect(scaling.points.map(\.items) == [1, 1_000])
        #expect(scaling.batchRatio == 1.5)
        #expect(scaling.p50Ratio == 2)
    }
}
