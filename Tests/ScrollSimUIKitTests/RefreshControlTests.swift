import Foundation
import Testing
import ScrollSimUIKit
import ScrollSim
import ScrollSimTestSupport

/// A list screen with pull-to-refresh, written as UIKit code: an 852-pt-tall scroll view with 2000 pt of
/// content and a 20-pt developer inset on top (so it rests at −20), a refresh control with an action.
/// Screen scale 0 (no pixel rounding) so that offsets are the physics' exact values.
@MainActor
private final class RefreshScreen {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let refreshControl = UIRefreshControl()
    var refreshFrames: [Int] = []
    var trackingWhenFired: [Bool] = []
    let simulation: Simulation
    let recorder = TraceRecorder()

    init() throws {
        scrollView.name = "list"
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: -20)
        scrollView.refreshControl = refreshControl
        simulation = try Simulation(root: scrollView, screenScale: 0)
        simulation.recorder = recorder
        refreshControl.addAction(UIAction { [unowned self] _ in
            refreshFrames.append(simulation.frameCount)
            trackingWhenFired.append(scrollView.isTracking)
        }, for: .valueChanged)
    }

    /// The finger goes down at y = 100 and moves `distance` points down in `duration` seconds (one report per
    /// 1/120 s), staying down.
    func pull(_ distance: Double, over duration: Double) throws {
        try simulation.perform([.down(at: CGPoint(x: 200, y: 100)),
                                .move(to: CGPoint(x: 200, y: 100 + distance), duration: duration)])
    }

    var offsetY: Double { Double(scrollView.contentOffset.y) }
}

@Suite("UIRefreshControl: pull to refresh")
struct RefreshControlTests {
    @Test("The trigger distance of an 852-pt scroll view is 168.75 pt: min(426, 100 · 1.125 · 852/568)")
    func triggerDistance() {
        #expect(UIRefreshControl.triggerDistance(forScrollViewHeight: 852) == 168.75)
        // A short view: min(round(0.5 · 300), 112.5 · 300/568 · 0.6549).
        let short = 112.5 * 300 / 568 * 0.6549
        #expect(isApproximatelyEqual(Double(UIRefreshControl.triggerDistance(forScrollViewHeight: 300)), short,
                                     relativeTolerance: 1e-12))
    }

    @Test("The control sits 60 pt tall just above the adjusted top, behind the content")
    func placement() throws {
        let screen = try RefreshScreen()
        #expect(screen.refreshControl.frame == CGRect(x: 0, y: -80, width: 393, height: 60))
        #expect(screen.scrollView.subviews.first === screen.refreshControl)
        #expect(!screen.refreshControl.isRefreshing)
        // A later inset change moves it with the top: −(44 + 60).
        screen.scrollView.contentInset.top = 44
        #expect(screen.refreshControl.frame.minY == -104)
    }

    @Test("A slow pull fires .valueChanged once, while the finger is down, on the report that passes 168.75 pt")
    func slowPullFiresOnceWhileTracking() throws {
        let screen = try RefreshScreen()
        // 500 pt in 2.5 s: 300 reports, report j at frame j, the finger 500·j/300 pt down. The pan takes 10 pt
        // of hysteresis, so the drag is 5j/3 − 10 pt past the top, shown as b = (1 − 1/(x·0.55/852 + 1))·852.
        // b ≥ 168.75 ⇔ x ≥ (852/0.55)(1/(1 − 168.75/852) − 1) = 382.597 pt ⇔ 5j/3 ≥ 392.597 ⇔ j ≥ 235.56:
        // report 236 (x = 383.33, b = 169.01; report 235 shows 168.42).
        try screen.pull(500, over: 2.5)
        #expect(screen.refreshFrames == [236])
        #expect(screen.trackingWhenFired == [true])
        #expect(screen.refreshControl.isRefreshing)
        #expect(screen.recorder.events(named: "refreshControlValueChanged").map(\.frame) == [236])
        // Under the finger the inset waits for the lift; the developer's inset never changes.
        #expect(screen.scrollView.contentInset.top == 20)
        try screen.simulation.perform([.up])
        #expect(screen.simulation.runUntilIdle())
        #expect(screen.refreshFrames.count == 1)
        // The release bounces to the top of the grown range: −(20 + 60).
        #expect(screen.scrollView.adjustedContentInset.top == 80)
        #expect(screen.scrollView.contentInset.top == 20)
        #expect(isApproximatelyEqual(screen.offsetY, -80, absoluteTolerance: 1e-9))
    }

    @Test("A pull short of the trigger distance does not fire and bounces back to the top")
    func shortPullDoesNotFire() throws {
        let screen = try RefreshScreen()
        // 380 pt: at most 370 pt of drag, shown as 164.27 pt < 168.75.
        try screen.pull(380, over: 2)
        try screen.simulation.perform([.up])
        #expect(screen.simulation.runUntilIdle())
        #expect(screen.refreshFrames.isEmpty)
        #expect(!screen.refreshControl.isRefreshing)
        #expect(screen.scrollView.adjustedContentInset.top == 20)
        #expect(isApproximatelyEqual(screen.offsetY, -20, absoluteTolerance: 1e-9))
    }

    @Test("endRefreshing at rest moves the list back to −top over 0.3 s (sin² ease), without didEndScrollingAnimation")
    func endRefreshingAtRestReturnsToTop() throws {
        let screen = try RefreshScreen()
        try screen.pull(500, over: 2.5)
        try screen.simulation.perform([.up])
        #expect(screen.simulation.runUntilIdle())
        let last = screen.simulation.frameCount - 1  // the clock of a call between frames: the last frame's time
        screen.refreshControl.endRefreshing()
        #expect(!screen.refreshControl.isRefreshing)
        #expect(screen.scrollView.adjustedContentInset.top == 20)
        screen.simulation.run(frames: 18)  // frame last + 18: 0.15 s, sin²(π/4) = 1/2 of the way from −80 to −20
        #expect(isApproximatelyEqual(screen.offsetY, -50, absoluteTolerance: 1e-9))
        screen.simulation.run(frames: 18)  // 0.3 s: there
        #expect(screen.offsetY == -20)
        #expect(screen.simulation.runUntilIdle())
        #expect(screen.recorder.events(named: "scrollViewDidEndScrollingAnimation").isEmpty)
        #expect(screen.recorder.events(named: "refreshControlEndRefreshing").map(\.frame) == [last])
        _ = last
    }

    @Test("endRefreshing under the finger: the inset never comes; the release returns to −top")
    func endRefreshingWhileTracking() throws {
        let screen = try RefreshScreen()
        try screen.pull(500, over: 2.5)
        screen.refreshControl.endRefreshing()
        try screen.simulation.perform([.up])
        #expect(screen.simulation.runUntilIdle())
        #expect(screen.refreshFrames.count == 1)
        #expect(isApproximatelyEqual(screen.offsetY, -20, absoluteTolerance: 1e-9))
        #expect(screen.scrollView.adjustedContentInset.top == 20)
    }

    @Test("beginRefreshing shows it without .valueChanged and without scrolling")
    func beginRefreshingSendsNothing() throws {
        let screen = try RefreshScreen()
        screen.refreshControl.beginRefreshing()
        #expect(screen.refreshControl.isRefreshing)
        #expect(screen.scrollView.adjustedContentInset.top == 80)
        screen.simulation.run(frames: 60)
        #expect(screen.offsetY == -20)
        #expect(screen.refreshFrames.isEmpty)
        #expect(screen.recorder.events(named: "refreshControlValueChanged").isEmpty)
        #expect(screen.recorder.eventNames() == ["refreshControlBeginRefreshing"])
    }
}

