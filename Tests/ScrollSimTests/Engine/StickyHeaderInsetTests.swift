import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// The sticky-header seed article changes `contentInset.top` inside every `scrollViewDidScroll`:
/// `−250 < y < 0 → inset.top = |y|`, `y ≥ 0 → inset = .zero`. Flinging up from the top (−250, inset 250),
/// the offset always sits inside the range it just set (min = −|y| = y), so the insets must not disturb the
/// motion: drag updates −235, −210, …, 40 (hysteresis 10 pt), release at 40 with 3 pt/ms, rest at
/// 40 + 1492.02 → 1532.0 (example A's fling shifted by −960), ending with inset zero.
@Suite("Callback order: insets changed in every didScroll (sticky header)")
struct StickyHeaderInsetTests {
    @Test("an upward fling through the header is not disturbed by the per-frame inset changes")
    func flingThroughHeader() throws {
        let header = 250.0
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: -header) {
            $0.contentInset = EdgeInsets(top: CGFloat(header), left: 0, bottom: 0, right: 0)
        }
        fx.delegate.onDidScroll = { sv in
            let y = Double(sv.contentOffset.y)
            if y > -header && y < 0 {
                sv.contentInset = EdgeInsets(top: CGFloat(-y), left: 0, bottom: 0, right: 0)
            } else if y >= 0 {
                sv.contentInset = .zero
            }
        }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        let drag = fx.log.entries.prefix { $0.name != "scrollViewWillEndDragging" }.filter { $0.name == "scrollViewDidScroll" }
        #expect(drag.map(\.y) == (0..<12).map { -235 + 25 * Double($0) })
        #expect(drag.allSatisfy { $0.depth == 0 })                       // no re-clamp, no nested didScroll
        #expect(fx.simulation.runUntilIdle())

        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        #expect(isApproximatelyEqual(Double(try #require(will.velocity).y), 3, absoluteTolerance: 1e-9))
        let series = DecelerationSeries(position: 40, velocity: 3, factor: 0.998)
        let release = try #require(fx.releaseFrame)
        for record in fx.frames where record.frame >= release && record.frame <= release + 120 {
            let exact = series.state(atMilliseconds: 1000 * Double(record.frame - release + 1) / 120).position
            #expect(PixelRoundingReference.matches(Double(record.offset.y), exact: exact, scale: 3),
                    "release + \(record.frame - release)")
        }
        #expect(isApproximatelyEqual(fx.offsetY, 1532.0, absoluteTolerance: samePixelTolerance))
        #expect(fx.scrollView.contentInset == .zero)
        #expect(fx.log.collapsedNames == ["scrollViewWillBeginDragging", "scrollViewDidScroll…",
                                          "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                                          "scrollViewWillBeginDecelerating", "scrollViewDidScroll…",
                                          "scrollViewDidEndDecelerating"])
    }
}
