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

@Suite("defaultScrollAnchor and contentMargins on the engine scroll view")
struct ScrollAnchorAndMarginTests {
    @Test("defaultScrollAnchor(.bottom) rests at the end of the range and follows a content size change")
    func bottomAnchor() throws {
        let controller = UIHostingController(rootView: AnchoredScreen(height: 1100, anchor: .bottom))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        // Range [−59, 1100 + 34 − 852 = 282]: at its end.
        #expect(scrollView.contentOffset.y == 282)
        // Content grows to 2000 while the offset is still the anchored one: the new end, 2000 + 34 − 852.
        controller.rootView = AnchoredScreen(height: 2000, anchor: .bottom)
        simulation.run(frames: 1)
        #expect(scrollView.contentOffset.y == 1182)
        // After a drag the anchoring ends: a later size change keeps the offset.
        try simulation.perform([.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 500), duration: 0.3),
                                .hold(duration: 0.2), .up])
        simulation.runUntilIdle()
        let dragged = scrollView.contentOffset.y
        #expect(dragged < 1182)
        controller.rootView = AnchoredScreen(height: 2500, anchor: .bottom)
        simulation.run(frames: 1)
        #expect(scrollView.contentOffset.y == dragged)
    }

    @Test("defaultScrollAnchor(.top) and nil rest at the start of the range, −59")
    func topAnchor() throws {
        for anchor in [UnitPoint.top, nil] {
            let controller = UIHostingController(rootView: AnchoredScreen(height: 1100, anchor: anchor))
            let (_, scrollView) = try hostScrollScreen(controller)
            #expect(scrollView.contentOffset.y == -59)
        }
    }

    @Test("content margins add to the insets and narrow the content; indicator margins change nothing")
    func margins() throws {
        let controller = UIHostingController(rootView: MarginScreen())
        let (_, scrollView) = try hostScrollScreen(controller)
        // Insets: 59 + 20 top, 34 + 20 bottom, 16 each side; the content is proposed 393 − 32 = 361 wide.
        #expect(scrollView.contentInset == UIEdgeInsets(top: 79, left: 16, bottom: 54, right: 16))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scrollView.contentSize == CGSize(width: 361, height: 1000))
        // At rest at the start of the range (−16, −79): the band appears at (16, 79) in the window.
        #expect(scrollView.contentOffset == CGPoint(x: -16, y: -79))
        let band = scrollView.subviews[0]
        #expect(band.convert(band.bounds, to: nil) == CGRect(x: 16, y: 79, width: 361, height: 1000))
        // Range end: 1000 + 54 − 852 = 202.
        #expect(scrollView.maximumContentOffset.y == 202)
    }
}

@Suite("scrollTargetBehavior(.viewAligned): releases rest with a row at the top inside the insets")
struct ViewAlignedTests {
    @Test("unlimited (automatic, vertical): the row-aligned offset nearest to the projected target")
    func nearestToProjection() throws {
        let controller = UIHostingController(rootView: ViewAlignedScreen(limit: .automatic))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        simulation.runUntilIdle()
        let release = try #require(recorder.events.first { $0.callback == .scrollViewWillEndDragging })
        let projected = try #require(release.target).y
        // Aligned offsets: row k's top 50 k at the 59-pt inset, 50 k − 59; the nearest to the projection.
        let k = ((projected + 59) / 50).rounded()
        let expected = 50 * k - 59
        #expect(projected + 59 > 500)            // a long fling, many rows
        #expect(release.finalTarget?.y == expected)
        #expect(scrollView.contentOffset.y == expected)
    }

    @Test("alwaysByOne: a hard fling from row 0 rests with row 1 at the top, offset 50 − 59")
    func limitedByOne() throws {
        let controller = UIHostingController(rootView: ViewAlignedScreen(limit: .alwaysByOne))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        simulation.runUntilIdle()
        #expect(scrollView.contentOffset.y == -9)
        // Again from row 1: row 2, offset 41.
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        simulation.runUntilIdle()
        #expect(scrollView.contentOffset.y == 41)
    }
}
