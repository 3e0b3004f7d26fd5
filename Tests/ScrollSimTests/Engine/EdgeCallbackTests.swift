import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Without-bouncing> (`bounces = false` at the edge) and <doc:Physics#Drag-and-rubber-band> (`alwaysBounceVertical` with short content).
@Suite("Callback order: edges")
struct EdgeCallbackTests {
    /// At the bottom edge (4156) with bounces off, a flick outward (3000 pt/s) is clamped; the projected
    /// target clamps to 4156 = offset. A delegate implementing willEndDragging gets willDecelerate false and
    /// nothing after; one that does not gets the threshold result (true), then a deceleration that stops at
    /// once at the edge (no didScroll: the rounded offset never changes).
    @Test("bounces = false, flick outward at the edge", arguments: [true, false])
    func flickAtEdge(implementsWillEndDragging: Bool) throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 4156) { $0.bounces = false }
        let other = RecordingDelegateWithoutWillEndDragging()
        if !implementsWillEndDragging { fx.scrollView.delegate = other }
        let log = implementsWillEndDragging ? fx.log : other.log
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.frames.allSatisfy { $0.offset.y == 4156 })
        #expect(!log.names.contains("scrollViewDidScroll"))
        if implementsWillEndDragging {
            #expect(log.names == ["scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging"])
            let will = try #require(log.entries.first { $0.name == "scrollViewWillEndDragging" })
            #expect(will.proposedTarget?.y == 4156)
            #expect(log.entries.last?.willDecelerate == false)
        } else {
            #expect(log.names == ["scrollViewWillBeginDragging", "scrollViewDidEndDragging",
                                  "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating"])
            #expect(log.entries.first { $0.name == "scrollViewDidEndDragging" }?.willDecelerate == true)
        }
        #expect(fx.scrollView.phase == .idle)
    }

    @Test("bounces = false: a drag past the edge is clamped, with a dead zone on the way back")
    func clampDeadZone() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 100) { $0.bounces = false }
        // Finger down 12 pt per sample for 20 samples (240 pt): pan begins at 12 (translation 2), reaches
        // −… clamped at 0 after 102 pt of translation; then back up 60 pt: translation 230 − 60 = 170 > 100,
        // still clamped at 0 (dead zone), hold, release.
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 100)),
                                   .move(to: CGPoint(x: 200, y: 340), duration: 20.0 / 120),
                                   .move(to: CGPoint(x: 200, y: 280), duration: 5.0 / 120),
                                   .hold(duration: 0.1), .up])
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.frames.allSatisfy { $0.offset.y >= 0 })
        #expect(fx.offsetY == 0)
        let drag = fx.log.entries.filter { $0.name == "scrollViewDidScroll" && $0.isDragging }
        #expect(drag.map(\.y) == stride(from: 98.0, through: 2, by: -12).map { $0 } + [0])
    }

    /// Content 500 < 844 with alwaysBounceVertical: pulled 72 pt (translation 62), it rubber-bands around 0
    /// (−rubberBand(62) → −32.667 at scale 3; +32.667 pulling up), is released in overscroll, bounces back.
    /// Without the flag the drag does nothing at all.
    @Test("alwaysBounceVertical with short content", arguments: [(100.0, 172.0), (700.0, 628.0)])
    func alwaysBounce(fromY: Double, toY: Double) throws {
        let fx = try SimulationFixture(contentHeight: 500, offsetY: 0) { $0.alwaysBounceVertical = true }
        try fx.simulation.perform(SimulationFixture.drag(fromY: fromY, toY: toY, duration: 0.1, holdAfter: 0.2))
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        let sign: Double = toY > fromY ? -1 : 1
        let shown = PixelRoundingReference.round(sign * RubberBandReference.offset(forExcess: 62, dimension: 844), scale: 3)
        #expect(isApproximatelyEqual(will.y, shown, absoluteTolerance: samePixelTolerance))
        #expect(isApproximatelyEqual(abs(will.y), 32 + 2.0 / 3, absoluteTolerance: samePixelTolerance))
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.log.collapsedNames == ["scrollViewWillBeginDragging", "scrollViewDidScroll…",
                                          "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                          "scrollViewWillBeginDecelerating", "scrollViewDidScroll…",
                                          "scrollViewDidEndDecelerating"])
        #expect(fx.offsetY == 0)

        let control = try SimulationFixture(contentHeight: 500, offsetY: 0)
        try control.simulation.perform(SimulationFixture.drag(fromY: fromY, toY: toY, duration: 0.1, holdAfter: 0.2))
        #expect(control.simulation.runUntilIdle())
        #expect(control.log.names.isEmpty)
        #expect(control.frames.allSatisfy { $0.offset.y == 0 })
    }
}
