import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

/// ``CallbackGrammar``, the oracle of the random-gesture and fuzz tests, on hand-written streams: each row
/// of <doc:CallbackOrder> it accepts, and each way of breaking it it must reject (an oracle that accepts
/// everything would let those tests pass whatever the engine does).
@Suite("The callback grammar accepts the contract and rejects its violations")
struct CallbackGrammarTests {
    /// A stream for one view from `(frame, callback, flag)` triples, numbered in order.
    static func stream(_ entries: [(Int, ScrollViewCallback, Bool?)], view: String = "list") -> [EventRecord] {
        entries.enumerated().map { index, entry in
            EventRecord(seq: index, frame: entry.0, time: Double(entry.0) / 120, view: view, callback: entry.1,
                        offset: .zero, flag: entry.2)
        }
    }

    /// Frame records giving `view` the phase `phase` at each of `frames`.
    static func phases(_ phase: ScrollPhase, at frames: [Int], view: String = "list") -> [FrameRecord] {
        frames.map { FrameRecord(frame: $0, time: Double($0) / 120, view: view, offset: .zero, velocity: .zero, phase: phase) }
    }

    static let fling: [(Int, ScrollViewCallback, Bool?)] = [
        (1, .scrollViewWillBeginDragging, nil), (2, .scrollViewDidScroll, nil), (12, .scrollViewWillEndDragging, nil),
        (12, .scrollViewDidEndDragging, true), (12, .scrollViewWillBeginDecelerating, nil), (12, .scrollViewDidScroll, nil),
        (300, .scrollViewDidEndDecelerating, nil),
    ]

    @Test("accepts a drag and fling, a slow release, a release past an edge and both catch rows")
    func accepts() {
        let grammar = CallbackGrammar()
        #expect(grammar.violations(in: Self.stream(Self.fling), endsIdle: true).isEmpty)
        let slow = Self.stream([(1, .scrollViewWillBeginDragging, nil), (60, .scrollViewWillEndDragging, nil),
                                (60, .scrollViewDidEndDragging, false)])
        #expect(grammar.violations(in: slow, endsIdle: true).isEmpty)
        // Example G: caught at frame 48 (decelerating in frame 47), lifted at 60, ended at 61.
        let caught = Self.stream(Array(Self.fling.dropLast()) + [
            (48, .scrollViewWillBeginDragging, nil), (60, .scrollViewWillEndDragging, nil),
            (60, .scrollViewDidEndDragging, false), (61, .scrollViewDidEndDecelerating, nil)])
        #expect(grammar.violations(in: caught, frames: Self.phases(.decelerating, at: [47]), endsIdle: true).isEmpty)
        // Example G′: a bounce caught at frame 42 (bouncing in 41): didEndDecelerating, then willBeginDragging.
        let bounce = Self.stream(Array(Self.fling.dropLast()) + [
            (42, .scrollViewDidEndDecelerating, nil), (42, .scrollViewWillBeginDragging, nil),
            (54, .scrollViewWillEndDragging, nil), (54, .scrollViewDidEndDragging, true),
            (54, .scrollViewWillBeginDecelerating, nil), (108, .scrollViewDidEndDecelerating, nil)])
        #expect(grammar.violations(in: bounce, frames: Self.phases(.bouncing, at: [41]), endsIdle: true).isEmpty)
    }

    typealias Entry = (Int, ScrollViewCallback, Bool?)

