import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// The code of the documentation's getting-started tutorial (`ScrollSim.docc/GettingStarted.md`), step by
/// step, so that it keeps compiling and printing what the tutorial says. Expected figures are worked
/// example A's (the physics article's worked examples, computed independently of the engine).
@Suite("Getting-started tutorial")
struct GettingStartedTutorialTests {
    /// The tutorial's delegate: logs the drag and deceleration callbacks.
    final class CallbackLogger: ScrollViewDelegate {
        var log: [String] = []
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
            log.append("willBeginDragging at \(scrollView.contentOffset.y)")
        }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: inout CGPoint) {
            log.append("willEndDragging velocity \(velocity.y) pt/ms, target \(targetContentOffset.y)")
        }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            log.append("didEndDragging willDecelerate \(decelerate)")
        }
        func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
            log.append("didEndDecelerating at \(scrollView.contentOffset.y)")
        }
    }

    /// The tutorial's second delegate: moves every target to a multiple of 500 pt.
    final class TargetRounder: ScrollViewDelegate {
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: inout CGPoint) {
            targetContentOffset.y = (targetContentOffset.y / 500).rounded() * 500
        }
    }

    /// Steps 1–4: build, attach, fling, read.
    @Test("a 3000 pt/s fling from 710 rests at 2492, as worked example A says")
    func fling() throws {
        // Step 1: a scroll view.
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        scrollView.contentSize = CGSize(width: 390, height: 20_000)
        scrollView.contentOffset = CGPoint(x: 0, y: 710)

        // Step 2: a delegate.
        let logger = CallbackLogger()
        scrollView.delegate = logger

        // Step 3: a simulation and a gesture.
        let simulation = try Simulation(root: scrollView)
        simulation.recorder = TraceRecorder()
        try simulation.perform([
            .down(at: CGPoint(x: 200, y: 700)),
            .move(to: CGPoint(x: 200, y: 400), duration: 0.1),
            .up,
        ])
        simulation.runUntilIdle()

        // Step 4: read the result.
        #expect(scrollView.contentOffset.y == CGFloat(2492))
        #expect(logger.log.count == 4)
        #expect(logger.log.first == "willBeginDragging at 710.0")
        #expect(logger.log.last == "didEndDecelerating at 2492.0")
        let release = try #require(logger.log.dropFirst().first)
        #expect(release.hasPrefix("willEndDragging velocity 3.0"))
        #expect(release.hasSuffix("target 2493.6666666666665"))
        #expect(logger.log[2] == "didEndDragging willDecelerate true")

        let recorder = try #require(simulation.recorder)
        let rest = try #require(recorder.events.last)
        #expect(rest.event == "scrollViewDidEndDecelerating")
        // The lift is processed in frame 12 (t = 0.1 s); example A: rest 2.8417 s after the release frame.
        #expect(isApproximatelyEqual(rest.time - 0.1, 2.8417, absoluteTolerance: 0.0001))
        let frames = TraceCSV.frames(recorder.frames)
        #expect(frames.hasPrefix("frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase\n"))
        #expect(frames.split(separator: "\n")[1] == "0,0.0,list,0.0,710.0,0.0,0.0,tracking")
    }

    /// Step 5: a delegate that moves the target gets a deceleration that ends exactly there.
    @Test("a delegate that rounds the target to 500 pt makes the fling rest at 2500")
    func movedTarget() throws {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        scrollView.contentSize = CGSize(width: 390, height: 20_000)
        scrollView.contentOffset = CGPoint(x: 0, y: 710)
        let rounder = TargetRounder()
        scrollView.delegate = rounder
        let simulation = try Simulation(root: scrollView)
        try simulation.perform([
            .down(at: CGPoint(x: 200, y: 700)),
            .move(to: CGPoint(x: 200, y: 400), duration: 0.1),
            .up,
        ])
        simulation.runUntilIdle()
        // 2493.667 rounds to 2500 (a multiple of 500), which the re-planned deceleration reaches exactly.
        #expect(scrollView.contentOffset.y == CGFloat(2500))
    }
}
