import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

/// The nested scroll views of seed article 004 (<doc:SeedArticles#Nested-scroll-gate>) (outer `bounces = false`, a 500-pt top view, a 1200-pt
/// table of 501 rows of 44 pt, `bounces = false`, starting disabled), driven by real gestures.
/// Expectations are hand-derived from <doc:Physics#Touch-pan-and-velocity>, <doc:Physics#Drag-and-rubber-band>, <doc:Physics#Deceleration>, <doc:NestedScrolling>: a drag of D points moves the owner by
/// D − 10 (the hysteresis); a release at 1 pt/ms travels (1 − 0.01)/|ln 0.998|·… ≈ 494 pt.
@Suite("Nested scroll views: who owns the finger")
struct NestedScrollingTests {
    /// The article's gate 1: enable the inner once `emptyView.height − 56 − offset.y < 0`.
    final class ArticleGate: ScrollViewDelegate {
        let inner: ScrollView
        init(inner: ScrollView) { self.inner = inner }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            let topSpacing = 500.0 - 56.0
            inner.isScrollEnabled = topSpacing - scrollView.contentOffset.y < 0
        }
    }

    struct Article {
        let outer: ScrollView
        let top: View
        let inner: ScrollView
        let simulation: Simulation
        let recorder = TraceRecorder()
        var gate: ArticleGate?

        init(gate useGate: Bool = false) throws {
            outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "outer")
            outer.bounces = false
            outer.contentSize = CGSize(width: 390, height: 1700)
            top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 500), name: "emptyView")
            inner = ScrollView(frame: CGRect(x: 0, y: 500, width: 390, height: 1200), name: "table")
            inner.bounces = false
            inner.isScrollEnabled = false
            inner.contentSize = CGSize(width: 390, height: 501 * 44)
            outer.addSubview(top)
            outer.addSubview(inner)
            simulation = try Simulation(root: outer)
            simulation.recorder = recorder
            if useGate {
                gate = ArticleGate(inner: inner)
                outer.delegate = gate
            }
        }

        /// A vertical drag from window y `from` by `distance` (positive = finger down) over `duration`,
        /// held still for 0.2 s (so it releases without a fling), then lifted; runs until idle.
        func slowDrag(from: Double, by distance: Double, duration: Double = 0.3) throws {
            try simulation.perform([.down(at: CGPoint(x: 200, y: from)),
                                    .move(to: CGPoint(x: 200, y: from + distance), duration: duration),
                                    .hold(duration: 0.2), .up])
            simulation.runUntilIdle()
        }

        func owners() -> [String] {
            recorder.events.filter { $0.callback == .scrollViewWillBeginDragging }.map(\.view)
        }
    }

    @Test("with the inner disabled, a drag on it scrolls the outer")
    func disabledInnerScrollsOuter() throws {
        let article = try Article()
        try article.slowDrag(from: 700, by: -300)
        #expect(article.owners() == ["outer"])
        #expect(article.outer.contentOffset.y == 290)   // 300 − 10 pt hysteresis
        #expect(article.inner.contentOffset.y == 0)
    }

    @Test("the gate opens mid-gesture, but only the next gesture scrolls the inner")
    func gateAffectsNextGestureOnly() throws {
        let article = try Article(gate: true)
        try article.slowDrag(from: 800, by: -500, duration: 0.5)
        #expect(article.outer.contentOffset.y == 490)   // 500 − 10
        #expect(article.inner.isScrollEnabled)          // 444 − 490 < 0
        #expect(article.inner.contentOffset.y == 0)     // the same finger kept scrolling the outer
        try article.slowDrag(from: 700, by: -100)
        #expect(article.owners() == ["outer", "table"])
        #expect(article.inner.contentOffset.y == 90)
        #expect(article.outer.contentOffset.y == 490)
    }

    @Test("default mode: no hand-off to the parent mid-gesture; the inner clamps at its top")
    func noHandOffMidGesture() throws {
        let article = try Article()
        article.inner.isScrollEnabled = true
        article.outer.contentOffset = CGPoint(x: 0, y: 480)
        article.inner.contentOffset = CGPoint(x: 0, y: 50)
        try article.slowDrag(from: 300, by: 200)
        #expect(article.owners() == ["table"])
        #expect(article.inner.contentOffset.y == 0)     // 50 − 190 clamped (bounces = false)
        #expect(article.outer.contentOffset.y == 480)
    }

    @Test("transfersVerticalScrollingToParent at the inner's top edge", arguments: [true, false])
    func transferFlag(transfers: Bool) throws {
        let article = try Article()
        article.inner.isScrollEnabled = true
        article.inner.transfersVerticalScrollingToParent = transfers
        article.outer.contentOffset = CGPoint(x: 0, y: 480)
        try article.slowDrag(from: 300, by: 100)
        if transfers {
            #expect(article.owners() == ["outer"])
            #expect(article.outer.contentOffset.y == 390)   // 480 − 90
        } else {
            #expect(article.owners() == ["table"])
            #expect(article.outer.contentOffset.y == 480)
        }
        #expect(article.inner.contentOffset.y == 0)
    }

    @Test("hit-testing goes through the scrolled parent's offset")
    func hitTestingThroughScrolledParent() throws {
        let article = try Article()
        article.inner.isScrollEnabled = true
        // Offset 0: window y 100 is content y 100, on the top view: the outer scrolls.
        try article.slowDrag(from: 100, by: -100)
        #expect(article.owners() == ["outer"])
        #expect(article.outer.contentOffset.y == 90)
        // Offset 480: window y 100 is content y 580, inside the table: the table scrolls.
        article.outer.contentOffset = CGPoint(x: 0, y: 480)
        try article.slowDrag(from: 100, by: -100)
        #expect(article.owners() == ["outer", "table"])
        #expect(article.inner.contentOffset.y == 90)
        #expect(article.outer.contentOffset.y == 480)
    }

    /// Disables scrolling from `scrollViewDidScroll` once the offset passes `limit`.
    final class DisableAt: ScrollViewDelegate {
        let limit: CGFloat
        var scrollsAfterCancel = 0
        var cancelled = false
        init(limit: CGFloat) { self.limit = limit }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            if scrollView.isDragging && scrollView.contentOffset.y > limit {
                cancelled = true
                scrollView.isScrollEnabled = false
            }
        }
    }

    @Test("isScrollEnabled = false mid-drag releases the pan; the rest of the finger scrolls nothing")
    func disablingMidDragCancels() throws {
        let article = try Article()
        let delegate = DisableAt(limit: 100)
        article.outer.delegate = delegate
        // A finger at a constant 1000 pt/s for 0.4 s: 400 pt, far past the cancel at 100.
        try article.simulation.perform([.down(at: CGPoint(x: 200, y: 700)),
                                        .move(to: CGPoint(x: 200, y: 300), duration: 0.4), .up])
        article.simulation.runUntilIdle()
        let names = article.recorder.events.map(\.event)
        let willEnd = try #require(names.firstIndex(of: "scrollViewWillEndDragging"))
        #expect(names[willEnd + 1] == "scrollViewDidEndDragging")
        #expect(names[willEnd + 2] == "scrollViewWillBeginDecelerating")
        #expect(names.last == "scrollViewDidEndDecelerating")
        #expect(names.filter { $0 == "scrollViewWillEndDragging" }.count == 1)
        let release = article.recorder.events[willEnd]
        // Constant finger speed for more than three samples: released at exactly 1 pt/ms.
        #expect(isApproximatelyEqual(release.velocity!.y, 1.0, absoluteTolerance: 1e-9))
        // From the cancel on, only the deceleration moves it: ≈ (1 − 0.01)/|ln 0.998| ≈ 494.5 pt at most,
        // and at least the 499·(1 − 0.01) = 494.0 pt that the per-ms series has covered when |v| < 0.01.
        let travelled = Double(article.outer.contentOffset.y - release.offset.y)
        #expect(travelled > 493.5 && travelled < 495)
    }
}
