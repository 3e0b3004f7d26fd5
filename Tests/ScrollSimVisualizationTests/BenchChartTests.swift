import Foundation
import Testing
import ScrollSimVisualization

@Suite("Benchmark charts (SVG)")
struct BenchChartTests {
    /// 1000 synthetic frame costs: 0.2 µs plus a deterministic spread (i mod 37 · 10 ns), every 100th
    /// frame 25 µs, and one 9 ms frame (over the 120 Hz budget).
    static var samples: [UInt64] {
        (0..<1000).map { (i: Int) -> UInt64 in
            if i == 500 { return 9_000_000 }
            if i % 100 == 99 { return 25_000 }
            return 200 + UInt64(i % 37) * 10
        }
    }

    static var histogram: FrameCostHistogram {
        FrameCostHistogram(title: "synthetic", samples: samples, budgetNanoseconds: 1e9 / 120,
                           marks: [("p50", 0.38), ("p90", 0.53), ("p99", 0.56), ("p99.9", 25)])
    }

    static var scaling: ScalingChart {
        ScalingChart(series: [
            .init(scenario: "list-drag-fling", points: [.init(items: 1_000, p50Microseconds: 1.342, p99Microseconds: 1.733),
                                                         .init(items: 1_000_000, p50Microseconds: 1.372, p99Microseconds: 1.752)]),
            .init(scenario: "grid-fling", points: [.init(items: 1_000, p50Microseconds: 1.463, p99Microseconds: 2.033),
                                                    .init(items: 1_000_000, p50Microseconds: 1.462, p99Microseconds: 2.043)]),
        ])
    }

    /// Regression guards, produced by this code from the synthetic inputs above; rewrite them on purpose
    /// with `SCROLLSIM_REGENERATE_GOLDEN=1 swift test --filter ScrollSimVisualizationTests`.
    @Test("the cost histogram is byte-identical to the golden file", .enabled(if: VisualizationFixtures.isRecordingPlatform))
    func goldenHistogram() throws {
        try VisualizationFixtures.compareWithGolden(Self.histogram.svg, "Data/golden/plots/frame-cost-histogram.svg")
    }

    @Test("the scaling chart is byte-identical to the golden file", .enabled(if: VisualizationFixtures.isRecordingPlatform))
    func goldenScaling() throws {
        try VisualizationFixtures.compareWithGolden(Self.scaling.svg, "Data/golden/plots/scaling.svg")
    }

    @Test("costs fall into tenth-of-a-decade bins")
    func bins() {
        #expect(FrameCostHistogram.bin(nanoseconds: 1_000) == 0)            // log10(1 µs) = 0
        #expect(FrameCostHistogram.bin(nanoseconds: 190) == -8)             // log10(0.19) = −0.721 → −7.21 → −8
        #expect(FrameCostHistogram.bin(nanoseconds: 8_333_333) == 39)       // log10(8333.3) = 3.921
        #expect(FrameCostHistogram.bin(nanoseconds: 0) == -30)              // floored at 1 ns = 10⁻³ µs
        let histogram = FrameCostHistogram(title: "t", samples: [1_000, 1_100, 9_000_000, 1_000], budgetNanoseconds: 1e9 / 120, marks: [])
        // 1.0, 1.1 and 1.0 µs share bin 0 (1 … 1.259 µs); 9000 µs is bin 39 (7943 … 10000 µs).
        #expect(histogram.bins.map(\.bin) == [0, 39])
        #expect(histogram.bins.map(\.count) == [3, 1])
    }

    @Test("the histogram parses as SVG with a bar per occupied bin, the budget lines and every percentile")
    func histogramContents() throws {
        let summary = try VisualizationFixtures.parseXML(Self.histogram.svg)
        #expect(summary.root == "svg")
        let bars = summary.titles.filter { $0.contains(" frames from ") }
        #expect(bars.count == Self.histogram.bins.count)
        // The 9 ms frame, and the ten 25 µs frames (i = 99, 199, …, 999): log10(25) = 1.398, bin 13,
        // from 10^1.3 = 19.953 to 10^1.4 = 25.119 µs.
        #expect(bars.contains { $0.hasPrefix("1 frames from 7943.282 to 10000") })
        #expect(bars.contains { $0.hasPrefix("10 frames from 19.953 to 25.119") })
        #expect(summary.titles.contains("frame budget 8333.333 µs"))
        #expect(summary.titles.contains("half the frame budget 4166.667 µs"))
        for label in ["p50 0.38", "p90 0.53", "p99 0.56", "p99.9 25"] {
            #expect(summary.texts.contains(label), "\(label)")
        }
        #expect(summary.texts.contains { $0.contains("over budget: 1, over half: 1") })
    }

    @Test("the scaling chart parses as SVG with a p50 and a p99 line per scenario")
    func scalingContents() throws {
        let summary = try VisualizationFixtures.parseXML(Self.scaling.svg)
        #expect(summary.root == "svg")
        #expect(summary.counts["polyline"] == 4)
        #expect(summary.titles.contains("grid-fling, 1\u{2009}000\u{2009}000 items: p99 2.043 µs"))
        #expect(summary.texts.contains("items in the list (log scale)"))
    }
}