    /// Streams that break one rule each, named.
    nonisolated static let broken: [(String, [Entry])] = [
        // willBeginDecelerating after didEndDragging(false) (a slow release in range sends nothing more).
        ("slow release announces", [(1, .scrollViewWillBeginDragging, nil),
                                    (9, .scrollViewWillEndDragging, nil), (9, .scrollViewDidEndDragging, false),
                                    (9, .scrollViewWillBeginDecelerating, nil), (50, .scrollViewDidEndDecelerating, nil)]),
        // didEndDragging(true) not followed by willBeginDecelerating.
        ("decelerating release never announced", [(1, .scrollViewWillBeginDragging, nil), (9, .scrollViewWillEndDragging, nil),
                                                  (9, .scrollViewDidEndDragging, true), (50, .scrollViewDidEndDecelerating, nil)]),
        // willEndDragging without didEndDragging.
        ("didEndDragging missing", [(1, .scrollViewWillBeginDragging, nil), (9, .scrollViewWillEndDragging, nil),
                                    (20, .scrollViewWillBeginDragging, nil)]),
        // didEndDecelerating during the drag that caught it.
        ("caught deceleration ended mid-drag", [(1, .scrollViewWillBeginDragging, nil), (9, .scrollViewWillEndDragging, nil),
                                                (9, .scrollViewDidEndDragging, true), (9, .scrollViewWillBeginDecelerating, nil),
                                                (30, .scrollViewWillBeginDragging, nil), (31, .scrollViewDidEndDecelerating, nil)]),
        // A caught deceleration let go slowly must end in the next frame, not later.
        ("caught slow release ends late", [(1, .scrollViewWillBeginDragging, nil), (9, .scrollViewWillEndDragging, nil),
                                           (9, .scrollViewDidEndDragging, true), (9, .scrollViewWillBeginDecelerating, nil),
                                           (30, .scrollViewWillBeginDragging, nil), (40, .scrollViewWillEndDragging, nil),
                                           (40, .scrollViewDidEndDragging, false), (45, .scrollViewDidEndDecelerating, nil)]),
        // A deceleration that is never closed, in a run that ended idle.
        ("deceleration left open", [(1, .scrollViewWillBeginDragging, nil), (9, .scrollViewWillEndDragging, nil),
                                    (9, .scrollViewDidEndDragging, true), (9, .scrollViewWillBeginDecelerating, nil)]),
        // A view at rest that begins decelerating with no release and no chaining.
        ("unannounced deceleration", [(5, .scrollViewWillBeginDecelerating, nil), (50, .scrollViewDidEndDecelerating, nil)]),
        // didScrollToTop without an accepted shouldScrollToTop.
        ("scroll to top not asked", [(5, .scrollViewDidScrollToTop, nil)]),
    ]

    @Test("rejects each broken rule", arguments: broken)
    func rejects(name: String, entries: [(Int, ScrollViewCallback, Bool?)]) {
        #expect(!CallbackGrammar().violations(in: Self.stream(entries), endsIdle: true).isEmpty, "\(name)")
    }

    @Test("the catch rows are told apart by the phase before the touch-down")
    func catchRows() {
        let grammar = CallbackGrammar()
        // A drag that keeps a deceleration open must have caught a view decelerating in range, not a bounce.
        let keptOpen = Self.stream(Array(Self.fling.dropLast()) + [
            (48, .scrollViewWillBeginDragging, nil), (60, .scrollViewWillEndDragging, nil),
            (60, .scrollViewDidEndDragging, false), (61, .scrollViewDidEndDecelerating, nil)])
        #expect(!grammar.violations(in: keptOpen, frames: Self.phases(.bouncing, at: [47]), endsIdle: true).isEmpty)
        // A deceleration ended at the touch-down must have been a bounce.
        let ended = Self.stream(Array(Self.fling.dropLast()) + [
            (48, .scrollViewDidEndDecelerating, nil), (48, .scrollViewWillBeginDragging, nil),
            (60, .scrollViewWillEndDragging, nil), (60, .scrollViewDidEndDragging, false)])
        #expect(!grammar.violations(in: ended, frames: Self.phases(.decelerating, at: [47]), endsIdle: true).isEmpty)
        #expect(grammar.violations(in: ended, frames: Self.phases(.bouncing, at: [47]), endsIdle: true).isEmpty)
    }

    @Test("a chained fling is accepted only on an ancestor of a view that chains with .auto")
    func chainedFling() throws {
        let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "outer")
        let inner = ScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 500), name: "inner")
        outer.addSubview(inner)
        let fling = Self.stream([(20, .scrollViewWillBeginDecelerating, nil), (200, .scrollViewDidEndDecelerating, nil)], view: "outer")
        #expect(!CallbackGrammar(tree: outer).violations(in: fling, endsIdle: true).isEmpty)
        inner.nestedScrolling = .chaining(.contain)
        #expect(!CallbackGrammar(tree: outer).violations(in: fling, endsIdle: true).isEmpty)
        inner.nestedScrolling = .chaining(.auto)
        #expect(CallbackGrammar(tree: outer).chainedFlingAncestors == ["outer"])
        #expect(CallbackGrammar(tree: outer).violations(in: fling, endsIdle: true).isEmpty)
    }
}
