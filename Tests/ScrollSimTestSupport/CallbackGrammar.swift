import ScrollSim

/// The delegate-callback grammar of <doc:CallbackOrder>, per scroll view, as one small state machine to check
/// a recorded callback stream against (used by the fuzz tests and the random-gesture tests; adjust here when
/// the contract changes). `didScroll` may come anywhere (a delegate may move the offset from any callback);
/// every other callback must be the next one the contract allows:
///
/// - **Drag.** `willBeginDragging` starts a drag (never during another); `willEndDragging` ends it, and the
///   next callback is `didEndDragging`.
/// - **Release.** `didEndDragging(true)` is followed at once by `willBeginDecelerating` ("Release past an
///   edge", "Drag and fling" 3); `didEndDragging(false)` by nothing ("Slow release in range"), unless the drag
///   caught a deceleration (below). `willBeginDecelerating` comes only there; or, on a view at rest, when it
///   takes a chained fling (a view named in `chainedFlingAncestors`, <doc:NestedScrolling>); or (with
///   `frames`) when a finger that stopped a programmatic motion past an edge — which sends no callback,
///   the view is only tracked — lifts before a pan began, and the view bounces back (this engine's [model];
///   <doc:CallbackOrder> has no row for it).
/// - **Deceleration.** `didEndDecelerating` closes an open deceleration and nothing else; never during a drag.
/// - **Catching a moving view.** A touch-down on a view decelerating in range begins a drag while the
///   deceleration stays open (`willBeginDragging` with no `didEndDecelerating` before it). Let go with
///   `didEndDragging(false)`, the next callback is `didEndDecelerating`, in the next frame; with
///   `didEndDragging(true)`, `willBeginDecelerating` again and one `didEndDecelerating` at the very end. A
///   finger down again before that next frame catches it again (the view still counts as decelerating).
/// - **Catching a bounce.** A touch-down on a bouncing view sends `didEndDecelerating`, then
///   `willBeginDragging` in the same frame.
/// - With `frames` given, the two catch rows are told apart by the view's phase at the end of the frame
///   before the touch-down: a drag that keeps a deceleration open must catch a `.decelerating` view, and a
///   `didEndDecelerating` → `willBeginDragging` pair in one frame must catch a `.bouncing` one.
/// - **Scroll to top.** `didScrollToTop` only after `shouldScrollToTop` answered `true`, once. (Not required
///   after it: a view already at its top does not move, and a touch-down stops the spring without a
///   callback, this engine's [model].)
/// - **At the end.** No `didEndDragging` or `willBeginDecelerating` pending; if the run ended idle, no drag
///   or deceleration open either.
public struct CallbackGrammar {
    /// The grammar of the callback contract.
    /// - Parameter chainedFlingAncestors: the scroll views that may take a fling without a drag of their own:
    ///   the ancestors of a view with `nestedScrolling = .chaining(.auto)`. Empty by default (UIKit).
    public init(chainedFlingAncestors: Set<String> = []) {
        self.chainedFlingAncestors = chainedFlingAncestors
    }

