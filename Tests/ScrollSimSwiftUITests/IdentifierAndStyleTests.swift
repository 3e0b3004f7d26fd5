import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// A bar whose width is its own state, for identity tests.
struct IdentifiedCounter: View {
    let sink: BindingSink
    @State var count = 1

    var body: some View {
        let _ = sink.counts["counter"] = $count
        Rectangle().frame(width: CGFloat(10 * count), height: 10)
    }
}

/// Trace names from `accessibilityIdentifier(_:)` and `id(_:)`, explicit identity, foreground styles and
/// `Group`, hosted on 393 × 852 (no safe area).
@Suite("SwiftUI identifiers, foreground styles, Group")
struct IdentifierAndStyleTests {
    @Test("accessibilityIdentifier and id name the drawn views; the outermost identifier names every view drawn")
    func traceNames() throws {
        let root = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("swatch")
            Rectangle().frame(width: 10, height: 10).id(3)
            Color.blue.frame(width: 10, height: 10)
                .background(Color.green)
                .accessibilityIdentifier("inner")
                .accessibilityIdentifier("outer")
        }
        let views = try hostedViews(UIHostingController(rootView: root))
        #expect(views.map(\.name) == ["swatch", "3", "outer", "outer"])
    }

    @Test("a new id(_:) starts fresh state, the same id keeps it, a view that left the tree comes back fresh")
    func idResetsState() throws {
        let sink = BindingSink()
        let controller = UIHostingController(rootView: IdentifiedCounter(sink: sink).id("first"))
        _ = try hostedViews(controller)
        sink.counts["counter"]?.wrappedValue = 4
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews.map(\.frame.width) == [40])
        controller.rootView = IdentifiedCounter(sink: sink).id("first")
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews.map(\.frame.width) == [40])
        controller.rootView = IdentifiedCounter(sink: sink).id("second")
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews.map(\.frame.width) == [10])
        // The "first" view left the tree, and its state with it: coming back, it starts fresh.
        controller.rootView = IdentifiedCounter(sink: sink).id("first")
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews.map(\.frame.width) == [10])
    }

    @Test("fill and foregroundStyle colour shapes, the inner style winning; Color views keep their own colour")
    func foregroundStyles() throws {
        let controller = UIHostingController(rootView: VStack(spacing: 0) {
            Circle().fill(.red).frame(width: 10, height: 10)
            RoundedRectangle(cornerRadius: 2).frame(width: 10, height: 10)
            Rectangle().frame(width: 10, height: 10)
            Color.green.frame(width: 10, height: 10)
        }
        .foregroundStyle(.blue))
        _ = try hostedViews(controller)
        // red (255, 59, 48); blue (0, 122, 255); green (52, 199, 89).
        #expect(drawnBackground(controller, at: 0)?.map { $0.rounded() } == [255, 59, 48, 1])
        #expect(drawnBackground(controller, at: 1)?.map { $0.rounded() } == [0, 122, 255, 1])
        #expect(drawnBackground(controller, at: 2)?.map { $0.rounded() } == [0, 122, 255, 1])
        #expect(drawnBackground(controller, at: 3)?.map { $0.rounded() } == [52, 199, 89, 1])
    }

    @Test("a Group's views are the stack's children and its modifier applies to each")
    func group() throws {
        let root = HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .padding(.horizontal, 5)
        }
        // Two children 20 wide: the stack 40 × 10 at (176.5, 421); colours at 181.5 and 201.5.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 181.5, y: 421, width: 10, height: 10)),
            ("Color", CGRect(x: 201.5, y: 421, width: 10, height: 10)),
        ])
    }
}
