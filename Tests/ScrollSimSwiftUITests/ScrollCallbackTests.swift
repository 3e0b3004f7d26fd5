import ScrollSim
import ScrollSimSwiftUI
import Testing

typealias SwiftUIScrollPhase = ScrollSimSwiftUI.ScrollPhase

/// The delegate callbacks of the engine scroll view, written into the same log as the SwiftUI callbacks
/// (`scrollViewWillEndDragging` is left unimplemented, so that the release behaves as without a delegate).
@MainActor
final class DelegateLog: UIScrollViewDelegate {
    let log: ScrollCallbackLog
    init(_ log: ScrollCallbackLog) { self.log = log }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { log.entries.append((log.frame(), "didScroll")) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.entries.append((log.frame(), "willBeginDragging")) }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.entries.append((log.frame(), "didEndDragging"))
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        log.entries.append((log.frame(), "willBeginDecelerating"))
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.entries.append((log.frame(), "didEndDecelerating")) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        log.entries.append((log.frame(), "didEndScrollingAnimation"))
    }
}

/// The documented mapping of engine phases to SwiftUI's (written out here, not taken from the library).
func expectedSwiftUIPhase(_ phase: ScrollSim.ScrollPhase) -> SwiftUIScrollPhase {
    switch phase {
    case .idle: .idle
    case .tracking: .tracking
    case .dragging: .interacting
    case .decelerating, .bouncing: .decelerating
    case .animating: .animating
    }
}

/// A hosted ``ScrollCallbackScreen`` with a trace recorder and the delegate log attached.
@MainActor
struct CallbackRun {
    let log = ScrollCallbackLog()
    let recorder = TraceRecorder()
    let simulation: Simulation
    let scrollView: UIScrollView
    let delegate: DelegateLog

    init() throws {
        let controller = UIHostingController(rootView: ScrollCallbackScreen(log: log))
        (simulation, scrollView) = try hostScrollScreen(controller)
        let simulation = simulation
        log.frame = { simulation.frameCount }
        delegate = DelegateLog(log)
        scrollView.delegate = delegate
        simulation.recorder = recorder
    }

    /// The engine phases recorded for the scroll view, one per frame.
    var recordedFrames: [FrameRecord] { recorder.frames.filter { $0.view == scrollView.name } }

    /// The SwiftUI changes the recorded engine phases imply: (frame, old, new) wherever the mapped phase of
    /// a frame differs from the previous frame's (the first compared with idle, the phase before the run).
    var expectedChanges: [(frame: Int, old: SwiftUIScrollPhase, new: SwiftUIScrollPhase)] {
        var previous = SwiftUIScrollPhase.idle
        var changes: [(Int, SwiftUIScrollPhase, SwiftUIScrollPhase)] = []
        for row in recordedFrames {
            let phase = expectedSwiftUIPhase(row.phase)
            if phase != previous { changes.append((row.frame, previous, phase)) }
            previous = phase
        }
        return changes
    }

    /// Checks that the reported changes are exactly the recorded ones, frame by frame, and returns their phases.
    func checkAgainstRecording() -> [SwiftUIScrollPhase] {
        let reported = log.phaseChanges.map { "\($0.frame) \($0.old)→\($0.new)" }
        let expected = expectedChanges.map { "\($0.frame) \($0.old)→\($0.new)" }
        #expect(reported == expected)
        return [.idle] + log.phaseChanges.map(\.new)
    }
}

@Suite("SwiftUI scroll callbacks: phases, geometry and visibility against the engine's recorded frames")
struct ScrollCallbackTests {
    @Test("a drag held still before the lift: idle → tracking → interacting → idle, in the recorded frames")
    func dragWithSlowRelease() throws {
        let run = try CallbackRun()
        try run.simulation.perform([.down(at: CGPoint(x: 200, y: 600)), .move(to: CGPoint(x: 200, y: 300), duration: 0.3),
                                    .hold(duration: 0.2), .up])
        run.simulation.runUntilIdle()
        #expect(run.checkAgainstRecording() == [.idle, .tracking, .interacting, .idle])
        // The release decelerates nothing: no engine frame decelerated or bounced.
        #expect(!run.recordedFrames.contains { $0.phase == .decelerating || $0.phase == .bouncing })
        // The pan began once the finger had moved 10 pt: the tracking change comes in the touch-down frame
        // (frame 2: the screen ran two frames first), the interacting one in the willBeginDragging frame.
        let dragBegan = try #require(run.log.entries.first { $0.text == "willBeginDragging" }?.frame)
        #expect(run.log.phaseChanges[0].frame == 2)
        #expect(run.log.phaseChanges[1].frame == dragBegan)
        #expect(run.log.phaseChanges[1].frame > run.log.phaseChanges[0].frame)
    }

