import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:CallbackOrder>: `contentOffset` set inside `didScroll` (re-entrant didScroll at once, only if the rounded
/// offset changed; during a drag the next update recomputes `startOffset − translation`), and
/// contentInset/contentSize changes from inside a callback (re-clamp at rest; new edges from the next drag
/// update).
@Suite("Callback order: re-entrant changes")
struct ReentrantCallbackTests {
    @Test("contentOffset set inside didScroll at rest: a nested didScroll at once")
    func reentrantAtRest() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        var fired = false
        fx.delegate.onDidScroll = { sv in
            guard !fired else { return }
            fired = true
            sv.contentOffset = CGPoint(x: 0, y: 200)
        }
        fx.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(fx.log.entries.map(\.name) == ["scrollViewDidScroll", "scrollViewDidScroll"])
        #expect(fx.log.entries.map(\.y) == [100, 200])
        #expect(fx.log.entries.map(\.depth) == [0, 1])
        #expect(fx.offsetY == 200)
    }

    @Test("setting the same (rounded) offset inside didScroll fires no nested didScroll",
          arguments: [0.0, 0.1])   // 300.1 rounds to 300.0 at scale 3
    func noReentryWithoutChange(nudge: Double) throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        fx.delegate.onDidScroll = { sv in sv.contentOffset = CGPoint(x: 0, y: 300 + nudge) }
        fx.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        // <doc:CallbackOrder>: "re-entrant didScroll at once, only if the rounded offset changed"; <doc:Physics#Units-and-conventions>: every applied
        // offset is rounded to the pixel grid (300.1 → 300.0 at scale 3).
        #expect(fx.log.entries.map(\.name) == ["scrollViewDidScroll"], "nested didScroll although the rounded offset stayed 300: offsets \(fx.log.entries.map(\.y)), depths \(fx.log.entries.map(\.depth))")
        #expect(fx.log.entries.first?.y == 300)
    }

    /// Example A's drag; inside the 3rd drag didScroll (775) the delegate sets the offset to 0. A nested
    /// didScroll(0) fires at once; the next update recomputes 710 − translation: 800, 825, …, 1000.
    @Test("contentOffset set inside didScroll during a drag is overridden by the next update")
    func reentrantDuringDrag() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        var dragUpdates = 0
        fx.delegate.onDidScroll = { sv in
            guard sv.isDragging else { return }
            dragUpdates += 1
            if dragUpdates == 3 { sv.contentOffset = .zero }
        }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        let drag = fx.log.entries.prefix { $0.name != "scrollViewWillEndDragging" }.filter { $0.name == "scrollViewDidScroll" }
        let expectedOffsets: [Double] = [725, 750, 775, 0] + (3..<12).map { 725 + 25 * Double($0) }
        let expectedDepths: [Int] = [0, 0, 0, 1] + Array(repeating: 0, count: 9)
        #expect(drag.map(\.y) == expectedOffsets)
        #expect(drag.map(\.depth) == expectedDepths)
        #expect(fx.simulation.runUntilIdle())
        #expect(isApproximatelyEqual(fx.offsetY, 2492.0, absoluteTolerance: samePixelTolerance))         // the fling of example A is unaffected
    }

    @Test("contentSize shrunk inside didScroll at rest: offset re-clamped at once with a nested didScroll")
    func reclampFromCallback() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        fx.delegate.onDidScroll = { sv in
            if sv.contentOffset.y == 4156 { sv.contentSize = CGSize(width: 390, height: 4500) }   // max 3656
        }
        fx.scrollView.contentOffset = CGPoint(x: 0, y: 4156)
        #expect(fx.log.entries.map(\.y) == [4156, 3656])
        #expect(fx.log.entries.map(\.depth) == [0, 1])
        #expect(fx.offsetY == 3656)
    }

    @Test("contentInset changed at rest: offset re-clamped into the new range at once")
    func reclampOnInset() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 4156)
        fx.scrollView.contentInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        #expect(fx.log.entries.isEmpty)                              // no change, no didScroll
        fx.scrollView.contentSize = CGSize(width: 390, height: 4000) // max 3156
        #expect(fx.log.entries.map(\.y) == [3156])
    }

    /// Pull down 72 pt in 0.1 s (6-pt samples: the pan begins at 12 pt, translation 2 after the 10-pt
    /// hysteresis), hold, release. With `contentInset.top = 100` set inside willBeginDragging, −62 is in
    /// range: no rubber band, slow release, rests at −62. Without it (control), the shown offset is
    /// −rubberBand(62) on 844 pt = −32.776 → −32.667 at scale 3, and it bounces back to 0.
    @Test("contentInset set inside willBeginDragging: the drag uses the new edge from the next update",
          arguments: [true, false])
    func insetFromWillBeginDragging(changeInset: Bool) throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        if changeInset {
            fx.delegate.onWillBeginDragging = { sv in sv.contentInset = EdgeInsets(top: 100, left: 0, bottom: 0, right: 0) }
        }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 100, toY: 172, duration: 0.1, holdAfter: 0.2))
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        #expect(fx.simulation.runUntilIdle())
        if changeInset {
            #expect(fx.scrollView.adjustedContentInset.top == 100)
            #expect(will.y == -62)
            #expect(fx.log.entries.last?.name == "scrollViewDidEndDragging")
            #expect(fx.log.entries.last?.willDecelerate == false)
            #expect(fx.offsetY == -62)
        } else {
            let shown = PixelRoundingReference.round(-RubberBandReference.offset(forExcess: 62, dimension: 844), scale: 3)
            #expect(isApproximatelyEqual(shown, -32 - 2.0 / 3, absoluteTolerance: samePixelTolerance))
            #expect(isApproximatelyEqual(will.y, shown, absoluteTolerance: samePixelTolerance))
            #expect(fx.log.entries.first { $0.name == "scrollViewDidEndDragging" }?.willDecelerate == true)
            #expect(fx.offsetY == 0)
        }
    }
}