@Suite("UIRefreshControl: pulls and ends during motion")
struct RefreshControlMotionTests {
    @Test("A second pull while refreshing sends nothing and its release rests at −(top + 60)")
    func secondPullWhileRefreshing() throws {
        let screen = try RefreshScreen()
        screen.refreshControl.beginRefreshing()
        try screen.pull(500, over: 2.5)
        try screen.simulation.perform([.up])
        #expect(screen.simulation.runUntilIdle())
        #expect(screen.refreshFrames.isEmpty)
        #expect(isApproximatelyEqual(screen.offsetY, -80, absoluteTolerance: 1e-9))
    }

    @Test("endRefreshing during the release's bounce stops it and moves from there to −top over 0.3 s")
    func endRefreshingDuringTheBounce() throws {
        let screen = try RefreshScreen()
        try screen.pull(500, over: 2.5)
        try screen.simulation.perform([.up])
        screen.simulation.run(frames: 5)
        #expect(screen.scrollView.isDecelerating)
        let stoppedAt = screen.offsetY
        #expect(stoppedAt < -80)
        screen.refreshControl.endRefreshing()
        #expect(!screen.scrollView.isDecelerating)
        screen.simulation.run(frames: 18)  // half of 0.3 s: sin²(π/4) = 1/2 of the way
        #expect(isApproximatelyEqual(screen.offsetY, (stoppedAt + -20) / 2, absoluteTolerance: 1e-9))
        screen.simulation.run(frames: 18)
        #expect(screen.offsetY == -20)
        let names = screen.recorder.eventNames().filter { $0 != "scrollViewDidScroll" }
        #expect(names.suffix(2) == ["refreshControlEndRefreshing", "scrollViewDidEndDecelerating"])
    }
}
