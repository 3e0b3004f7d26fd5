import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// Gestures at the edges of <doc:Physics>'s rules, each expectation derived by hand
/// from the section named in the test.
@Suite("Gesture edge cases")
struct GestureEdgeCaseTests {
    /// Content 5000 (max 4156), offset 4046; the finger moves up 120 pt in 0.1 s (10-pt samples, so the pan
    /// begins at the first with exactly 10 pt of hysteresis) and lifts: u = 4046 + 110 = 4156, exactly on
    /// the edge, moving outward at 1.2 pt/ms. <doc:Physics#Release-target-and-hand-off>: target = clamp(4156 + 1.19·499.5) = 4156 = offset, so a
    /// delegate implementing willEndDragging gets willDecelerate false and nothing more (<doc:Physics#Release-target-and-hand-off>, as <doc:Physics#Without-bouncing> says for
    /// bounces off). Without it, the threshold result (true) and a bounce on the displayed offset (<doc:Physics#Bounce>, v2)
    /// from e₀ = 0 at 1.2 pt/ms: it peaks where f^τ = a/(a + b) (a = ln 0.99, b = ln f), at
    /// e = 0.99^τ·1.2·f·(1 − f^τ)/(1 − f) ≈ 33.3·1.2 ≈ 40 pt, shown as is; the frames sample within half a
    /// frame of the peak (the curve is flat there: within 0.5 pt) and round to a third of a point.
    @Test("release exactly on the edge with outward velocity", arguments: [true, false])
    func releaseOnEdge(implementsWillEndDragging: Bool) throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 4046)
        let other = RecordingDelegateWithoutWillEndDragging()
        if !implementsWillEndDragging { fx.scrollView.delegate = other }
        let log = implementsWillEndDragging ? fx.log : other.log
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 580, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.offsetY == 4156)
        let endDragging = try #require(log.entries.first { $0.name == "scrollViewDidEndDragging" })
        #expect(endDragging.y == 4156)
        let release = try #require(fx.releaseFrame)
        let peak = fx.frames.filter { $0.frame >= release }.map { Double($0.offset.y) }.max() ?? 0
        if implementsWillEndDragging {
            let will = try #require(log.entries.first { $0.name == "scrollViewWillEndDragging" })
            #expect(will.proposedTarget?.y == 4156)
            #expect(endDragging.willDecelerate == false)
            #expect(log.names.last == "scrollViewDidEndDragging")
            #expect(peak == 4156)
        } else {
            #expect(endDragging.willDecelerate == true)
            #expect(log.collapsedNames.suffix(4) == ["scrollViewDidEndDragging", "scrollViewWillBeginDecelerating",
                                                     "scrollViewDidScroll…", "scrollViewDidEndDecelerating"])
            let a = Foundation.log(0.99), b = Foundation.log(0.998)
            let power = a / (a + b)
            let tau = Foundation.log(power) / b
            let crest = pow(0.99, tau) * 1.2 * 0.998 * (1 - power) / 0.002
            let low = 4156 + crest - 0.5, high = 4156 + crest + 1.0 / 6
            #expect(peak >= low && peak <= high, "peak \(peak), expected in [\(low), \(high)]")
        }
    }

    /// Down at (200, 100) on offset 100, down 200 pt in 0.1 s (past the top edge: u = 100 − 190 < 0), back
    /// up 150 pt in 0.1 s, hold 0.2 s, lift. <doc:Physics#Drag-and-rubber-band>: the offset is absolute, u = 100 − (50 − 10) = 60, in range,
    /// no residue of the excursion; the hold makes the release slow: willDecelerate false (<doc:CallbackOrder> row 1).
    @Test("a finger past the edge and back into range before the lift")
    func pastEdgeAndBack() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 100)
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 100)),
                                   .move(to: CGPoint(x: 200, y: 300), duration: 0.1),
                                   .move(to: CGPoint(x: 200, y: 150), duration: 0.1),
                                   .hold(duration: 0.2), .up])
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.log.entries.contains { $0.name == "scrollViewDidScroll" && $0.y < 0 })
        #expect(fx.offsetY == 60)
        #expect(fx.log.names.last == "scrollViewDidEndDragging")
        #expect(fx.log.entries.last?.willDecelerate == false)
    }

    /// Example B's pull (u = −300 after 1 s, hold 0.5 s), then the finger goes up 200 pt in 0.1 s and lifts
    /// at u = −100 (shown e₀ = rubberBand(100), pixel-rounded) moving inward at 2 pt/ms. <doc:Physics#Bounce> (v2, on the
    /// displayed offset): e(τ) = 0.99^τ·[e₀ − 2·f(1 − f^τ)/(1 − f)] reaches 0 at f^τ = 1 − e₀·(1 − f)/(2f); it
    /// re-enters at v_r = 2·(0.99f)^τ and decelerates (<doc:Physics#Deceleration>, m = 1) to v_r·f/(1 − f) minus the tail left below
    /// 0.01 pt/ms (0.01·f/(1 − f) ≈ 4.99 pt). Tolerance 1 pt.
    @Test("a fling from overscroll with inward velocity re-enters the range and decelerates")
    func inwardFlingFromOverscroll() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 100)),
                                   .move(to: CGPoint(x: 200, y: 410), duration: 1.0),
                                   .hold(duration: 0.5),
                                   .move(to: CGPoint(x: 200, y: 210), duration: 0.1), .up])
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        let shown = PixelRoundingReference.round(-RubberBandReference.offset(forExcess: 100, dimension: 844), scale: 3)
        #expect(isApproximatelyEqual(will.y, shown, absoluteTolerance: samePixelTolerance))
        #expect(isApproximatelyEqual(Double(try #require(will.velocity).y), 2, absoluteTolerance: 1e-9))
        #expect(fx.simulation.runUntilIdle())
        let f = 0.998
        let excess = -shown
        let tau = log(1 - excess * (1 - f) / (2 * f)) / log(f)
        let reentry = 2 * pow(0.99 * f, tau)
        let rest = reentry * f / (1 - f) - 0.01 * f / (1 - f)
        #expect(isApproximatelyEqual(fx.offsetY, rest, absoluteTolerance: 1), "rests at \(fx.offsetY), expected ≈ \(rest)")
        let release = try #require(fx.releaseFrame)
        let afterEntry = fx.frames.filter { $0.frame >= release }.drop { $0.offset.y < 0 }
        #expect(!afterEntry.isEmpty)
        #expect(afterEntry.allSatisfy { $0.offset.y >= 0 })
        #expect(fx.log.collapsedNames.suffix(5) == ["scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                                    "scrollViewWillBeginDecelerating", "scrollViewDidScroll…",
                                                    "scrollViewDidEndDecelerating"])
    }

    /// A 2-D drag on a view whose content is as wide as the bounds: (200, 700) → (140, 400) in 0.1 s. With
    /// alwaysBounceHorizontal x rubber-bands around 0 (<doc:Physics#Drag-and-rubber-band>) and comes back (<doc:Physics#Bounce>) while y flings; the
    /// hysteresis is split along the first movement (−5, −25), so y's translation is 300 − 10·25/√650.
    /// Expected: x rests at 0, y at example A's 2492.0 + that shift (±1 pt: the rest tail). Without the flag
    /// x never moves and y is example A exactly.
    @Test("alwaysBounceHorizontal with a 2-D pan", arguments: [true, false])
    func alwaysBounceHorizontal(flag: Bool) throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710) { $0.alwaysBounceHorizontal = flag }
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 700)),
                                   .move(to: CGPoint(x: 140, y: 400), duration: 0.1), .up])
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.scrollView.contentOffset.x == 0)
        if flag {
            let hx = 10 * 5 / (650.0).squareRoot(), hy = 10 * 25 / (650.0).squareRoot()
            let shownX = PixelRoundingReference.round(RubberBandReference.offset(forExcess: 60 - hx, dimension: 390), scale: 3)
            #expect(isApproximatelyEqual(Double(will.offset.x), shownX, absoluteTolerance: samePixelTolerance))
            #expect(isApproximatelyEqual(fx.offsetY, 2492 + 10 - hy, absoluteTolerance: 1), "y rests at \(fx.offsetY)")
            #expect(fx.frames.contains { $0.offset.x > 0 })
        } else {
            #expect(fx.frames.allSatisfy { $0.offset.x == 0 })
            #expect(isApproximatelyEqual(fx.offsetY, 2492, absoluteTolerance: samePixelTolerance))
        }
        #expect(fx.log.names.filter { $0 == "scrollViewDidEndDecelerating" }.count == 1)
    }

    /// <doc:Physics#Touch-pan-and-velocity> directional lock on 2000 × 2000 content at (500, 500): a straight 100-pt stroke at θ from
    /// horizontal. ≤ 20° → x only; ≥ 70° → y only; between → both.
    @Test("directional lock around 20° and 70°", arguments: [(19.9, true, false), (20.1, true, true),
                                                            (69.9, true, true), (70.1, false, true)])
    func directionalLock(degrees: Double, movesX: Bool, movesY: Bool) throws {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.contentSize = CGSize(width: 2000, height: 2000)
        view.contentOffset = CGPoint(x: 500, y: 500)
        view.isDirectionalLockEnabled = true
        let simulation = try Simulation(root: view)
        let angle = degrees * Double.pi / 180
        try simulation.perform([.down(at: CGPoint(x: 300, y: 600)),
                                .move(to: CGPoint(x: 300 - 100 * cos(angle), y: 600 - 100 * sin(angle)), duration: 0.1),
                                .hold(duration: 0.2), .up])
        #expect(simulation.runUntilIdle())
        #expect((view.contentOffset.x != 500) == movesX)
        #expect((view.contentOffset.y != 500) == movesY)
    }

    /// A move of 0.1043 s at 120 Hz is 12.5 ticks → 13 ticks (Gesture's documented rounding). The lift is at
    /// tick 13 (frame 13); the finger covers 300 pt in 13/120 s: 2.76923 pt/ms, constant, so <doc:Physics#Touch-pan-and-velocity> releases at
    /// exactly that speed; the offset at release is 710 + 290 = 1000.
    @Test("a duration that is not a whole number of digitiser ticks")
    func oddDuration() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1043))
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        #expect(fx.releaseFrame == 13)
        #expect(will.y == 1000)
        #expect(isApproximatelyEqual(Double(try #require(will.velocity).y), 300.0 / (13.0 / 120) / 1000, absoluteTolerance: 1e-9))
    }
}
