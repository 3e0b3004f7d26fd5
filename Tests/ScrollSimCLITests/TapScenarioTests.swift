import Foundation
import Testing
import ScrollSim
import ScrollSimScenario

/// The scenario format's `tap` step: decoding, its expansion into a down and an up 0.1 s apart, and a tap
/// that catches a fling and stops it.
@Suite struct TapScenarioTests {
    static func document(gestures: String) -> String {
        """
        {"name": "tap", "scrollView": {"name": "list", "frame": [0, 0, 390, 844], "contentSize": [390, 10000]},
         "gestures": \(gestures)}
        """
    }

    @Test("a tap step decodes to Gesture.tap and expands to a down and an up 12 ticks later at 120 Hz")
    func tapDecodesAndExpands() throws {
        let scenario = try Scenario(json: Self.document(gestures: #"[{"tap": {"at": [100, 200]}}]"#))
        #expect(scenario.gestures == [.tap(at: CGPoint(x: 100, y: 200))])
        let reports = Array(try TouchReports(gestures: scenario.gestures, digitizerRate: 120))
        #expect(reports == [TouchEvent(kind: .down, location: CGPoint(x: 100, y: 200), tick: 0),
                            TouchEvent(kind: .up, location: CGPoint(x: 100, y: 200), tick: 12)])
    }

    @Test("a tap while the finger is down is refused at its step")
    func tapWithTheFingerDownIsRefused() {
        #expect(throws: (any Error).self) {
            try Scenario(json: Self.document(gestures: #"[{"down": {"at": [0, 0]}}, {"tap": {"at": [1, 1]}}]"#))
        }
    }

    @Test("a fling, then a tap 0.2 s later: the list stops where the tap caught it")
    func tapStopsAFling() throws {
        let fling = #"{"down": {"at": [200, 700]}}, {"move": {"to": [200, 400], "duration": 0.1}}, {"up": {}}"#
        let flung = try Scenario(json: Self.document(gestures: "[\(fling), {\"wait\": {\"duration\": 0.2}}]"))
        let tapped = try Scenario(json: Self.document(gestures: "[\(fling), {\"wait\": {\"duration\": 0.2}}, {\"tap\": {\"at\": [200, 400]}}]"))
        // Played to rest: the free flight goes on for seconds; the tapped one ends where the tap caught it.
        let free = try flung.makeSimulation()
        _ = try flung.play(on: free)
        let caught = try tapped.makeSimulation()
        var offsetAtTouchDown: CGFloat?
        let list = try #require(caught.scrollViews.first)
        let downFrame = Int((0.1 + 0.2) * 120 + 0.5)   // the tap's down: 36 ticks after the start
        caught.addFrameObserver { simulation in
            if simulation.frameCount == downFrame { offsetAtTouchDown = list.contentOffset.y }
        }
        _ = try tapped.play(on: caught)
        let held = try #require(offsetAtTouchDown)
        #expect(list.contentOffset.y == held)
        #expect(try #require(free.scrollViews.first).contentOffset.y > held + 100)
    }
}
