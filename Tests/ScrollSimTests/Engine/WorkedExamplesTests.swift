import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Worked-examples>'s worked examples A–E and B′ through `Simulation` + `perform` + `TraceRecorder`, every number of
/// the table. Setup (``SimulationFixture``): 120 Hz frames and digitiser, scale 3, 390 × 844, zero insets,
/// `.normal`. Offsets are pixel-rounded, so they are compared to the pixel (|Δ| < 1e-6 pt; a pixel is
/// 1/3 pt); times to within half a frame (1/240 s). "release + k" is k frames after the frame that
/// processed the lift (the frame of `scrollViewWillEndDragging`).
@Suite("Worked examples (Physics, “Worked examples”)")
struct WorkedExamplesTests {
    static let halfFrame = 0.5 / 120
    static let view = SimulationFixture.viewName

    func expectOffset(_ fixture: SimulationFixture, releasePlus k: Int, _ expected: Double,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        guard let actual = fixture.offsetY(releasePlus: k) else {
            Issue.record("no frame at release + \(k)", sourceLocation: sourceLocation)
            return
        }
        #expect(isApproximatelyEqual(actual, expected, absoluteTolerance: samePixelTolerance), "release + \(k): \(actual), table \(expected)",
                sourceLocation: sourceLocation)
    }

    func releaseTime(_ fixture: SimulationFixture) throws -> Double {
        let release = try #require(fixture.releaseFrame)
        return try #require(fixture.recorder.frame(release, of: Self.view)).time
    }

    func endTime(_ fixture: SimulationFixture) throws -> Double {
        try #require(fixture.recorder.events(named: "scrollViewDidEndDecelerating", view: Self.view).last).time
    }

    @Test("A. free fling")
    func exampleA() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())

        let will = try #require(fx.recorder.events(named: "scrollViewWillEndDragging").first)
        #expect(will.frame == 12)                                   // the up at t = 0.1 s is processed in frame 12
        #expect(isApproximatelyEqual(try #require(will.detailDouble("velocity_y")), 3.0, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(try #require(will.detailDouble("target_y")), 2493 + 2.0 / 3, absoluteTolerance: samePixelTolerance))
        #expect(fx.recorder.events(named: "scrollViewDidEndDragging").first?.detailValue("willDecelerate") == "true")

        expectOffset(fx, releasePlus: 0, 1024 + 2.0 / 3)            // the one-frame first step
        expectOffset(fx, releasePlus: 1, 1049.0)
        expectOffset(fx, releasePlus: 10, 1251.0)
        expectOffset(fx, releasePlus: 60, 1956.0)
        expectOffset(fx, releasePlus: 120, 2298.0)

        #expect(isApproximatelyEqual(fx.offsetY, 2492.0, absoluteTolerance: samePixelTolerance))
        let lastScroll = try #require(fx.log.entries.last { $0.name == "scrollViewDidScroll" })
        #expect(isApproximatelyEqual(lastScroll.y, 2492.0, absoluteTolerance: samePixelTolerance))
        #expect(isApproximatelyEqual(try endTime(fx) - releaseTime(fx), 2.8417, absoluteTolerance: Self.halfFrame))
    }

    /// B: released at rest 138 pt past the top (u = −300 shown as −138.0); an `up` after `hold` takes the
    /// first step, so the clock starts one frame before the release and e(τ) = 138·0.99^τ (<doc:Physics#Bounce>) at
    /// τ = 8.33·(k + 1) ms: +0 126.9 → −127.0, +1 116.7 → −116.667, +10 55.0, +60 0.9 → −1.0; within 0.5 pt
    /// once τ > ln(276)/0.01005 = 559.2 ms → τ = 566.67, 0.5583 s after the release frame.
    @Test("B. pull and release")
    func exampleB() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 100, toY: 410, duration: 1.0, holdAfter: 0.5))
        #expect(fx.simulation.runUntilIdle())

        let will = try #require(fx.recorder.events(named: "scrollViewWillEndDragging").first)
        #expect(will.frame == 180)                                  // up at 1.5 s
        #expect(try #require(will.detailDouble("velocity_y")) == 0)
        #expect(try #require(will.detailDouble("target_y")) == 0)
        #expect(fx.recorder.events(named: "scrollViewDidEndDragging").first?.detailValue("willDecelerate") == "true")
        let willEntry = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        #expect(isApproximatelyEqual(willEntry.y, -138.0, absoluteTolerance: samePixelTolerance))      // shown −138.0 for u = −300

        expectOffset(fx, releasePlus: 0, -127.0)
        expectOffset(fx, releasePlus: 1, -116 - 2.0 / 3)
        expectOffset(fx, releasePlus: 10, -55.0)
        expectOffset(fx, releasePlus: 60, -1.0)

        #expect(fx.offsetY == 0)
        #expect(isApproximatelyEqual(try endTime(fx) - releaseTime(fx), 0.5583, absoluteTolerance: Self.halfFrame))
        // Never overshoots into the content.
        #expect(fx.frames.allSatisfy { $0.offset.y <= 0 })
    }

    /// B′: as B with a `pause` instead of the hold: the pair keeps the moves' −0.31 pt/ms (outward at the
    /// top), no threshold out of range, and a 0.5-s pause is outside (0.8, 2.4) frames: no first step.
    /// e(τ) = 0.99^τ·[138 + 0.31·0.998·(1 − 0.998^τ)/0.002] at τ = 8.33·k: +1 129.27, +10 70.0, +60 1.55;
    /// e < 0.5 first at τ = 625 ms (620.0 ms gives 0.488, 616.7 ms 0.504; frames are 8.33 ms apart).
    @Test("B′. pull, pause and release keeps the stale velocity and takes no first step")
    func exampleBPrime() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 100)), .move(to: CGPoint(x: 200, y: 410), duration: 1.0),
                                   .pause(duration: 0.5), .up])
        #expect(fx.simulation.runUntilIdle())

        let will = try #require(fx.recorder.events(named: "scrollViewWillEndDragging").first)
        #expect(will.frame == 180)
        #expect(isApproximatelyEqual(try #require(will.detailDouble("velocity_y")), -0.31, absoluteTolerance: 1e-9))
        #expect(try #require(will.detailDouble("target_y")) == 0)
        #expect(fx.recorder.events(named: "scrollViewDidEndDragging").first?.detailValue("willDecelerate") == "true")

        expectOffset(fx, releasePlus: 0, -138.0)
        expectOffset(fx, releasePlus: 1, -129 - 1.0 / 3)
        expectOffset(fx, releasePlus: 10, -70.0)
        expectOffset(fx, releasePlus: 60, -1 - 2.0 / 3)
        #expect(fx.offsetY == 0)
        #expect(isApproximatelyEqual(try endTime(fx) - releaseTime(fx), 0.6250, absoluteTolerance: Self.halfFrame))
    }

    /// <doc:Physics#Release-target-and-hand-off>'s first step after a `pause(p)`: Δ = p since the last drag update; a step only if
    /// 0.8/F < p < 2.4/F (6.67 ms < p < 20 ms at 120 Hz). B′'s pull with a 1-tick pause (8.33 ms) steps:
    /// +0 shows e(8.33 ms) = 0.99^8.33·[138 + 0.31·0.998·(1 − 0.998^8.33)/0.002] = 129.27 → −129.333; with a
    /// 3-tick pause (25 ms) it does not: +0 shows the release offset −138.0.
    @Test("a lift 0.8–2.4 frames after the last drag update takes the first step, later ones do not",
          arguments: [(1, -129 - 1.0 / 3), (3, -138.0)])
    func firstStepAfterPause(ticks: Int, releaseFrameOffset: Double) throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 100)), .move(to: CGPoint(x: 200, y: 410), duration: 1.0),
                                   .pause(duration: Double(ticks) / 120), .up])
        #expect(fx.simulation.runUntilIdle())
        expectOffset(fx, releasePlus: 0, releaseFrameOffset)
        #expect(fx.offsetY == 0)
    }

    /// C: 2 pt/ms from 3900 reaches 4156 when 0.998^τ = 1 − 256·0.002/(2·0.998), τ ≈ 148 ms, at
    /// v_c = 1.487 pt/ms; the bounce on the displayed offset peaks 33.3·v_c ≈ 49.5 pt past the edge
    /// (shown as is, <doc:Physics#Bounce>): 4205.333 over frames 39–41.
    @Test("C. fling into the bottom edge")
    func exampleC() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 3710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())

        let will = try #require(fx.recorder.events(named: "scrollViewWillEndDragging").first)
        #expect(isApproximatelyEqual(try #require(will.detailDouble("velocity_y")), 2.0, absoluteTolerance: 1e-9))
        #expect(try #require(will.detailDouble("target_y")) == 4156)

        expectOffset(fx, releasePlus: 1, 3932 + 2.0 / 3)
        expectOffset(fx, releasePlus: 10, 4067 + 1.0 / 3)
        expectOffset(fx, releasePlus: 60, 4166 + 1.0 / 3)
        let release = try #require(fx.releaseFrame)
        let after = fx.frames.filter { $0.frame >= release }
        let peak = try #require(after.map { Double($0.offset.y) }.max())
        #expect(isApproximatelyEqual(peak, 4205 + 1.0 / 3, absoluteTolerance: samePixelTolerance))
        #expect(after.filter { isApproximatelyEqual(Double($0.offset.y), peak, absoluteTolerance: samePixelTolerance) }.map(\.frame) == [39, 40, 41])

        #expect(fx.offsetY == 4156)
        #expect(isApproximatelyEqual(try endTime(fx) - releaseTime(fx), 0.8417, absoluteTolerance: Self.halfFrame))
        // After the peak it never comes back into the content (offset ≥ max = 4156): no oscillation.
        #expect(after.filter { $0.frame >= 41 }.allSatisfy { $0.offset.y >= 4156 })
    }

    @Test("D. as C with bounces = false")
    func exampleD() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 3710) { $0.bounces = false }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())

        let will = try #require(fx.recorder.events(named: "scrollViewWillEndDragging").first)
        #expect(isApproximatelyEqual(try #require(will.detailDouble("velocity_y")), 2.0, absoluteTolerance: 1e-9))
        #expect(try #require(will.detailDouble("target_y")) == 4156)

        expectOffset(fx, releasePlus: 1, 3932 + 2.0 / 3)
        expectOffset(fx, releasePlus: 10, 4067 + 1.0 / 3)
        #expect(fx.frames.allSatisfy { $0.offset.y <= 4156 })
        #expect(fx.offsetY == 4156)
        let end = try #require(fx.recorder.events(named: "scrollViewDidEndDecelerating").last)
        #expect(isApproximatelyEqual(end.time - (try releaseTime(fx)), 0.1417, absoluteTolerance: Self.halfFrame))
        // It stops in the frame that reaches the edge: didScroll(4156) then didEndDecelerating, same frame.
        let reach = try #require(fx.frames.first { $0.offset.y == 4156 })
        #expect(reach.frame == end.frame)
        let tail = fx.log.entries.suffix(2)
        #expect(tail.map(\.name) == ["scrollViewDidScroll", "scrollViewDidEndDecelerating"])
        #expect(tail.first?.y == 4156)
    }

    @Test("E. slow release")
    func exampleE() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 1000)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 600, duration: 0.5))
        #expect(fx.simulation.runUntilIdle())
        fx.simulation.run(seconds: 1)

        let will = try #require(fx.recorder.events(named: "scrollViewWillEndDragging").first)
        #expect(try #require(will.detailDouble("velocity_y")) == 0)
        #expect(isApproximatelyEqual(try #require(will.detailDouble("target_y")), 1090.0, absoluteTolerance: samePixelTolerance))
        #expect(fx.recorder.events(named: "scrollViewDidEndDragging").first?.detailValue("willDecelerate") == "false")
        #expect(fx.recorder.events(named: "scrollViewWillBeginDecelerating").isEmpty)
        #expect(fx.recorder.events(named: "scrollViewDidEndDecelerating").isEmpty)
        let release = try #require(fx.releaseFrame)
        #expect(fx.frames.filter { $0.frame >= release }.allSatisfy { isApproximatelyEqual(Double($0.offset.y), 1090, absoluteTolerance: samePixelTolerance) })
        #expect(fx.log.names.last == "scrollViewDidEndDragging")
    }

    /// A custom rate 0.9939 snaps to 0.99 (<doc:Physics#Deceleration>): example A's fling then follows the .fast series. Expected
    /// rest from the term-by-term series: first frame with |v| < 0.01 is τ = 575 ms (69 frames of 8.33 ms,
    /// the first step included), x = 1000 + 3·0.99·(1 − 0.99^575)/0.01 → 1296.0 at scale 3.
    @Test("a custom deceleration rate snaps (0.9939 → .fast)")
    func snappedRate() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710) {
            $0.decelerationRate = DecelerationRate(rawValue: 0.9939)
        }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        let series = DecelerationSeries(position: 1000, velocity: 3, factor: 0.99)
        let rest = series.state(atMilliseconds: 575).position
        #expect(PixelRoundingReference.matches(fx.offsetY, exact: rest, scale: 3))
        #expect(isApproximatelyEqual(fx.offsetY, 1296.0, absoluteTolerance: samePixelTolerance))
        #expect(isApproximatelyEqual(try endTime(fx) - releaseTime(fx), (575 - 1000.0 / 120) / 1000, absoluteTolerance: Self.halfFrame))
    }
}
