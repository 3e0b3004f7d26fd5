import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// The content range changed while the view moves (<doc:Physics#Bounce> "the edge is
/// re-read every frame", <doc:CallbackOrder> "contentInset / contentSize change" row), and offsets set from inside the
/// release callbacks (<doc:CallbackOrder>, README "contentOffset set during a deceleration continues it from the new
/// place with the current velocity").
@Suite("Range and offset changes during a motion")
struct RangeChangeDuringMotionTests {
    /// Example C (content 5000, max 4156, fling at 2 pt/ms from 3710) reaches the bottom edge and bounces.
    /// In the first didScroll past the edge the delegate appends content ("load more": height 10 000,
    /// max 9156). The shown offset (≈ 4156 + a few pt) now lies inside the new range. UIKit never moves
    /// `contentOffset` when `contentSize` grows; <doc:CallbackOrder> says the bounce uses the new edges from the next update,
    /// so the view, now in range, goes on from where it is. Expected (hand bound): no frame-to-frame step
    /// after the release larger than the fling's speed allows, 2 pt/ms × 8.33 ms ≈ 16.7 pt (tolerance: we
    /// allow 20 pt), and it rests far from the new edge: within 4156 + 2·499 ≈ 5154 pt. The failure this pins: a
    /// jump of 5005.7 pt in one frame to rest at the new edge, 9156.
    @Test("contentSize grown mid-bounce at the bottom: no jump to the new edge")
    func loadMoreDuringBounce() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 3710)
        var grown = false
        fx.delegate.onDidScroll = { sv in
            if !grown, sv.contentOffset.y > 4156 {
                grown = true
                sv.contentSize = CGSize(width: 390, height: 10_000)
            }
        }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        #expect(grown)
        // After the release frame (which holds the last drag update plus the one-frame first step, <doc:Physics#Release-target-and-hand-off>).
        let release = try #require(fx.releaseFrame)
        let ys = fx.frames.filter { $0.frame >= release }.map { Double($0.offset.y) }
        let largestStep = zip(ys, ys.dropFirst()).map { abs($1 - $0) }.max() ?? 0
        #expect(largestStep <= 20, "largest frame-to-frame step \(largestStep) pt")
        #expect(fx.offsetY < 5154, "rests at \(fx.offsetY)")
        #expect(fx.log.names.last == "scrollViewDidEndDecelerating")
    }

    /// Example B's pull (shown −138, u = −300) is released; in the first bounce didScroll (−128.667) the
    /// delegate starts a "refresh": contentInset.top = 60 (new edge −60). The shown offset −128.667 is
    /// still past the new edge. Expected: it settles pinned at −60 (<doc:Physics#Bounce>: pinned to the (re-read) edge), with
    /// didEndDecelerating, every offset finite, and — the view was 68.7 pt past the new edge — it never
    /// shows more than 138 pt past 0 (no frame farther out than the release).
    @Test("contentInset.top set mid-bounce (pull to refresh): settles on the new edge without overshooting outward")
    func refreshInsetDuringBounce() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        var refreshing = false
        fx.delegate.onDidScroll = { sv in
            if !refreshing, !sv.isDragging, sv.contentOffset.y < -60 {
                refreshing = true
                sv.contentInset = EdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
            }
        }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 100, toY: 410, duration: 1.0, holdAfter: 0.5))
        #expect(fx.simulation.runUntilIdle())
        #expect(refreshing)
        #expect(fx.offsetY == -60)
        #expect(fx.frames.allSatisfy { $0.offset.y.isFinite && $0.offset.y >= -138 },
                "min offset \(fx.frames.map { Double($0.offset.y) }.min() ?? 0)")
        #expect(fx.log.names.last == "scrollViewDidEndDecelerating")
    }

    /// Example A's release (3 pt/ms from 1000). Inside scrollViewWillBeginDecelerating the delegate
    /// recentres the content by −500 pt (infinite scrolling). README: "contentOffset set during a
    /// deceleration continues it from the new place with the current velocity". Expected: the same fling,
    /// 500 pt lower, first step included: it rests exactly 500 pt before example A's 2492.0, at 1992.0 (an
    /// in-range deceleration is translated with its clock). The failures this pins: resting at 500 (a rebase
    /// that uses the drag's cleared velocity), or ≈ 25 pt short (a restart that drops the first step).
    @Test("contentOffset set inside willBeginDecelerating keeps the fling's velocity")
    func recentreInWillBeginDecelerating() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        fx.delegate.onWillBeginDecelerating = { sv in
            sv.contentOffset = CGPoint(x: 0, y: sv.contentOffset.y - 500)
        }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.offsetY == 1992, "rests at \(fx.offsetY)")
    }

    /// A deceleration in range (example A) with contentSize shrunk mid-flight below the offset (max 1000
    /// while the view is at ≈ 1250): <doc:CallbackOrder> re-clamps at once (a didScroll at 1000); the fling then meets the
    /// new edge moving outward, so it bounces (<doc:Physics#Bounce>) and settles pinned at 1000.
    @Test("contentSize shrunk during an in-range deceleration: re-clamped, then bounces and settles on the new edge")
    func shrinkDuringDeceleration() throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710)
        var shrunk = false
        fx.delegate.onDidScroll = { sv in
            if !shrunk, sv.isDecelerating, sv.contentOffset.y > 1200 {
                shrunk = true
                sv.contentSize = CGSize(width: 390, height: 1844)   // max 1000
            }
        }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        #expect(shrunk)
        #expect(fx.offsetY == 1000)
        #expect(fx.log.entries.contains { $0.name == "scrollViewDidScroll" && $0.y == 1000 && $0.depth == 1 })
        #expect(fx.log.names.last == "scrollViewDidEndDecelerating")
        #expect(fx.frames.allSatisfy { Double($0.offset.y) < 1000 + 844 })
    }
}
