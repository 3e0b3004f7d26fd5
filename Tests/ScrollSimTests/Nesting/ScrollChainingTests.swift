import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

/// Scroll chaining (`nestedScrolling = .chaining(…)`), ScrollSim's extension beyond UIKit, through real
/// gestures. Outer: 390 × 844, content 1700 (range 0…856), `bounces = false`. Inner: the article's table
/// at y 500, 1200 pt tall, enabled, at its top. A drag of the finger by D pt hands D − 10 pt of delta.
@Suite("Scroll chaining: leftover delta and velocity")
struct ScrollChainingTests {
    struct Pair {
        let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "outer")
        let inner = ScrollView(frame: CGRect(x: 0, y: 500, width: 390, height: 1200), name: "table")
        let simulation: Simulation
        let recorder = TraceRecorder()

        init(mode: NestedScrollingMode, innerBounces: Bool = true, outerOffset: CGFloat = 800) throws {
            outer.bounces = false
            outer.contentSize = CGSize(width: 390, height: 1700)
            inner.contentSize = CGSize(width: 390, height: 501 * 44)
            inner.bounces = innerBounces
            inner.nestedScrolling = mode
            outer.addSubview(inner)
            outer.contentOffset = CGPoint(x: 0, y: outerOffset)
            simulation = try Simulation(root: outer)
            simulation.recorder = recorder
        }

        func events(of view: String) -> [String] {
            recorder.events.filter { $0.view == view && $0.callback != .scrollViewDidScroll }.map(\.event)
        }
    }

    /// Finger down by 100 pt in 0.1 s on the table (window y 100 is content y 900, inside it).
    static let pullDown: [Gesture] = [.down(at: CGPoint(x: 200, y: 100)), .move(to: CGPoint(x: 200, y: 200), duration: 0.1)]

    @Test("auto: the drag delta the inner cannot use scrolls the outer within the same gesture")
    func autoHandsOverDelta() throws {
        let pair = try Pair(mode: .chaining(.auto))
        try pair.simulation.perform(Self.pullDown + [.hold(duration: 0.2), .up])
        pair.simulation.runUntilIdle()
        #expect(pair.inner.contentOffset.y == 0)
        #expect(pair.outer.contentOffset.y == 710)   // 800 − (100 − 10)
        #expect(pair.events(of: "table") == ["scrollViewWillBeginDragging", "scrollViewWillEndDragging",
                                             "scrollViewDidEndDragging"])
        #expect(pair.events(of: "outer").isEmpty)    // it only scrolled: didScroll callbacks
        #expect(pair.recorder.events.contains { $0.view == "outer" && $0.callback == .scrollViewDidScroll })
    }

    @Test("auto: the fling's velocity at the inner's edge continues as the outer's deceleration")
    func autoHandsOverVelocity() throws {
        let pair = try Pair(mode: .chaining(.auto))
        try pair.simulation.perform(Self.pullDown + [.up])
        pair.simulation.runUntilIdle()
        #expect(pair.inner.contentOffset.y == 0)
        // Released at 1 pt/ms toward the top; the inner is at its edge, so the outer decelerates from
        // 710 with it: the per-ms series covers 499·(1 − 0.01) = 494.01 pt by the time |v| < 0.01.
        let travelled = 710 - Double(pair.outer.contentOffset.y)
        #expect(travelled > 493.5 && travelled < 495)
        #expect(pair.events(of: "table") == ["scrollViewWillBeginDragging", "scrollViewWillEndDragging",
                                             "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating",
                                             "scrollViewDidEndDecelerating"])
        #expect(pair.events(of: "outer") == ["scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating"])
    }

    @Test("contain: the leftover stays in the inner, which rubber-bands; the outer does not move")
    func containRubberBands() throws {
        let pair = try Pair(mode: .chaining(.contain))
        try pair.simulation.perform(Self.pullDown + [.hold(duration: 0.2)])
        // Shown: −(1 − 1/(90·0.55/1200 + 1))·1200 (<doc:Physics#Drag-and-rubber-band>), pixel-rounded at scale 3.
        let excess = 90.0
        let shown = (1 - 1 / (excess * 0.55 / 1200 + 1)) * 1200
        #expect(Double(pair.inner.contentOffset.y) == PixelRoundingReference.round(-shown, scale: 3))
        #expect(pair.outer.contentOffset.y == 800)
        try pair.simulation.perform([.up])
        pair.simulation.runUntilIdle()
        #expect(pair.inner.contentOffset.y == 0)
        #expect(pair.outer.contentOffset.y == 800)
        #expect(pair.events(of: "outer").isEmpty)
    }

    @Test("none: the leftover is dropped and the inner does not bounce")
    func noneStopsAtEdge() throws {
        let pair = try Pair(mode: .chaining(.none))
        try pair.simulation.perform(Self.pullDown)
        #expect(pair.inner.contentOffset.y == 0)
        #expect(pair.outer.contentOffset.y == 800)
        try pair.simulation.perform([.up])
        pair.simulation.runUntilIdle()
        #expect(pair.inner.contentOffset.y == 0)
        #expect(pair.outer.contentOffset.y == 800)
    }

    /// Takes half of every pre-scroll delta for its own scroll view (a custom policy).
    final class HalfFirst: NestedScrollConnection {
        func onPreScroll(_ scrollView: ScrollView, child: ScrollView, available: CGPoint) -> CGPoint {
            scrollView.scroll(by: CGPoint(x: 0, y: available.y / 2))
        }
    }

    @Test("a NestedScrollConnection takes its pre-scroll share before the inner scrolls")
    func customConnection() throws {
        let pair = try Pair(mode: .chaining(.contain), outerOffset: 400)
        let policy = HalfFirst()
        pair.outer.nestedScrollConnection = policy
        pair.inner.contentOffset = CGPoint(x: 0, y: 1000)
        // Finger up by 100 pt: 90 pt of delta, half to the outer first, the rest to the inner.
        try pair.simulation.perform([.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 200), duration: 0.1),
                                     .hold(duration: 0.2), .up])
        pair.simulation.runUntilIdle()
        #expect(pair.outer.contentOffset.y == 445)
        #expect(pair.inner.contentOffset.y == 1045)
    }
}
