import Foundation
import Testing
import ScrollSim
import ScrollSimScenario
import ScrollSimTestSupport

@Suite("Pull to refresh: the scenario key and the shipped scenario")
struct PullToRefreshScenarioTests {
    /// `Data/scenarios/pull-to-refresh.json`: report j (frame j) puts the finger 500·j/300 pt down; after the
    /// 10-pt hysteresis the drag is x = 5j/3 − 10 pt past the top, shown as b = (1 − 1/(0.55x/852 + 1))·852 and
    /// applied on the 1/3-pt grid. Report 236: x = 383.33, b = 169.01 → 169.0 ≥ 168.75; report 235: x = 381.67,
    /// b = 168.42 → 168.33 < 168.75. So the control fires in frame 236, and the list then rests at −60.
    @Test("the shipped scenario fires once, in frame 236, and rests at −60 refreshing")
    func shippedScenario() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let scenario = try Scenario(contentsOfFile: root.appendingPathComponent("Data/scenarios/pull-to-refresh.json").path)
        let simulation = try scenario.makeSimulation()
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        let list = try #require(simulation.scrollViews.first)
        let control = try #require(list.refreshControl)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 393, height: 60))
        #expect(try scenario.play(on: simulation))
        #expect(recorder.events.filter { $0.callback == .refreshControlValueChanged }.map(\.frame) == [236])
        #expect(control.isRefreshing)
        #expect(list.adjustedContentInset.top == 60)
        #expect(list.contentInset.top == 0)
        #expect(list.contentOffset.y == -60)
    }

    @Test("without the key there is no refresh control")
    func defaultIsNone() throws {
        let scenario = try Scenario(json: """
            {"name": "plain", "scrollView": {"frame": [0, 0, 393, 852], "contentSize": [393, 2000]}, "gestures": []}
            """)
        let simulation = try scenario.makeSimulation()
        #expect(simulation.scrollViews.first?.refreshControl == nil)
    }
}
