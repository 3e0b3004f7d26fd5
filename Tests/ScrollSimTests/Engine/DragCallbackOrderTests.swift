import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:CallbackOrder>: callback order for drags and releases, asserted on the delegate's log (and on the
/// trace, which must list the same callbacks). Offsets of drag updates follow <doc:Physics#Touch-pan-and-velocity> to <doc:Physics#Drag-and-rubber-band> by hand.
@Suite("Callback order: drag and release")
struct DragCallbackOrderTests {
    static let didScroll = "scrollViewDidScroll"

    @Test("drag and fling: willBeginDragging, didScroll per update, willEnd, didEnd(true), willBeginDecelerating, didScroll per frame, didEndDecelerating")
    func dragAndFling() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())

        let names = fx.log.names
        let decelCount = names.count - 17
        #expect(decelCount >= 300)                                   // ≈ 341 frames of motion, not all change pixel
        #expect(names == ["scrollViewWillBeginDragging"] + Array(repeating: Self.didScroll, count: 12)
                + ["scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating"]
                + Array(repeating: Self.didScroll, count: max(decelCount, 0)) + ["scrollViewDidEndDecelerating"])
        #expect(fx.recorder.eventNames(view: SimulationFixture.viewName) == names)   // trace = delegate
        #expect(fx.log.entries.allSatisfy { $0.depth == 0 })

        let entries = fx.log.entries
        let drag = entries[1...12]
        #expect(drag.map(\.y) == (0..<12).map { 725 + 25 * Double($0) })
        #expect(drag.allSatisfy { $0.isTracking && $0.isDragging && !$0.isDecelerating })
        let decel = entries[16..<(entries.count - 1)]
        #expect(decel.allSatisfy { $0.isDecelerating && !$0.isDragging && !$0.isTracking })
        #expect(zip(decel, decel.dropFirst()).allSatisfy { $0.y < $1.y })      // strictly increasing, one per change
        #expect(isApproximatelyEqual(decel.first?.y ?? 0, 1024 + 2.0 / 3, absoluteTolerance: samePixelTolerance))   // the synchronous first step

        // willBeginDecelerating and the first-step didScroll come in the frame that processed the lift.
        let events = fx.recorder.events
        let release = try #require(fx.releaseFrame)
        #expect(events.first { $0.event == "scrollViewWillBeginDecelerating" }?.frame == release)
        #expect(events.filter { $0.event == Self.didScroll }.dropFirst(12).first?.frame == release)
        #expect(events.map(\.seq) == Array(events.map(\.seq).sorted()))

        #expect(!fx.scrollView.isTracking && !fx.scrollView.isDragging && !fx.scrollView.isDecelerating)
        #expect(fx.scrollView.phase == .idle)
    }

    @Test("slow release in range: willEndDragging(v = 0, target = offset), didEndDragging(false), nothing more")
    func slowRelease() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 1000)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 600, duration: 0.5))
        #expect(fx.simulation.runUntilIdle())
        fx.simulation.run(seconds: 0.5)
        #expect(fx.log.collapsedNames == ["scrollViewWillBeginDragging", "scrollViewDidScroll…",
                                          "scrollViewWillEndDragging", "scrollViewDidEndDragging"])
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        #expect(will.velocity == .zero)
        #expect(will.proposedTarget == will.offset)
        #expect(isApproximatelyEqual(will.y, 1090, absoluteTolerance: samePixelTolerance))
        #expect(fx.log.entries.last?.willDecelerate == false)
    }

    /// Released in overscroll: at rest (example B), outward and inward. Target clamped, didEndDragging(true),
    /// then a deceleration (the bounce) that ends in range.
    @Test("release in overscroll, any velocity", arguments: [
        // (gesture description, steps) — pull down 310 pt and hold / flick outward / flick back inward
        ("held", SimulationFixture.drag(fromY: 100, toY: 410, duration: 1.0, holdAfter: 0.5)),
        ("outward", SimulationFixture.drag(fromY: 100, toY: 400, duration: 0.1)),
        ("inward", [Gesture.down(at: CGPoint(x: 200, y: 100)), .move(to: CGPoint(x: 200, y: 410), duration: 0.5),
                    .move(to: CGPoint(x: 200, y: 330), duration: 0.05), .up]),
    ])
    func releaseInOverscroll(_ label: String, _ steps: [Gesture]) throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        try fx.simulation.perform(steps)
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.log.collapsedNames == ["scrollViewWillBeginDragging", "scrollViewDidScroll…",
                                          "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                          "scrollViewWillBeginDecelerating", "scrollViewDidScroll…",
                                          "scrollViewDidEndDecelerating"], "\(label)")
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        #expect(will.y < 0, "\(label): released in overscroll")
        // Target: offset + sign(v)(|v| − 0.01)/|ln f| (0 for v = 0), pixel-rounded, clamped to [0, 4156].
        let v = Double(try #require(will.velocity).y)
        let projected = v == 0 ? will.y : will.y + (v > 0 ? 1 : -1) * (abs(v) - 0.01) / -log(0.998)
        let expectedTarget = min(max(PixelRoundingReference.round(projected, scale: 3), 0), 4156)
        #expect(isApproximatelyEqual(Double(try #require(will.proposedTarget).y), expectedTarget, absoluteTolerance: samePixelTolerance), "\(label)")
        #expect(fx.log.entries.first { $0.name == "scrollViewDidEndDragging" }?.willDecelerate == true)
        #expect(fx.offsetY >= 0 && fx.offsetY <= 4156, "\(label): rests in range")
        if label != "inward" {
            #expect(fx.offsetY == 0)
            #expect(fx.frames.allSatisfy { $0.offset.y <= 0 }, "\(label): no overshoot into the content")
        }
    }

    /// <doc:CallbackOrder> (v2): a touch-down on a bouncing view ends the bounce (didEndDecelerating) and begins the pan at
    /// once (willBeginDragging), holding the view where it is; the lift bounces back from there.
    @Test("touch-down on a bouncing view: didEndDecelerating and willBeginDragging at once, the view is held")
    func touchDownOnBouncingView() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 3710)      // example C
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1))
        fx.simulation.run(frames: 25)                                          // past the edge (crossing ≈ release + 17)
        let held = fx.offsetY
        #expect(held > 4156)
        #expect(fx.scrollView.isDecelerating)
        fx.log.clear()
        let firstFrame = fx.simulation.frameCount
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 400)), .hold(duration: 0.2)])

        #expect(fx.log.names == ["scrollViewDidEndDecelerating", "scrollViewWillBeginDragging"])
        let end = try #require(fx.recorder.events(named: "scrollViewDidEndDecelerating").last)
        #expect(end.frame == firstFrame)                                       // in the frame that processed the down
        let during = fx.frames.filter { $0.frame >= firstFrame }
        #expect(during.count >= 24)
        #expect(during.allSatisfy { Double($0.offset.y) == held })
        #expect(during.allSatisfy { $0.phase == .dragging })
        #expect(fx.scrollView.isTracking && fx.scrollView.isDragging && !fx.scrollView.isDecelerating)

        try fx.simulation.perform([.up])
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.log.collapsedNames.suffix(5) == ["scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                                    "scrollViewWillBeginDecelerating", "scrollViewDidScroll…",
                                                    "scrollViewDidEndDecelerating"])
        #expect(fx.offsetY == 4156)                                            // back in range at rest
    }

    /// <doc:CallbackOrder> (v2): a touch-down on a decelerating view in range catches it: the pan begins at once
    /// (willBeginDragging, still decelerating, no didScroll); after 10 pt the drag moves the content; a slow
    /// release sends didEndDragging(false) and the deceleration ends at the next frame.
    @Test("touch-down on a decelerating view: the pan begins at once, the deceleration ends after a slow release")
    func touchDownOnDeceleratingView() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)    // example A
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        fx.simulation.run(frames: 30)
        let held = fx.offsetY
        #expect(fx.scrollView.isDecelerating)
        fx.log.clear()
        let firstFrame = fx.simulation.frameCount
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 400)), .hold(duration: 0.2)])
        #expect(fx.log.names == ["scrollViewWillBeginDragging"])
        #expect(fx.frames.filter { $0.frame >= firstFrame }.allSatisfy { Double($0.offset.y) == held })
        #expect(fx.scrollView.isDecelerating && fx.scrollView.isTracking && fx.scrollView.isDragging)

        try fx.simulation.perform([.move(to: CGPoint(x: 200, y: 300), duration: 0.2), .hold(duration: 0.1), .up])
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.log.collapsedNames == ["scrollViewWillBeginDragging", "scrollViewDidScroll…",
                                          "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                          "scrollViewDidEndDecelerating"])
        #expect(fx.offsetY > held)
    }

    /// `isScrollEnabled = false` inside the 5th drag didScroll (offset 825): handled as a release at that
    /// instant with the velocity so far (5 samples of 3000 pt/s → 3 pt/ms), deceleration from 825 with the
    /// one-frame first step; the finger's later moves scroll nothing.
    @Test("isScrollEnabled = false mid-drag is a release; later moves scroll nothing")
    func scrollDisabledMidDrag() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        var updates = 0
        fx.delegate.onDidScroll = { sv in
            guard sv.isDragging else { return }
            updates += 1
            if updates == 5 { sv.isScrollEnabled = false }
        }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())

        #expect(fx.log.collapsedNames == ["scrollViewWillBeginDragging", "scrollViewDidScroll…",
                                          "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                          "scrollViewWillBeginDecelerating", "scrollViewDidScroll…",
                                          "scrollViewDidEndDecelerating"])
        #expect(updates == 5)
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        #expect(will.y == 825)
        #expect(isApproximatelyEqual(Double(try #require(will.velocity).y), 3, absoluteTolerance: 1e-9))
        #expect(fx.log.entries.first { $0.name == "scrollViewDidEndDragging" }?.willDecelerate == true)
        let release = try #require(fx.releaseFrame)
        #expect(release == 5)                                                  // before the lift (frame 12)

        let series = DecelerationSeries(position: 825, velocity: 3, factor: 0.998)
        for record in fx.frames where record.frame >= release && record.frame <= release + 120 {
            let exact = series.state(atMilliseconds: 1000 * Double(record.frame - release + 1) / 120).position
            #expect(PixelRoundingReference.matches(Double(record.offset.y), exact: exact, scale: 3),
                    "release + \(record.frame - release)")
        }
        #expect(fx.log.names.filter { $0 == "scrollViewWillBeginDragging" }.count == 1)
    }
}
