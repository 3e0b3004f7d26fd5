import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// Records the widths a GeometryReader's content drew, one entry per evaluation.
@MainActor
final class WidthLog {
    var widths: [CGFloat] = []
}

/// A reader whose content draws a random width, owns a counter state and shows text in the font around it.
struct ReaderWithLeaves: View {
    let log: WidthLog
    let sink: BindingSink

    var body: some View {
        VStack(spacing: 0) {
            GeometryReader { _ in
                let width = CGFloat.random(in: 10...100)
                let _ = log.widths.append(width)
                CounterBar(name: "reader", sink: sink, initial: 1)
                Color.red.frame(width: width, height: 5)
                Text("Hi")
            }
            .frame(height: 100)
            Color.blue.frame(width: 10, height: 10).opacity(0.5)
        }
        .font(.caption)
    }
}

/// Leaves inside content that is evaluated again in every layout pass (a `GeometryReader`'s): opacity does
/// not accumulate, state keeps its storage, random widths repeat, the font around the reader applies.
@Suite("SwiftUI leaves under re-evaluation: opacity, state, random numbers and fonts across layout passes")
struct LeafReEvaluationTests {
    static func passes(_ controller: UIViewController, _ count: Int) {
        for _ in 0..<count {
            controller.view.setNeedsLayout()
            controller.view.layoutIfNeeded()
        }
    }

    @Test("layout passes re-evaluate the reader: same random width, same alpha, state kept, caption font")
    func acrossPasses() throws {
        let log = WidthLog(), sink = BindingSink()
        let controller = UIHostingController(rootView: ReaderWithLeaves(log: log, sink: sink))
        _ = try hostedViews(controller)
        sink.counts["reader"]?.wrappedValue = 3
        Self.passes(controller, 4)
        #expect(log.widths.count >= 5)
        #expect(Set(log.widths).count == 1)
        #expect(log.widths.allSatisfy { $0 >= 10 && $0 < 100 })
        let views = controller.view.subviews
        #expect(views.map(\.name) == ["Color", "Color", "Text", "Color"])
        // The counter's state (3) survived every re-evaluation: 30 points wide.
        #expect(views[0].frame.width == 30)
        #expect(views[1].frame.width == log.widths[0])
        // Caption (12 points): "Hi" is 2 · 6 = 12 wide.
        #expect(views[2].frame.width == 12)
        #expect(views[3].alpha == 0.5)
    }

    @Test("a state change rebuilds the tree: the reader's random width is still the same")
    func stateChangeKeepsRandomWidth() throws {
        let log = WidthLog(), sink = BindingSink()
        let controller = UIHostingController(rootView: ReaderWithLeaves(log: log, sink: sink))
        _ = try hostedViews(controller)
        sink.counts["reader"]?.wrappedValue = 2
        controller.view.layoutIfNeeded()
        sink.counts["reader"]?.wrappedValue = 4
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews[0].frame.width == 40)
        #expect(Set(log.widths).count == 1)
    }
}
