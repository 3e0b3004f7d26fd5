import ScrollSim
import ScrollSimSwiftUI
import Testing

/// The names of a `views.csv` frame's rows: the visible views of the hierarchy under `root`, depth-first,
/// parents first, back to front, a hidden view and its subtree left out (the order `views.csv` writes).
@MainActor
func traceRowNames(_ root: ScrollSim.View) -> [String] {
    var names: [String] = []
    func visit(_ view: ScrollSim.View) {
        guard !view.isHidden else { return }
        names.append(view.name)
        for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return names
}

/// SwiftUI views in traces: the names `views.csv` records for a hosted screen are the views' kinds
/// (`Image`, `RoundedRectangle`, …) or their identifiers, and they are the same rows, in the same order, in
/// every frame of a scroll and in every run: the stable identity a trace needs.
@Suite("SwiftUI views in traces: stable names frame after frame and run after run")
struct TraceIdentityTests {
    static let scripts: [[Gesture]] = [
        [.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 600), duration: 0.3), .up],
        [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 300), duration: 0.1), .up],
    ]

    /// The rows' names after every frame of a pull and a fling of `controller`'s screen.
    static func namesPerFrame(_ controller: UIViewController) throws -> [[String]] {
        let (simulation, scrollView) = try hostScrollScreen(controller)
        return try recordFrames(simulation, scrollView, scripts) { traceRowNames(simulation.root) }.map(\.value)
    }

    @Test("article 003's screen: every frame of a pull and a fling records the same rows, kinds as names")
    func articleScreenKinds() throws {
        let frames = try Self.namesPerFrame(UIHostingController(rootView: Article003Screen()))
        let first = try #require(frames.first)
        // Below the window and the hosting view: the scroll view, the header image, the 40 bars.
        let hosted = Array(first.drop { $0 != "UIHostingView" })
        #expect(hosted == ["UIHostingView", "ScrollView", "Image"] + Array(repeating: "RoundedRectangle", count: 40))
        #expect(frames.allSatisfy { $0 == first })
        // A second run records the same rows.
        #expect(try Self.namesPerFrame(UIHostingController(rootView: Article003Screen())) == frames)
    }

    @Test("identifiers name the rows: the header image inside the reader keeps its name and its engine view every frame")
    func identifiersAreStable() throws {
        let controller = UIHostingController(rootView: NamedArticle003Screen())
        let simulation = try Simulation(viewController: controller)
        simulation.run(frames: 2)
        // The scroll view is named by its identifier.
        let scrollView = try #require(controller.view.firstDescendant(named: "list") as? UIScrollView)
        let image = simulation.root.firstDescendant(named: "headerImage")
        #expect(image is ImageView)
        let frames = try recordFrames(simulation, scrollView, Self.scripts) {
            (traceRowNames(simulation.root), simulation.root.firstDescendant(named: "headerImage"))
        }
        let expected = ["UIHostingView", "list", "headerImage"] + Array(repeating: "bar", count: 40)
        #expect(frames.count > 60)
        for frame in frames {
            #expect(Array(frame.value.0.drop { $0 != "UIHostingView" }) == expected, "frame \(frame.frame)")
            #expect(frame.value.1 === image, "frame \(frame.frame)")
        }
    }
}