    @Test("a fling into the bottom edge: bouncing is part of decelerating; velocity is the engine's, points per second")
    func flingWithBounce() throws {
        let run = try CallbackRun()
        try run.simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        run.simulation.runUntilIdle()
        #expect(run.checkAgainstRecording() == [.idle, .tracking, .interacting, .decelerating, .idle])
        // The fling reached the bottom (range [−59, 1100 + 34 − 852 = 282]) and bounced: the engine went
        // decelerating → bouncing → …, which SwiftUI does not see as a change.
        #expect(run.recordedFrames.contains { $0.phase == .bouncing })
        #expect(run.recordedFrames.map(\.offset.y).max()! > 282)
        let release = run.log.phaseChanges[2]
        #expect(release.old == .interacting && release.new == .decelerating)
        let row = try #require(run.recordedFrames.first { $0.frame == release.frame })
        let velocity = try #require(release.velocity)
        #expect(velocity.dx == row.velocity.x && velocity.dy == row.velocity.y)
        #expect(velocity.dy > 1000)   // 300 pt up in 0.1 s: thousands of points per second, offset growing
        #expect(release.geometry.contentOffset == row.offset)
        // The end: in the frame of didEndDecelerating, with no velocity, at rest on the bottom edge.
        let end = run.log.phaseChanges[3]
        #expect(end.frame == run.log.entries.last { $0.text == "didEndDecelerating" }?.frame)
        #expect(end.velocity == nil)
        #expect(end.geometry.contentOffset == CGPoint(x: 0, y: 282))
    }

