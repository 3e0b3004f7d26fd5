import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Programmatic-motion>/<doc:CallbackOrder> programmatic motion: `setContentOffset(_:animated:)` (0.3 s sin², didScroll per
/// frame, didEndScrollingAnimation; interrupting a deceleration ends it first) and scroll to top via a
/// status-bar tap (shouldScrollToTop, critically damped spring, didScrollToTop after 1.6 s).
/// Convention: an animation requested between frames starts at ``Simulation/time`` (the last frame's
/// instant) and is first evaluated in the next frame. Offsets compared to the pixel against the
/// pixel-rounded closed form / integrator; times within half a frame.
@Suite("Programmatic scrolling")
struct ProgrammaticScrollTests {
    static func sin2(_ t: Double) -> Double { let s = sin(Double.pi * t / 0.6); return s * s }

    @Test("setContentOffset(animated: true) from rest: sin² frames, then didEndScrollingAnimation")
    func animatedFromRest() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        fx.simulation.run(frames: 10)
        let startFrame = fx.simulation.frameCount - 1
        let startTime = fx.simulation.time
        fx.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(fx.log.entries.isEmpty)                        // nothing synchronous
        #expect(fx.simulation.runUntilIdle())

        #expect(fx.log.collapsedNames == ["scrollViewDidScroll…", "scrollViewDidEndScrollingAnimation"])
        for record in fx.frames where record.frame > startFrame && record.frame <= startFrame + 36 {
            let t = Double(record.frame - startFrame) / 120
            #expect(PixelRoundingReference.matches(Double(record.offset.y), exact: 300 * Self.sin2(t), scale: 3),
                    "frame +\(record.frame - startFrame)")
        }
        #expect(fx.recorder.frame(startFrame + 18, of: SimulationFixture.viewName)?.offset.y == 150)   // p(0.15) = 1/2
        #expect(fx.offsetY == 300)
        let end = try #require(fx.recorder.events(named: "scrollViewDidEndScrollingAnimation").last)
        #expect(isApproximatelyEqual(end.time - startTime, 0.3, absoluteTolerance: 0.5 / 120))
        #expect(fx.recorder.events(named: "scrollViewDidEndDecelerating").isEmpty)
        let during = fx.frames.filter { $0.frame > startFrame && $0.frame < end.frame }
        #expect(!during.isEmpty && during.allSatisfy { $0.phase == .animating })
    }

    @Test("setContentOffset to the current offset does nothing; animated: false is one synchronous didScroll")
    func trivialAndImmediate() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 500)
        fx.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(fx.simulation.runUntilIdle())
        fx.simulation.run(frames: 40)
        #expect(fx.log.entries.isEmpty)
        fx.scrollView.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
        #expect(fx.log.entries.map(\.name) == ["scrollViewDidScroll"])
        #expect(fx.log.entries.first?.y == 800)
        fx.simulation.run(frames: 40)
        #expect(fx.log.entries.count == 1)
    }

    @Test("setContentOffset(animated: true) during a deceleration: didEndDecelerating first, then the animation")
    func interruptsDeceleration() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)    // example A
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        fx.simulation.run(frames: 30)
        #expect(fx.scrollView.isDecelerating)
        let start = fx.offsetY
        let startFrame = fx.simulation.frameCount - 1
        fx.log.clear()
        fx.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        #expect(fx.log.names == ["scrollViewDidEndDecelerating"])
        #expect(!fx.scrollView.isDecelerating)
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.log.collapsedNames == ["scrollViewDidEndDecelerating", "scrollViewDidScroll…",
                                          "scrollViewDidEndScrollingAnimation"])
        for record in fx.frames where record.frame > startFrame && record.frame <= startFrame + 36 {
            let t = Double(record.frame - startFrame) / 120
            // `start` is the shown (rounded) offset; the physics start may differ by < 1/6 pt, hence ±1 px.
            let exact = start + (500 - start) * Self.sin2(t)
            #expect(isApproximatelyEqual(Double(record.offset.y), exact, absoluteTolerance: 1.0 / 3 + 1e-9), "frame +\(record.frame - startFrame)")
        }
        #expect(fx.offsetY == 500)
    }

    /// Tap at t = 0 on a fresh simulation (processed in frame 0): frame k shows the spring from 2000 to 0
    /// at k/120 s (RK4 reference); didScrollToTop at 1.6 s; not didEndScrollingAnimation.
    @Test("status-bar tap: shouldScrollToTop, spring frames, didScrollToTop")
    func scrollToTop() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 2000)
        try fx.simulation.perform([.statusBarTap])
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.log.collapsedNames == ["scrollViewShouldScrollToTop", "scrollViewDidScroll…", "scrollViewDidScrollToTop"])
        let times = (0...191).map { Double($0) / 120 }
        let reference = CriticallyDampedSpringReference(from: 2000, to: 0).positions(atSeconds: times)
        for (k, exact) in reference.enumerated() {
            guard let record = fx.recorder.frame(k, of: SimulationFixture.viewName) else {
                Issue.record("no frame \(k)")
                continue
            }
            #expect(PixelRoundingReference.matches(Double(record.offset.y), exact: exact, scale: 3), "frame \(k)")
        }
        let end = try #require(fx.recorder.events(named: "scrollViewDidScrollToTop").last)
        #expect(isApproximatelyEqual(end.time, 1.6, absoluteTolerance: 0.5 / 120))
        #expect(fx.offsetY == 0)
        #expect(fx.recorder.events(named: "scrollViewDidEndScrollingAnimation").isEmpty)
    }

    @Test("status-bar tap refused by the delegate, or scrollsToTop = false: no motion")
    func scrollToTopRefused() throws {
        let refused = try SimulationFixture(contentHeight: 5000, offsetY: 2000)
        refused.delegate.shouldScrollToTop = false
        try refused.simulation.perform([.statusBarTap])
        refused.simulation.run(seconds: 2)
        #expect(refused.log.names == ["scrollViewShouldScrollToTop"])
        #expect(refused.offsetY == 2000)

        let disabled = try SimulationFixture(contentHeight: 5000, offsetY: 2000) { $0.scrollsToTop = false }
        try disabled.simulation.perform([.statusBarTap])
        disabled.simulation.run(seconds: 2)
        #expect(disabled.log.names.isEmpty)
        #expect(disabled.offsetY == 2000)
    }

    @Test("scroll to top goes to −adjustedContentInset.top")
    func scrollToTopWithInset() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 2000) {
            $0.contentInset = EdgeInsets(top: 250, left: 0, bottom: 0, right: 0)
        }
        try fx.simulation.perform([.statusBarTap])
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.offsetY == -250)
    }
}
