import Foundation
import Testing
import ScrollSimVisualization

@Suite("Run plot (SVG)")
struct RunPlotTests {
    /// Regression guard for the plot of <doc:Physics#Worked-examples> example C (the README's picture,
    /// `Data/plots/worked-example-c.svg`): produced by this code from the engine's run of
    /// `worked-example-c.json`; rewrite it on purpose with
    /// `SCROLLSIM_REGENERATE_GOLDEN=1 swift test --filter ScrollSimVisualizationTests` (for example after a
    /// physics change moves the trajectory).
    @Test("the plot of worked example C is byte-identical to the golden file",
          .enabled(if: VisualizationFixtures.isRecordingPlatform))
    func goldenPlot() throws {
        let svg = RunPlot(recording: try VisualizationFixtures.record("worked-example-c")).svg
        try VisualizationFixtures.compareWithGolden(svg, "Data/plots/worked-example-c.svg")
    }

    @Test("two runs of the same scenario give the same bytes")
    func deterministic() throws {
        let first = RunPlot(recording: try VisualizationFixtures.record("nested-chaining-auto")).svg
        let second = RunPlot(recording: try VisualizationFixtures.record("nested-chaining-auto")).svg
        #expect(first == second)
    }

    @Test("the plot of example C parses as SVG with one tick per callback, its phases and its edge")
    func exampleCContents() throws {
        let recording = try VisualizationFixtures.record("worked-example-c")
        let summary = try VisualizationFixtures.parseXML(RunPlot(recording: recording).svg)
        #expect(summary.root == "svg")
        // Example C (<doc:Physics#Worked-examples>): one drag released at 0.1 s = frame 12 with 2.0 pt/ms towards the
        // bottom edge 5000 − 844 = 4156: each of these callbacks fires exactly once.
        for event in ["scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                      "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating"] {
            #expect(summary.titles.filter { $0.hasPrefix(event + " #") }.count == 1, "\(event)")
        }
        let release = try #require(summary.titles.first { $0.hasPrefix("scrollViewWillEndDragging #") })
        #expect(release.contains("frame 12, 0.1 s"))
        #expect(release.contains("velocity_y=2.0"))
        #expect(release.contains("target_y=4156.0"))
        // Every didScroll is a tick too: as many ticks as callbacks in the run.
        let ticks = summary.titles.filter { $0.hasPrefix("scrollView") && $0.contains(" #") }.count
        #expect(ticks == recording.callbacks.count)
        // The phases a fling into an edge goes through, each one band in the offset and one in the velocity panel.
        for phase in ["tracking", "dragging", "decelerating", "bouncing"] {
            #expect(summary.titles.filter { $0.hasPrefix(phase + ": frames") }.count == 2, "\(phase)")
        }
        #expect(summary.texts.contains("max 4156"))
        #expect(summary.texts.contains("offset y (pt)"))
        #expect(summary.texts.contains("velocity y (pt/s)"))
        #expect(summary.texts.contains("time (s, simulated)"))
    }

    @Test("a nested run stacks one group per scroll view")
    func nestedGroups() throws {
        let summary = try VisualizationFixtures.parseXML(RunPlot(recording: try VisualizationFixtures.record("nested-chaining-auto")).svg)
        #expect(summary.texts.contains("outer: contentOffset.y"))
        #expect(summary.texts.contains("table: contentOffset.y"))
        #expect(summary.texts.filter { $0 == "time (s, simulated)" }.count == 2)
    }

    @Test("an unknown phase is drawn in the generic colour and listed in the legend")
    func unknownPhase() throws {
        let sample = { (frame: Int, phase: String) in
            RunRecording.ScrollSample(frame: frame, offsetX: 0, offsetY: Double(frame), velocityX: 0, velocityY: 120,
                                      phase: phase, minimumX: 0, minimumY: 0, maximumX: 0, maximumY: 100)
        }
        let recording = RunRecording(
            name: "caught", refreshRate: 120, windowWidth: 390, windowHeight: 844, frameCount: 4,
            scrollViews: [.init(name: "list", samples: [sample(0, "dragging"), sample(1, "caught"), sample(2, "caught"), sample(3, "idle")])],
            callbacks: [], finger: [nil, nil, nil, nil])
        let svg = RunPlot(recording: recording).svg
        let summary = try VisualizationFixtures.parseXML(svg)
        #expect(summary.texts.contains("caught"))
        #expect(summary.titles.contains("caught: frames 1–2, 0.0083–0.025 s"))
        #expect(svg.contains("fill=\"\(PlotPalette.unknownPhase)\""))
    }
}