    @Test("a pull past the top and release: interacting → decelerating (the bounce back) → idle at −59")
    func pullAndBounce() throws {
        let run = try CallbackRun()
        try run.simulation.perform([.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 500), duration: 0.3),
                                    .hold(duration: 0.1), .up])
        run.simulation.runUntilIdle()
        #expect(run.checkAgainstRecording() == [.idle, .tracking, .interacting, .decelerating, .idle])
        // Released past the top edge: every frame of the motion is the engine's bouncing, none decelerating.
        let motion = run.recordedFrames.filter { $0.frame >= run.log.phaseChanges[2].frame && $0.frame < run.log.phaseChanges[3].frame }
        #expect(!motion.isEmpty && motion.allSatisfy { $0.phase == .bouncing })
        #expect(run.log.phaseChanges[3].geometry.contentOffset == CGPoint(x: 0, y: -59))
    }

    @Test("setContentOffset(animated:) is idle → animating → idle, ending in the didEndScrollingAnimation frame")
    func programmaticScroll() throws {
        let run = try CallbackRun()
        run.scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        run.simulation.runUntilIdle()
        #expect(run.checkAgainstRecording() == [.idle, .animating, .idle])
        let end = run.log.phaseChanges[1]
        #expect(end.frame == run.log.entries.first { $0.text == "didEndScrollingAnimation" }?.frame)
        #expect(end.geometry.contentOffset == CGPoint(x: 0, y: 200))
        // The animation starts at the clock of the last frame run (frame 1: the screen ran frames 0 and 1)
        // and lasts UIKit's 0.3 s = 36 frames at 120 Hz: it ends in frame 1 + 36 = 37. The change to
        // animating is reported in the next frame's layout, frame 2.
        #expect(run.log.phaseChanges[0].frame == 2)
        #expect(end.frame == 37)
    }

    @Test("in a frame the SwiftUI callbacks follow the delegate's: phase, then geometry, then visibility")
    func orderInFrame() throws {
        let run = try CallbackRun()
        try run.simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        run.simulation.runUntilIdle()
        let swiftUI: Set<String> = ["geometry", "visible true", "visible false"]
        let rank: (String) -> Int = { text in
            if text.hasPrefix("phase") { return 1 }
            if text == "geometry" { return 2 }
            if text.hasPrefix("visible") { return 3 }
            return 0
        }
        var frames = 0
        for frame in Set(run.log.entries.map(\.frame)) {
            let texts = run.log.entries.filter { $0.frame == frame }.map(\.text)
            let ranks = texts.map(rank)
            #expect(ranks == ranks.sorted(), "frame \(frame): \(texts)")
            // One geometry report per frame at most, and exactly in the frames whose offset changed.
            #expect(texts.filter { $0 == "geometry" }.count == (texts.contains("didScroll") ? 1 : 0), "frame \(frame): \(texts)")
            frames += 1
        }
        #expect(frames > 10)
        #expect(run.log.entries.contains { swiftUI.contains($0.text) })
        // The lift frame: UIKit's release callbacks, then the phase change.
        let lift = run.log.phaseChanges[2].frame
        let liftTexts = run.log.entries.filter { $0.frame == lift }.map(\.text).filter { $0 != "didScroll" && $0 != "geometry" }
        #expect(liftTexts == ["didEndDragging", "willBeginDecelerating", "phase interacting→decelerating"])
    }

    @Test("geometry actions get the recorded offsets of consecutive frames; the first evaluation only records")
    func geometryFollowsRecordedOffsets() throws {
        let run = try CallbackRun()
        #expect(run.log.offsetChanges.isEmpty)
        // At rest: the scroll view fills the screen (container 393 × 852) with the 59 / 34 safe-area insets;
        // content 393 × 1100; visible rect from −59, bounds inside the insets from 0, 759 tall.
        let geometry = try #require(run.log.lastGeometry)
        #expect(geometry.contentOffset == CGPoint(x: 0, y: -59))
        #expect(geometry.contentSize == CGSize(width: 393, height: 1100))
        #expect(geometry.contentInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(geometry.containerSize == CGSize(width: 393, height: 852))
        #expect(geometry.visibleRect == CGRect(x: 0, y: -59, width: 393, height: 852))
        #expect(geometry.bounds == CGRect(x: 0, y: 0, width: 393, height: 759))
        try run.simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 500), duration: 0.2), .up])
        run.simulation.runUntilIdle()
        // Each change: old = the offset of the previous recorded frame, new = this frame's recorded offset.
        let rows = run.recordedFrames
        var expected: [String] = []
        var previous = CGFloat(-59)
        for row in rows where row.offset.y != previous {
            expected.append("\(row.frame): \(previous) → \(row.offset.y)")
            previous = row.offset.y
        }
        #expect(run.log.offsetChanges.map { "\($0.frame): \($0.old) → \($0.new)" } == expected)
        #expect(expected.count > 20)
    }

    @Test("visibility flips where half of the 100-pt band at y 1000 enters the 852-pt visible rect: offset 198")
    func visibilityThreshold() throws {
        let run = try CallbackRun()
        // At −59 the visible rect ends at 793: the band is off screen, and nothing is reported.
        #expect(run.log.visibility.isEmpty)
        // Visible fraction = (offset + 852 − 1000) / 100 ≥ 0.5 ⇔ offset ≥ 198.
        run.scrollView.setContentOffset(CGPoint(x: 0, y: 197), animated: false)
        run.simulation.run(frames: 1)
        #expect(run.log.visibility.isEmpty)
        run.scrollView.setContentOffset(CGPoint(x: 0, y: 198), animated: false)
        run.simulation.run(frames: 1)
        #expect(run.log.visibility.map(\.visible) == [true])
        run.scrollView.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        run.simulation.run(frames: 1)
        #expect(run.log.visibility.map(\.visible) == [true])
        run.scrollView.setContentOffset(CGPoint(x: 0, y: 197.6666), animated: false)
        run.simulation.run(frames: 1)
        #expect(run.log.visibility.map(\.visible) == [true, false])
    }

    @Test("a modifier on a scroll view reports its phases, not those of a scroll view in its content")
    func firstScrollViewInHierarchy() throws {
        let outer = ScrollCallbackLog(), inner = ScrollCallbackLog()
        let controller = UIHostingController(rootView: NestedPhaseScreen(outer: outer, inner: inner))
        let (simulation, outerView) = try hostScrollScreen(controller)
        let innerView = try #require(outerView.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(innerView.contentSize == CGSize(width: 1000, height: 200))
        // A horizontal swipe on the inner scroll view (y 59 + 100 in the window): only the inner one moves.
        try simulation.perform([.down(at: CGPoint(x: 300, y: 159)), .move(to: CGPoint(x: 100, y: 159), duration: 0.3),
                                .hold(duration: 0.2), .up])
        simulation.runUntilIdle()
        #expect(innerView.contentOffset.x > 100)
        #expect(inner.phaseChanges.map(\.new) == [.tracking, .interacting, .idle])
        // The outer scroll view saw the finger too (tracking) but never scrolled.
        #expect(!outer.phaseChanges.contains { $0.new == .interacting })
    }
}
