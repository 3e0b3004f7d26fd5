import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Worked-examples>'s examples G and G′ and <doc:CallbackOrder>'s catch rows: a touch-down on a moving view begins the pan at
/// once; each callback is checked with the flags read inside it (isTracking, isDragging, isDecelerating).
/// Figures from <doc:Physics#Worked-examples> (hand-derived from <doc:Physics#Touch-pan-and-velocity>, <doc:Physics#Release-target-and-hand-off>, <doc:Physics#Bounce>, <doc:CallbackOrder>); offsets to the pixel.
@Suite("Catching a moving view (Callback order, Physics, “Worked examples” G, G′)")
struct CatchExamplesTests {
    typealias Flags = (tracking: Bool, dragging: Bool, decelerating: Bool)

    func entries(_ fx: SimulationFixture, excludingDidScroll: Bool = true) -> [CallbackEntry] {
        fx.log.entries.filter { !excludingDidScroll || $0.name != "scrollViewDidScroll" }
    }

    func expectFlags(_ entry: CallbackEntry?, _ flags: Flags, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let entry else {
            Issue.record("missing callback", sourceLocation: sourceLocation)
            return
        }
        #expect(entry.isTracking == flags.tracking && entry.isDragging == flags.dragging
                && entry.isDecelerating == flags.decelerating,
                "\(entry.name): tracking \(entry.isTracking) dragging \(entry.isDragging) decelerating \(entry.isDecelerating)",
                sourceLocation: sourceLocation)
    }

    /// G: A's fling, `wait 0.3 s`, then a finger that touches down and lifts without moving.
    @Test("G. a touch-down on an in-range deceleration catches it; a lift before 10 pt ends it the next frame")
    func exampleG() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1)
                                  + [.wait(duration: 0.3), .down(at: CGPoint(x: 200, y: 500)), .hold(duration: 0.1), .up])
        #expect(fx.simulation.runUntilIdle())
        fx.log.dropThroughFirst("scrollViewWillBeginDecelerating")

        #expect(isApproximatelyEqual(Double(try #require(fx.recorder.frame(47, of: SimulationFixture.viewName)).offset.y), 1676.0, absoluteTolerance: samePixelTolerance))
        let events = fx.recorder.events.filter { $0.frame >= 48 }
        #expect(events.map(\.event) == ["scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                        "scrollViewDidEndDecelerating"])
        #expect(events.map(\.frame) == [48, 60, 60, 61])
        // Held: no didScroll from the touch-down on, the offset stays 1676.0.
        #expect(fx.frames.filter { $0.frame >= 48 }.allSatisfy { isApproximatelyEqual(Double($0.offset.y), 1676.0, absoluteTolerance: samePixelTolerance) })
        let will = try #require(events.first { $0.event == "scrollViewWillEndDragging" })
        #expect(try #require(will.detailDouble("velocity_y")) == 0)
        #expect(isApproximatelyEqual(try #require(will.detailDouble("target_y")), 1676.0, absoluteTolerance: samePixelTolerance))
        #expect(events.first { $0.event == "scrollViewDidEndDragging" }?.detailValue("willDecelerate") == "false")

        let log = entries(fx).filter { $0.name != "scrollViewDidScroll" }
        let afterCatch = Array(log.drop { $0.name != "scrollViewWillBeginDragging" })
        #expect(afterCatch.map(\.name) == ["scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                           "scrollViewDidEndDecelerating"])
        expectFlags(afterCatch.first, (true, true, true))                 // caught: still decelerating
        expectFlags(afterCatch.dropFirst(1).first, (true, true, true))    // willEndDragging
        expectFlags(afterCatch.dropFirst(2).first, (true, false, true))   // didEndDragging(false): still decelerating
        expectFlags(afterCatch.dropFirst(3).first, (false, false, false)) // didEndDecelerating, next frame
        #expect(afterCatch.dropFirst(2).first?.willDecelerate == false)
    }

    /// G′: C's fling, `wait 0.25 s`, then a finger that holds the bounce and lifts: e₀ = 49.333 held,
    /// e = 49.333·0.99^τ with the first step (τ = 8.33·(k + 1)): +0 45.37 → 4201.333, +1 41.73 → 4197.667,
    /// +10 19.6 → 4175.667; e < 0.5 once τ > ln(98.67)/0.01005 = 456.9 ms → k = 54, frame 108.
    @Test("G′. a touch-down on a bounce ends it, holds it, and a lift bounces back from the held excess")
    func exampleGPrime() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 3710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1)
                                  + [.wait(duration: 0.25), .down(at: CGPoint(x: 200, y: 500)), .hold(duration: 0.1), .up])
        #expect(fx.simulation.runUntilIdle())
        fx.log.dropThroughFirst("scrollViewWillBeginDecelerating")

        let events = fx.recorder.events.filter { $0.frame >= 42 && $0.event != "scrollViewDidScroll" }
        #expect(events.map(\.event) == ["scrollViewDidEndDecelerating", "scrollViewWillBeginDragging",
                                        "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating"])
        #expect(events.map(\.frame) == [42, 42, 54, 54, 54, 108])
        #expect(fx.recorder.events.filter { $0.frame >= 42 && $0.frame < 54 && $0.event == "scrollViewDidScroll" }.isEmpty)
        #expect(fx.frames.filter { $0.frame >= 41 && $0.frame < 54 }.allSatisfy { isApproximatelyEqual(Double($0.offset.y), 4205 + 1.0 / 3, absoluteTolerance: samePixelTolerance) })
        let will = try #require(events.first { $0.event == "scrollViewWillEndDragging" })
        #expect(try #require(will.detailDouble("velocity_y")) == 0)
        #expect(try #require(will.detailDouble("target_y")) == 4156)
        #expect(events.first { $0.event == "scrollViewDidEndDragging" }?.detailValue("willDecelerate") == "true")

        func offset(_ frame: Int) -> Double? { fx.recorder.frame(frame, of: SimulationFixture.viewName).map { Double($0.offset.y) } }
        #expect(isApproximatelyEqual(try #require(offset(54)), 4201 + 1.0 / 3, absoluteTolerance: samePixelTolerance))
        #expect(isApproximatelyEqual(try #require(offset(55)), 4197 + 2.0 / 3, absoluteTolerance: samePixelTolerance))
        #expect(isApproximatelyEqual(try #require(offset(64)), 4175 + 2.0 / 3, absoluteTolerance: samePixelTolerance))
        #expect(offset(108) == 4156)
        #expect(fx.offsetY == 4156)

        let log = entries(fx)
        let held = Array(log.drop { $0.name != "scrollViewDidEndDecelerating" })
        #expect(held.prefix(5).map(\.name) == ["scrollViewDidEndDecelerating", "scrollViewWillBeginDragging",
                                               "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                               "scrollViewWillBeginDecelerating"])
        expectFlags(held.first, (true, false, false))                     // didEndDecelerating at touch-down
        expectFlags(held.dropFirst(1).first, (true, true, false))         // willBeginDragging
        expectFlags(held.dropFirst(2).first, (true, true, false))         // willEndDragging
        expectFlags(held.dropFirst(3).first, (true, false, false))        // didEndDragging(true)
        expectFlags(held.dropFirst(4).first, (false, false, true))        // willBeginDecelerating
        expectFlags(held.last, (false, false, false))                     // didEndDecelerating
    }

    /// <doc:CallbackOrder> catch row, bouncing, dragged: the held view (4205.333, e = 49.333 past 4156) is grabbed through
    /// the inverse rubber band (<doc:Physics#Drag-and-rubber-band>): startOffset = 4156 + x(49.333) with x(b) = (d/c)·(1/(1 − b/d) − 1). The
    /// finger then moves 11 pt down in one report: translation 11 − 10 = 1, u = startOffset − 1, shown
    /// 4156 + b(x(49.333) − 1): within a pixel of the held offset, no jump.
    @Test("a caught bounce dragged on is grabbed through the inverse rubber band, without a jump")
    func caughtBounceIsGrabbedWithoutAJump() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 3710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1)
                                  + [.wait(duration: 0.25), .down(at: CGPoint(x: 200, y: 500)),
                                     .move(to: CGPoint(x: 200, y: 511), duration: 1.0 / 120)])
        let held = 4205 + 1.0 / 3
        let excess = RubberBandReference.excess(forOffset: held - 4156, dimension: 844)
        let shown = 4156 + RubberBandReference.offset(forExcess: excess - 1, dimension: 844)
        #expect(PixelRoundingReference.matches(fx.offsetY, exact: shown, scale: 3), "\(fx.offsetY) vs \(shown)")
        #expect(isApproximatelyEqual(fx.offsetY, held, absoluteTolerance: 1))
        #expect(fx.scrollView.isDragging && !fx.scrollView.isDecelerating)
    }

    /// <doc:CallbackOrder> catch row, in range, dragged: the deceleration stays announced through the drag, a decelerating
    /// release sends willBeginDecelerating again and one didEndDecelerating ends everything.
    @Test("a caught deceleration dragged and flung again sends willBeginDecelerating again and one didEndDecelerating")
    func caughtAndFlungAgain() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1)
                                  + [.wait(duration: 0.3)] + SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        fx.log.dropThroughFirst("scrollViewWillBeginDecelerating")
        let log = entries(fx)
        #expect(log.map(\.name) == ["scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                    "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating"])
        expectFlags(log.first, (true, true, true))
        expectFlags(log.dropFirst(2).first, (true, false, true))
        expectFlags(log.dropFirst(3).first, (false, false, true))
        expectFlags(log.last, (false, false, false))
    }

    /// <doc:CallbackOrder> catch row, in range, dragged slowly: a non-decelerating release sends didEndDragging(false) and
    /// the deceleration ends at the next frame.
    @Test("a caught deceleration dragged and released slowly ends at the next frame")
    func caughtAndReleasedSlowly() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1)
                                  + [.wait(duration: 0.3)] + SimulationFixture.drag(fromY: 700, toY: 600, duration: 0.5))
        #expect(fx.simulation.runUntilIdle())
        fx.log.dropThroughFirst("scrollViewWillBeginDecelerating")
        let events = fx.recorder.events.filter { $0.time > 0.35 && $0.event != "scrollViewDidScroll" }
        #expect(events.map(\.event) == ["scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                        "scrollViewDidEndDecelerating"])
        let endDrag = try #require(events.first { $0.event == "scrollViewDidEndDragging" })
        #expect(endDrag.detailValue("willDecelerate") == "false")
        #expect(events.last?.frame == endDrag.frame + 1)
        let log = entries(fx)
        expectFlags(log.dropFirst(2).first, (true, false, true))
        expectFlags(log.last, (false, false, false))
    }

    @Test("a touch on a bounce a pixel from the edge ends it with didEndDecelerating at once (Callback order)")
    func catchBounceNearEdge() throws {
        // Example B's pull (<doc:Physics#Worked-examples>): released 138 pt past the top at rest, e = 138·0.99^τ with the
        // first step; 0.52 s after the release τ = 528.3 ms, e = 0.68: shown two pixels from the edge, still
        // bouncing (it settles 0.5583 s after the release).
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        view.contentSize = CGSize(width: 390, height: 5000)
        let simulation = try Simulation(root: view)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform([.down(at: CGPoint(x: 200, y: 100)), .move(to: CGPoint(x: 200, y: 410), duration: 1.0),
                                .hold(duration: 0.5), .up])
        simulation.run(seconds: 0.52)
        #expect(view.phase == .bouncing)
        #expect(isApproximatelyEqual(Double(view.contentOffset.y), -2.0 / 3, absoluteTolerance: 1e-9))
        try simulation.perform([.down(at: CGPoint(x: 200, y: 400))])
        // <doc:CallbackOrder>: the bounce ends at once and the caught pan begins.
        #expect(recorder.events.suffix(2).map(\.event) == ["scrollViewDidEndDecelerating", "scrollViewWillBeginDragging"])
        #expect(!view.isDecelerating)
    }
}
