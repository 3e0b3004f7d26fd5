import ScrollSim

/// The delegate-callback grammar of PHYSICS.md §10, per scroll view, as one small state machine to check
/// a recorded callback stream against (used by the fuzz tests; adjust here when the contract changes).
///
/// Per scroll view:
/// - `willBeginDragging` starts a drag (not during another); `willEndDragging` ends it; the next
///   callback other than `didScroll` (a delegate may move the offset in between) is `didEndDragging`.
/// - `willBeginDecelerating` opens a deceleration (a decelerating release may send it again while one
///   is open, §5), `didEndDecelerating` closes an open one.
/// - Catch rows (§10): a touch-down on a decelerating view begins a drag. With
///   ``catchKeepsDeceleration`` (contract v2) the deceleration stays open and ends with one
///   `didEndDecelerating` later; without it (v1, this engine's [model]: no callback when a touch-down stops
///   an in-range deceleration) the drag's start closes it silently.
/// - `didScrollToTop` only after `shouldScrollToTop` answered `true`, once. (Not required after it: a
///   view already at its top does not move, and a touch-down stops the spring without a callback, this
///   engine's [model].)
/// - At the end: no `didEndDragging` pending; if the run ended idle, no drag or deceleration open either.
public struct CallbackGrammar {
    /// Whether a drag that catches a deceleration leaves it open (contract v2) or closes it (v1).
    public var catchKeepsDeceleration: Bool

    /// The grammar of this engine's contract (v1 catch rule).
    public init(catchKeepsDeceleration: Bool = false) {
        self.catchKeepsDeceleration = catchKeepsDeceleration
    }

    private struct ViewState {
        var dragging = false
        var awaitingDidEndDragging = false
        var decelerating = false
        var scrollingToTop = false
    }

    /// Every rule the stream breaks, as `seq N (view): problem` lines (empty: the stream is grammatical).
    public func violations(in events: [EventRecord], endsIdle: Bool) -> [String] {
        var states: [String: ViewState] = [:]
        var order: [String] = []
        var problems: [String] = []
        for event in events {
            if states[event.view] == nil { order.append(event.view) }
            var state = states[event.view] ?? ViewState()
            func fail(_ problem: String) { problems.append("seq \(event.seq) (\(event.view)): \(event.event): \(problem)") }
            if state.awaitingDidEndDragging, event.callback != .scrollViewDidEndDragging, event.callback != .scrollViewDidScroll {
                fail("willEndDragging was not followed by didEndDragging")
                state.awaitingDidEndDragging = false
            }
            switch event.callback {
            case .scrollViewDidScroll, .scrollViewDidEndScrollingAnimation:
                break
            case .scrollViewWillBeginDragging:
                if state.dragging { fail("a drag began during a drag") }
                state.dragging = true
                if !catchKeepsDeceleration { state.decelerating = false }
            case .scrollViewWillEndDragging:
                if !state.dragging { fail("no drag to end") }
                state.dragging = false
                state.awaitingDidEndDragging = true
            case .scrollViewDidEndDragging:
                if !state.awaitingDidEndDragging { fail("not right after willEndDragging") }
                state.awaitingDidEndDragging = false
            case .scrollViewWillBeginDecelerating:
                if state.dragging { fail("deceleration began during a drag") }
                state.decelerating = true
            case .scrollViewDidEndDecelerating:
                if !state.decelerating { fail("no deceleration to end") }
                state.decelerating = false
            case .scrollViewShouldScrollToTop:
                if event.flag ?? true { state.scrollingToTop = true }
            case .scrollViewDidScrollToTop:
                if !state.scrollingToTop { fail("no scroll to top was accepted") }
                state.scrollingToTop = false
            }
            states[event.view] = state
        }
        for view in order {
            let state = states[view]!
            if endsIdle, state.dragging { problems.append("end (\(view)): idle, but a drag is still open") }
            if state.awaitingDidEndDragging { problems.append("end (\(view)): didEndDragging is missing") }
            if endsIdle, state.decelerating { problems.append("end (\(view)): idle, but didEndDecelerating is missing") }
        }
        return problems
    }
}
