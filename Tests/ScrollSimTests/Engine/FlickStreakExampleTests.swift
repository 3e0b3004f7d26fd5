import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Repeated-flicks> through the engine: <doc:Physics#Worked-examples> example F, then each reset condition on its own. Setup as <doc:Physics#Worked-examples>
/// (120 Hz, scale 3, 390 × 844, `.normal`); a flick is `down (200,700), move to (200,400) in 0.1 s, up`
/// (release 3.0 pt/ms, 290 pt dragged). Without a multiplier a flick's target is the offset + 2.99/|ln 0.998|
/// = offset + 1493.5 (<doc:Physics#Release-target-and-hand-off>); the fourth flick of an unbroken streak has m = 1 + 1·min(290/240, 0.9) = 1.9.
@Suite("Repeated flicks (Physics, “Repeated flicks”, Physics, “Worked examples” F)")
struct FlickStreakExampleTests {
    static let flick = SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1)
    static let projection = 2.99 / abs(Foundation.log(0.998))

    /// The offset and target of each release, in order.
    func releases(_ fx: SimulationFixture) -> [(offset: Double, target: Double)] {
        fx.recorder.events(named: "scrollViewWillEndDragging").map { (Double($0.offset.y), $0.detailDouble("target_y") ?? .nan) }
    }

    func grid(_ x: Double) -> Double { PixelRoundingReference.round(x, scale: 3) }

    @Test("F. five caught flicks: m = 1, 1, 1, 1.9, 3.25, one didEndDecelerating")
    func exampleF() throws {
        let fx = try SimulationFixture(contentHeight: 100_000, offsetY: 0)
        var steps: [Gesture] = []
        for index in 0..<5 { steps += (index == 0 ? [] : [.wait(duration: 0.3)]) + Self.flick }
        try fx.simulation.perform(steps)
        #expect(fx.simulation.runUntilIdle())

        let begins = fx.recorder.events(named: "scrollViewWillBeginDragging")
        // The first pan begins at the first move report (1/120 s); each later down catches the flight at once.
        #expect(begins.count == 5 && zip(begins.map(\.time), [1.0 / 120, 0.4, 0.8, 1.2, 1.6]).allSatisfy { isApproximatelyEqual($0, $1, absoluteTolerance: 1e-9) })
        let caughtAt = begins.dropFirst().map { Double($0.offset.y) }
        let expectedCaught = [966.0, 1932.0, 2898.0, 4472 + 1.0 / 3]
        #expect(zip(caughtAt, expectedCaught).allSatisfy { isApproximatelyEqual($0, $1, absoluteTolerance: samePixelTolerance) }, "\(caughtAt)")
        // The first move after each catch shows +15.0 (25 pt minus the 10-pt hysteresis).
        for begin in begins.dropFirst() {
            let firstScroll = try #require(fx.recorder.events.first { $0.seq > begin.seq && $0.event == "scrollViewDidScroll" })
            #expect(isApproximatelyEqual(Double(firstScroll.offset.y), Double(begin.offset.y) + 15, absoluteTolerance: samePixelTolerance))
        }
        let got = releases(fx)
        let expected: [(Double, Double)] = [(290.0, 1783 + 2.0 / 3), (1256.0, 2749 + 2.0 / 3), (2222.0, 3715 + 2.0 / 3),
                                            (3188.0, 6025 + 2.0 / 3), (4762 + 1.0 / 3, 9616 + 1.0 / 3)]
        #expect(got.count == 5)
        for (release, want) in zip(got, expected) {
            #expect(isApproximatelyEqual(release.offset, want.0, absoluteTolerance: samePixelTolerance) && isApproximatelyEqual(release.target, want.1, absoluteTolerance: samePixelTolerance),
                    "release at \(release.offset) → \(release.target), table \(want)")
        }
        // Targets from the multipliers, independently: offset + 1493.5·m.
        for (release, m) in zip(got, [1.0, 1.0, 1.0, 1.9, 3.25]) {
            #expect(isApproximatelyEqual(release.target, grid(release.offset + Self.projection * m), absoluteTolerance: samePixelTolerance))
        }
        #expect(fx.recorder.events(named: "scrollViewWillEndDragging").allSatisfy { isApproximatelyEqual($0.detailDouble("velocity_y") ?? 0, 3, absoluteTolerance: 1e-9) })
        let names = fx.log.names.filter { $0 != "scrollViewDidScroll" }
        let flickNames = ["scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                          "scrollViewWillBeginDecelerating"]
        #expect(names == Array(Array(repeating: flickNames, count: 5).joined()) + ["scrollViewDidEndDecelerating"])
        #expect(fx.log.entries.filter { $0.name == "scrollViewDidEndDragging" }.allSatisfy { $0.willDecelerate == true })
        // Rests at 4762.333 + 3.25·1497·(1 − 0.998^2850) = 9611.333, 2.8417 s after the last release frame.
        #expect(isApproximatelyEqual(fx.offsetY, 9611 + 1.0 / 3, absoluteTolerance: samePixelTolerance))
        let lastRelease = try #require(fx.recorder.events(named: "scrollViewWillEndDragging").last)
        let end = try #require(fx.recorder.events(named: "scrollViewDidEndDecelerating").last)
        #expect(isApproximatelyEqual(end.time - lastRelease.time, 2.8417, absoluteTolerance: 0.5 / 120))
    }

    /// Three flicks (n = 3), then `wait` and a fourth flick; returns the fourth release.
    func fourthFlick(third: [Gesture] = flick, wait: Double = 0.3, fourth: [Gesture] = flick) throws -> (offset: Double, target: Double) {
        let fx = try SimulationFixture(contentHeight: 100_000, offsetY: 0)
        try fx.simulation.perform(Self.flick + [.wait(duration: 0.3)] + Self.flick + [.wait(duration: 0.3)] + third
                                  + [.wait(duration: wait)] + fourth)
        #expect(fx.simulation.runUntilIdle())
        let got = releases(fx)
        #expect(got.count == 4)
        return got.last ?? (.nan, .nan)
    }

    @Test("an unbroken streak's fourth flick has m = 1.9")
    func unbrokenFourth() throws {
        let release = try fourthFlick()
        #expect(isApproximatelyEqual(release.target, grid(release.offset + Self.projection * 1.9), absoluteTolerance: samePixelTolerance))
    }

    /// <doc:Physics#Repeated-flicks>.1: the third release is at 0.9 s; a touch-down at 0.9 + 0.95 s keeps the streak, at 0.9 + 1.05 s
    /// (more than t_end + 1 s) it resets, although it still catches the flight (which lasts 2.8 s).
    @Test("a touch-down more than 1 s after the last counted release resets the streak")
    func windowResets() throws {
        let inside = try fourthFlick(wait: 0.95)
        #expect(isApproximatelyEqual(inside.target, grid(inside.offset + Self.projection * 1.9), absoluteTolerance: samePixelTolerance))
        let outside = try fourthFlick(wait: 1.05)
        #expect(isApproximatelyEqual(outside.target, grid(outside.offset + Self.projection), absoluteTolerance: samePixelTolerance))
    }

    /// <doc:Physics#Repeated-flicks>.2: a drag update with the opposite sign resets (the fourth flick goes the other way).
    @Test("a drag in the opposite direction resets the streak")
    func reversalResets() throws {
        let release = try fourthFlick(fourth: SimulationFixture.drag(fromY: 400, toY: 700, duration: 0.1))
        #expect(isApproximatelyEqual(release.target, grid(release.offset - Self.projection), absoluteTolerance: samePixelTolerance))
    }

    /// <doc:Physics#Repeated-flicks>.2: the fourth flick's pan begins with a slow update (10 pt in 0.1 s: 0.1 pt/ms < 0.13), then flicks.
    @Test("a drag update slower than 0.13 pt/ms resets the streak")
    func slowUpdateResets() throws {
        let fourth: [Gesture] = [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 690), duration: 0.1),
                                 .move(to: CGPoint(x: 200, y: 390), duration: 0.1), .up]
        let release = try fourthFlick(fourth: fourth)
        #expect(isApproximatelyEqual(release.target, grid(release.offset + Self.projection), absoluteTolerance: samePixelTolerance))
    }

    /// <doc:Physics#Repeated-flicks>.3: a third release at 0.5 pt/ms (60 pt in 0.12 s) still decelerates (≥ 0.25) but is below 0.6:
    /// the streak resets, so the fourth flick counts as the first (m = 1).
    @Test("a release slower than 0.6 pt/ms resets the streak")
    func slowReleaseResets() throws {
        let third: [Gesture] = [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 640), duration: 0.12), .up]
        let release = try fourthFlick(third: third)
        #expect(isApproximatelyEqual(release.target, grid(release.offset + Self.projection), absoluteTolerance: samePixelTolerance))
    }

    /// <doc:Physics#Repeated-flicks>.5: a flight that stopped (didEndDecelerating) ends the streak: a flick after the stop has m = 1.
    @Test("a flick after the flight stopped does not continue the streak")
    func stopResets() throws {
        let release = try fourthFlick(wait: 3.0)
        #expect(isApproximatelyEqual(release.target, grid(release.offset + Self.projection), absoluteTolerance: samePixelTolerance))
    }
}