    /// The grammar for the scroll views of `root`'s tree: those that can take a chained fling are the
    /// ancestors of every scroll view whose `nestedScrolling` is `.chaining(.auto)`.
    @MainActor
    public init(tree root: View) {
        var ancestors: Set<String> = []
        func visit(_ view: View) {
            if let scrollView = view as? ScrollView, scrollView.nestedScrolling == .chaining(.auto) {
                var parent = view.superview
                while let current = parent {
                    if current is ScrollView { ancestors.insert(current.name) }
                    parent = current.superview
                }
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        self.init(chainedFlingAncestors: ancestors)
    }

    /// Views that may begin decelerating without a release of their own.
    public let chainedFlingAncestors: Set<String>

    private enum Mode: Equatable {
        case idle
        /// A drag; `caught`: it keeps a deceleration open.
        case dragging(caught: Bool)
        /// After `willEndDragging`: `didEndDragging` is next.
        case ending(caught: Bool)
        /// After `didEndDragging(true)`: `willBeginDecelerating` is next.
        case announcing
        /// A caught deceleration let go without a new one: `didEndDecelerating` is next, in `frame`.
        case endingCaught(frame: Int)
        case decelerating
    }

    private struct ViewState {
        var mode = Mode.idle
        var scrollingToTop = false
        /// The frame of the last `didEndDecelerating` when it was the last callback other than `didScroll`.
        var justEndedDecelerationFrame: Int?
        /// The frame of the last `willBeginDecelerating`.
        var decelerationBeganFrame: Int?
    }

    /// Every rule the stream breaks, as `seq N (view): problem` lines (empty: the stream is grammatical).
    /// - Parameters:
    ///   - events: the callbacks in order (all views; each view is checked on its own).
    ///   - frames: the frame records of the same run, for the catch rows' phase checks (optional).
    ///   - endsIdle: whether the run ended with every view at rest.
    public func violations(in events: [EventRecord], frames: [FrameRecord] = [], endsIdle: Bool) -> [String] {
        var phases: [String: [Int: ScrollPhase]] = [:]
        for record in frames { phases[record.view, default: [:]][record.frame] = record.phase }
        var states: [String: ViewState] = [:]
        var order: [String] = []
        var problems: [String] = []
        for event in events {
            if states[event.view] == nil { order.append(event.view) }
            var state = states[event.view] ?? ViewState()
            func fail(_ problem: String) {
                problems.append("seq \(event.seq) frame \(event.frame) (\(event.view)): \(event.event): \(problem)")
            }
            /// The view's phase at the end of the frame before this event's; nil when not recorded, or when the
            /// deceleration began in this very frame (a release and a touch-down in one frame: the phase
            /// before shows the drag, and which catch row applies is not observable in the frame records).
            func phaseBefore() -> ScrollPhase? {
                state.decelerationBeganFrame == event.frame ? nil : phases[event.view]?[event.frame - 1]
            }
            let endedDecelerationFrame = state.justEndedDecelerationFrame
            if event.callback != .scrollViewDidScroll { state.justEndedDecelerationFrame = nil }
            switch event.callback {
            case .scrollViewDidScroll, .refreshControlValueChanged, .refreshControlBeginRefreshing, .refreshControlEndRefreshing:
                break
            case .scrollViewDidEndScrollingAnimation, .scrollViewShouldScrollToTop, .scrollViewDidScrollToTop:
                switch state.mode {
                case .ending: fail("willEndDragging was not followed by didEndDragging")
                case .announcing: fail("didEndDragging(true) was not followed by willBeginDecelerating")
                case .endingCaught: fail("a caught deceleration let go was not ended by didEndDecelerating")
                default: break
                }
                if event.callback == .scrollViewShouldScrollToTop, event.flag ?? true { state.scrollingToTop = true }
                if event.callback == .scrollViewDidScrollToTop {
                    if !state.scrollingToTop { fail("no scroll to top was accepted") }
                    state.scrollingToTop = false
                }
            case .scrollViewWillBeginDragging:
                switch state.mode {
                case .idle:
                    if let frame = endedDecelerationFrame, frame == event.frame,
                       let phase = phaseBefore(), phase != .bouncing {
                        fail("a deceleration ended at a touch-down, but the view was \(phase), not bouncing")
                    }
                    state.mode = .dragging(caught: false)
                case .decelerating:
                    // <doc:CallbackOrder#Catching-a-moving-view>: only an in-range deceleration stays open.
                    if let phase = phaseBefore(), phase != .decelerating {
                        fail("a drag caught an open deceleration of a view that was \(phase), not decelerating in range")
                    }
                    state.mode = .dragging(caught: true)
                case .endingCaught:
                    // A caught deceleration let go, and a finger down again before the frame that would end
                    // it: the view is still decelerating (at rest), so this is a catch again.
                    state.mode = .dragging(caught: true)
                default:
                    fail("a drag began in state \(state.mode)")
                    state.mode = .dragging(caught: false)
                }
            case .scrollViewWillEndDragging:
                if case .dragging(let caught) = state.mode {
                    state.mode = .ending(caught: caught)
                } else {
                    fail("no drag to end (state \(state.mode))")
                }
            case .scrollViewDidEndDragging:
                guard case .ending(let caught) = state.mode else {
                    fail("not right after willEndDragging (state \(state.mode))")
                    break
                }
                if event.flag == true {
                    state.mode = .announcing
                } else {
                    state.mode = caught ? .endingCaught(frame: event.frame + 1) : .idle
                }
            case .scrollViewWillBeginDecelerating:
                switch state.mode {
                case .announcing:
                    state.mode = .decelerating
                    state.decelerationBeganFrame = event.frame
                case .idle where chainedFlingAncestors.contains(event.view) || phaseBefore() == .tracking:
                    // A chained fling; or a finger that stopped a programmatic motion past an edge (no
                    // callback, the view tracked) and lifted before a pan began: the view bounces back.
                    state.mode = .decelerating
                    state.decelerationBeganFrame = event.frame
                default:
                    fail("not right after didEndDragging(true) (state \(state.mode))")
                }
            case .scrollViewDidEndDecelerating:
                switch state.mode {
                case .decelerating:
                    state.mode = .idle
                    state.justEndedDecelerationFrame = event.frame
                case .endingCaught(let frame):
                    if event.frame != frame { fail("in frame \(event.frame), expected the next frame after the lift, \(frame)") }
                    state.mode = .idle
                default:
                    fail("no deceleration to end (state \(state.mode))")
                }
            }
            states[event.view] = state
        }
        for view in order {
            let state = states[view]!
            switch state.mode {
            case .ending: problems.append("end (\(view)): didEndDragging is missing")
            case .announcing: problems.append("end (\(view)): willBeginDecelerating is missing")
            case .idle: break
            default: if endsIdle { problems.append("end (\(view)): idle, but still \(state.mode)") }
            }
        }
        return problems
    }
}
