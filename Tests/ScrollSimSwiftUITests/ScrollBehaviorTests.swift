import ScrollSim
import ScrollSimSwiftUI
import Testing

@Suite("scrollTargetBehavior(.paging) and scrollBounceBehavior on the engine scroll view")
struct ScrollBehaviorTests {
    @Test("paging: a quick swipe rests on the next page, a slow drag past half a page on the nearest")
    func paging() throws {
        let controller = UIHostingController(rootView: PagerScreen(paging: true))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        #expect(scrollView.isPagingEnabled)
        #expect(scrollView.contentSize.width == CGFloat(3 * 393))
        // 100 pt in 0.05 s: 2 pt/ms > 0.3 pt/ms, to the next page in the swipe's direction, x 393.
        try simulation.perform([.down(at: CGPoint(x: 300, y: 400)), .move(to: CGPoint(x: 200, y: 400), duration: 0.05), .up])
        simulation.runUntilIdle()
        #expect(scrollView.contentOffset.x == 393)
        // From 393, 260 pt slowly and held: the content is ~250 pt on (260 − the 10-pt slop), past half a
        // page (196.5): the nearest page is x 786.
        try simulation.perform([.down(at: CGPoint(x: 300, y: 400)), .move(to: CGPoint(x: 40, y: 400), duration: 0.5),
                                .hold(duration: 0.2), .up])
        simulation.runUntilIdle()
        #expect(scrollView.contentOffset.x == 786)
    }

    @Test("without paging the same quick swipe does not stop on a page")
    func noPaging() throws {
        let controller = UIHostingController(rootView: PagerScreen(paging: false))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        #expect(!scrollView.isPagingEnabled)
        try simulation.perform([.down(at: CGPoint(x: 300, y: 400)), .move(to: CGPoint(x: 200, y: 400), duration: 0.05), .up])
        simulation.runUntilIdle()
        #expect(scrollView.contentOffset.x > 100 && scrollView.contentOffset.x != 393)
    }

    @Test("basedOnSize: content that fits does not move under a pull; automatic rubber-bands it")
    func bounceBasedOnSize() throws {
        for (behavior, moves) in [(ScrollBounceBehavior.basedOnSize, false), (.automatic, true), (.always, true)] {
            let controller = UIHostingController(rootView: ShortContentScreen(behavior: behavior))
            let (simulation, scrollView) = try hostScrollScreen(controller)
            #expect(scrollView.alwaysBounceVertical == moves)
            var offsets: [CGFloat] = []
            simulation.addFrameObserver { _ in offsets.append(scrollView.contentOffset.y) }
            try simulation.perform([.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 500), duration: 0.3), .up])
            simulation.runUntilIdle()
            // At rest at −59 (the status-bar inset); a pull of 200 pt moves the content down only if it bounces.
            #expect(offsets.contains { $0 < -100 } == moves)
            #expect(scrollView.contentOffset.y == -59)
        }
    }
}
