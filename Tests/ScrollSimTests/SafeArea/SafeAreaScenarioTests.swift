import Foundation
import Testing
import ScrollSim
import ScrollSimScenario
import ScrollSimTestSupport

/// Scenario JSON: the top-level `"safeAreaInsets"` and the per-scroll-view
/// `"contentInsetAdjustmentBehavior"` decode, build and run; bad values are errors with their paths.
@Suite("Safe area: scenario keys")
struct SafeAreaScenarioTests {
    /// Two full-screen lists (content 5000) side by side in a 780-wide window with the iPhone 15 safe
    /// area; a status-bar tap is ignored when two views have scrollsToTop, so the second has it off.
    static let json = """
    {"name": "safe-area", "safeAreaInsets": {"top": 59, "bottom": 34},
     "view": {"frame": [0, 0, 780, 844], "subviews": [
       {"scrollView": {"name": "auto", "frame": [0, 0, 390, 844], "contentSize": [390, 5000], "contentOffset": [0, 2000]}},
       {"scrollView": {"name": "never", "frame": [390, 0, 390, 844], "contentSize": [390, 5000],
                       "contentInsetAdjustmentBehavior": "never", "scrollsToTop": false}}]},
     "gestures": [{"statusBarTap": {}}]}
    """

    @Test("the keys decode, build and run: the tap scrolls the .automatic list to −59")
    func decodesAndRuns() throws {
        let scenario = try Scenario(json: Self.json)
        #expect(scenario.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let root = try #require(scenario.root)
        guard case .scrollView(let auto) = root.subviews[0].kind, case .scrollView(let never) = root.subviews[1].kind else {
            Issue.record("not scroll views"); return
        }
        #expect(auto.contentInsetAdjustmentBehavior == .automatic)
        #expect(never.contentInsetAdjustmentBehavior == .never)

        let simulation = try scenario.makeSimulation()
        #expect(simulation.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let views = simulation.scrollViews
        #expect(views.map(\.name) == ["auto", "never"])
        #expect(views[0].adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(views[1].adjustedContentInset == .zero)
        #expect(views[1].maximumContentOffset.y == CGFloat(5000 - 844))
        #expect(try scenario.play(on: simulation))
        #expect(views[0].contentOffset.y == -59)
    }

    /// `Data/scenarios/safe-area-list.json`: the pull from −59 by 250 pt (240 after the hysteresis) shows
    /// −59 − rubberBand(240, 844) = −59 − 114.15 = −173.15 at its deepest (±1/3 pt, pixel rounding); every
    /// motion ends at −59 (bounce, then the status-bar tap after a fling).
    @Test("the shipped safe-area scenario file decodes and runs")
    func shippedFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let scenario = try Scenario(contentsOfFile: root.appendingPathComponent("Data/scenarios/safe-area-list.json").path)
        #expect(scenario.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let simulation = try scenario.makeSimulation()
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        let list = try #require(simulation.scrollViews.first)
        #expect(list.minimumContentOffset.y == -59)
        #expect(list.maximumContentOffset.y == 4190)
        #expect(try scenario.play(on: simulation))
        let offsets = recorder.frames.map { Double($0.offset.y) }
        let deepest = try #require(offsets.min())
        let expected = -59 - (1 - 1 / (240 * 0.55 / 844 + 1)) * 844
        #expect(isApproximatelyEqual(deepest, expected, absoluteTolerance: 1.0 / 3 + 1e-9), "deepest \(deepest), expected \(expected)")
        #expect((offsets.max() ?? 0) > 1000, "the fling should carry the list far down")
        #expect(list.contentOffset.y == -59)
        #expect(recorder.events.contains { $0.callback == .scrollViewDidScrollToTop })
    }

    @Test("without the keys: no safe area, .automatic")
    func defaults() throws {
        let scenario = try Scenario(json: """
        {"name": "m", "scrollView": {"frame": [0, 0, 390, 844], "contentSize": [390, 5000]}, "gestures": []}
        """)
        #expect(scenario.safeAreaInsets == .zero)
        guard case .scrollView(let properties) = scenario.root?.kind else { Issue.record("not a scroll view"); return }
        #expect(properties.contentInsetAdjustmentBehavior == .automatic)
    }

    @Test("bad values are errors at their paths")
    func errors() {
        func error(_ json: String) -> ScenarioError? {
            do { _ = try Scenario(json: json); return nil } catch { return error }
        }
        let view = #""scrollView": {"frame": [0, 0, 390, 844], "contentSize": [390, 5000]"#
        let negative = error(#"{"name": "e", "safeAreaInsets": {"top": -1}, \#(view)}, "gestures": []}"#)
        #expect(negative?.kind == .invalid)
        #expect(negative?.path == "$.safeAreaInsets.top")
        let unknownEdge = error(#"{"name": "e", "safeAreaInsets": {"up": 5}, \#(view)}, "gestures": []}"#)
        #expect(unknownEdge?.path.hasPrefix("$.safeAreaInsets") == true)
        let behavior = error(#"{"name": "e", \#(view), "contentInsetAdjustmentBehavior": "sometimes"}, "gestures": []}"#)
        #expect(behavior?.path == "$.scrollView.contentInsetAdjustmentBehavior")
        #expect(behavior?.problem.contains(#"got "sometimes""#) == true)
        let type = error(#"{"name": "e", \#(view), "contentInsetAdjustmentBehavior": 1}, "gestures": []}"#)
        #expect(type?.path == "$.scrollView.contentInsetAdjustmentBehavior")
        #expect(type?.problem.contains("got a number") == true)
    }
}
