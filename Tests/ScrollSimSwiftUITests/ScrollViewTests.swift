import ScrollSim
import ScrollSimSwiftUI
import Testing

/// Shows `controller` full screen on the default device (393 × 852 pt, safe area top 59, bottom 34), runs
/// two frames, and returns the simulation with the engine scroll view drawing the first SwiftUI scroll view.
@MainActor
func hostScrollScreen(_ controller: UIViewController) throws -> (Simulation, UIScrollView) {
    let simulation = try Simulation(viewController: controller)
    simulation.run(frames: 2)
    let scrollView = try #require(controller.view.firstDescendant(named: "ScrollView") as? UIScrollView)
    return (simulation, scrollView)
}

@Suite("ScrollView: content laid out at its ideal height, drawn inside an engine scroll view")
struct ScrollViewTests {
    static func close(_ a: CGRect, _ b: CGRect) -> Bool { StackLayoutTests.close(a, b) }

    @Test("content size is the content's ideal size; its views are subviews of the engine scroll view")
    func contentSizeAndNesting() throws {
        let controller = UIHostingController(rootView: BandsScreen())
        let (_, scrollView) = try hostScrollScreen(controller)
        // The root ScrollView takes the safe area (393 × 759 at y 59); the engine scroll view extends to the
        // screen's edges with the 59 / 34 extensions as content insets, and rests at −59.
        #expect(controller.view.subviews.count == 1 && controller.view.subviews[0] === scrollView)
        #expect(Self.close(scrollView.frame, CGRect(x: 0, y: 0, width: 393, height: 852)))
        #expect(scrollView.contentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(scrollView.contentSize == CGSize(width: 393, height: CGFloat(400 + 600)))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
        #expect(!scrollView.showsVerticalScrollIndicator)
        // The VStack is proposed (393, nil): the bands take 393 wide and their fixed heights.
        #expect(scrollView.subviews.map(\.name) == ["Color", "Color"])
        #expect(Self.close(scrollView.subviews[0].frame, CGRect(x: 0, y: 0, width: 393, height: 400)))
        #expect(Self.close(scrollView.subviews[1].frame, CGRect(x: 0, y: 400, width: 393, height: 600)))
        // In the window: the content starts at the safe area's top, 59.
        let blue = scrollView.subviews[1]
        #expect(Self.close(blue.convert(blue.bounds, to: nil), CGRect(x: 0, y: 459, width: 393, height: 600)))
        // Range: [−59, 1000 + 34 − 852 = 182].
        #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 182))
    }

    @Test("a drag scrolls the SwiftUI content with the engine's physics, then it rests in range")
    func dragScrolls() throws {
        let controller = UIHostingController(rootView: BandsScreen())
        let (simulation, scrollView) = try hostScrollScreen(controller)
        try simulation.perform([.down(at: CGPoint(x: 200, y: 600)), .move(to: CGPoint(x: 200, y: 300), duration: 0.3),
                                .hold(duration: 0.2), .up])
        simulation.runUntilIdle()
        // The finger moved 300 pt up and held still: the content followed it past the 10-pt slop, from −59.
        #expect(scrollView.contentOffset.y > 150 && scrollView.contentOffset.y <= 182)
        let red = scrollView.subviews[0]
        #expect(red.convert(red.bounds, to: nil).minY == -scrollView.contentOffset.y)
    }

    @Test("on an axis it does not scroll, content is centred; a horizontal scroll view proposes nil width")
    func crossAxisAndHorizontal() throws {
        let controller = UIHostingController(rootView: NarrowContentScreen())
        let (_, _) = try hostScrollScreen(controller)
        let scrollViews = controller.view.subviews.compactMap { $0 as? UIScrollView }
        #expect(scrollViews.count == 2)
        // VStack of 200 + 100 in the 759-pt safe area: at y = 59 + (759 − 300)/2 = 288.5. Neither reaches
        // the safe area's top or bottom edge, so neither is extended; both reach its sides (no side insets).
        #expect(Self.close(scrollViews[0].frame, CGRect(x: 0, y: 288.5, width: 393, height: 200)))
        #expect(scrollViews[0].contentSize == CGSize(width: 393, height: 50))
        #expect(Self.close(scrollViews[0].subviews[0].frame, CGRect(x: 146.5, y: 0, width: 100, height: 50)))
        #expect(Self.close(scrollViews[1].frame, CGRect(x: 0, y: 488.5, width: 393, height: 100)))
        #expect(scrollViews[1].contentSize == CGSize(width: 600, height: 100))
        // Vertically centred in the 100-pt height: y = (100 − 80)/2 = 10.
        #expect(Self.close(scrollViews[1].subviews[1].frame, CGRect(x: 300, y: 10, width: 300, height: 80)))
    }

    @Test("a new root view reuses the engine views by place in the tree and type; only what appears or disappears changes")
    func rootViewReuse() throws {
        let controller = UIHostingController(rootView: Swatch(width: 10, showsBadge: false))
        _ = try hostedViews(controller)
        let before = controller.view.subviews
        #expect(before.map(\.name) == ["Color", "Text"])
        controller.rootView = Swatch(width: 20, showsBadge: false)
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews.count == 2)
        #expect(controller.view.subviews[0] === before[0] && controller.view.subviews[1] === before[1])
        #expect(controller.view.subviews[0].frame.width == 20)
        // The badge appears: a new Rectangle between them; the Color and the Text keep their engine views
        // (their identity is their place in the tree, which the `if` before the Text does not change).
        controller.rootView = Swatch(width: 20, showsBadge: true)
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews.map(\.name) == ["Color", "Rectangle", "Text"])
        #expect(controller.view.subviews[0] === before[0] && controller.view.subviews[2] === before[1])
        // And disappears again: only the Rectangle leaves.
        let rectangle = controller.view.subviews[1]
        controller.rootView = Swatch(width: 20, showsBadge: false)
        controller.view.layoutIfNeeded()
        #expect(controller.view.subviews.count == 2)
        #expect(controller.view.subviews[0] === before[0] && controller.view.subviews[1] === before[1])
        #expect(rectangle.superview == nil)
    }
}
