import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// Where a test keeps the bindings that bodies hand out, to change state from outside as a gesture would.
@MainActor
final class BindingSink {
    var counts: [String: Binding<Int>] = [:]
}

/// A bar `10 · count` points wide; its count is its own state, starting at `initial`.
struct CounterBar: View {
    let name: String
    let sink: BindingSink
    @State var count: Int

    init(name: String, sink: BindingSink, initial: Int) {
        self.name = name
        self.sink = sink
        _count = State(initialValue: initial)
    }

    var body: some View {
        let _ = sink.counts[name] = $count
        Color.red.frame(width: CGFloat(10 * count), height: 10)
    }
}

/// A screen whose own state decides whether a spacer bar comes first, above a counter bar.
struct CounterScreen: View {
    let sink: BindingSink
    @State private var showsHeader = false

    var body: some View {
        let _ = sink.counts["header"] = Binding(get: { showsHeader ? 1 : 0 }, set: { showsHeader = $0 != 0 })
        VStack(spacing: 0) {
            if showsHeader {
                Color.blue.frame(width: 5, height: 20)
            }
            CounterBar(name: "bar", sink: sink, initial: 1)
        }
    }
}

/// Rows of counters identified by name, in the order a parent's state gives.
struct CounterList: View {
    let sink: BindingSink
    @State private var names = ["a", "b"]

    var body: some View {
        let _ = sink.counts["insert"] = Binding(get: { names.count }, set: { _ in names.insert("c", at: 0) })
        VStack(spacing: 0) {
            ForEach(names, id: \.self) { name in
                CounterBar(name: name, sink: sink, initial: 1)
            }
        }
    }
}

/// `@State` storage kept by the hosting tree for a view's place in it, and the re-render a change causes.
/// Hosted on 393 × 852 without a safe area: a `10·n × 10` bar alone is centred at x = (393 − 10n)/2.
@Suite("SwiftUI @State and Binding: storage that survives re-evaluation, re-render on change")
struct StateTests {
    static func widths(_ controller: UIViewController) -> [CGFloat] { controller.view.subviews.map(\.frame.width) }

    @Test("setting a state through its binding re-evaluates the body and lays out again")
    func changeReRenders() throws {
        let sink = BindingSink()
        let controller = UIHostingController(rootView: CounterBar(name: "bar", sink: sink, initial: 2))
        StackLayoutTests.expectFrames(try hostedViews(controller), [("Color", CGRect(x: 186.5, y: 421, width: 20, height: 10))])
        sink.counts["bar"]?.wrappedValue = 5
        #expect(Self.widths(controller) == [20]) // not before the next layout pass
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews.count == 1)
        #expect(StackLayoutTests.close(controller.view.subviews[0].frame, CGRect(x: 171.5, y: 421, width: 50, height: 10)))
        #expect(sink.counts["bar"]?.wrappedValue == 5)
    }

    @Test("a child's state survives its parent's re-evaluation, which makes the child again")
    func childStateSurvivesParentChange() throws {
        let sink = BindingSink()
        let controller = UIHostingController(rootView: CounterScreen(sink: sink))
        _ = try hostedViews(controller)
        sink.counts["bar"]?.wrappedValue = 3
        controller.view.layoutIfNeeded()
        #expect(Self.widths(controller) == [30])
        // The parent's state shows the header: its body runs again and makes CounterBar(initial: 1) anew.
        sink.counts["header"]?.wrappedValue = 1
        controller.view.layoutIfNeeded()
        #expect(Self.widths(controller) == [5, 30])
        // Stack 30 × 30 at (181.5, 411): header centred (x 194), bar below at y 431.
        #expect(StackLayoutTests.close(controller.view.subviews[1].frame, CGRect(x: 181.5, y: 431, width: 30, height: 10)))
    }

    @Test("ForEach children keep their state by id when an element is inserted before them")
    func forEachStateFollowsIdentity() throws {
        let sink = BindingSink()
        let controller = UIHostingController(rootView: CounterList(sink: sink))
        _ = try hostedViews(controller)
        sink.counts["a"]?.wrappedValue = 2
        sink.counts["b"]?.wrappedValue = 4
        controller.view.layoutIfNeeded()
        #expect(Self.widths(controller) == [20, 40])
        sink.counts["insert"]?.wrappedValue = 0
        controller.view.layoutIfNeeded()
        // The new row "c" starts at 1; "a" and "b" keep 2 and 4 although their positions moved.
        #expect(Self.widths(controller) == [10, 20, 40])
    }

    @Test("two hosting controllers of the same screen keep separate state")
    func separateHosts() throws {
        let firstSink = BindingSink(), secondSink = BindingSink()
        let first = UIHostingController(rootView: CounterBar(name: "bar", sink: firstSink, initial: 1))
        let second = UIHostingController(rootView: CounterBar(name: "bar", sink: secondSink, initial: 1))
        _ = try hostedViews(first)
        _ = try hostedViews(second)
        firstSink.counts["bar"]?.wrappedValue = 6
        first.view.layoutIfNeeded()
        second.view.layoutIfNeeded()
        #expect(Self.widths(first) == [60])
        #expect(Self.widths(second) == [10])
    }

    @Test("outside a hosted tree a state reads and writes its own storage; Binding.constant ignores writes")
    func unhostedStateAndConstantBinding() {
        let state = State(initialValue: 3)
        #expect(state.wrappedValue == 3)
        state.wrappedValue = 4
        #expect(state.wrappedValue == 4)
        #expect(state.projectedValue.wrappedValue == 4)
        let constant = Binding.constant(7)
        constant.wrappedValue = 8
        #expect(constant.wrappedValue == 7)
    }

    @Test("a binding to a property of a bound value ($size.width) writes through")
    func dynamicMemberBinding() {
        let state = State(initialValue: CGSize(width: 1, height: 2))
        let width = state.projectedValue.width
        width.wrappedValue = 10
        #expect(state.wrappedValue == CGSize(width: 10, height: 2))
    }
}
