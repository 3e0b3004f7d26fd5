import ScrollSim
import ScrollSimSwiftUI
import Testing

/// `ReaderScreen` on the default device: the ScrollView takes the safe area (y 59 … 818), its engine scroll
/// view the whole screen with insets 59 / 34, the content (100 + 200 + 1000 = 1300 high) starts at y 0 of
/// the content coordinates; the reader's frame there is (0, 100, 393, 200). With the content offset `y`
/// (−59 at rest) its window frame is (0, 100 − y, 393, 200).
@Suite("GeometryReader: frames in every coordinate space, evaluated again as the content scrolls")
struct GeometryReaderTests {
    static func close(_ a: CGRect, _ b: CGRect) -> Bool { StackLayoutTests.close(a, b) }

    /// The reader's frames for content offset `y`, derived by hand (see the suite).
    static func expectFrames(_ probe: GeometryProbe, offsetY y: CGFloat) {
        #expect(close(probe.global, CGRect(x: 0, y: 100 - y, width: 393, height: 200)))
        #expect(close(probe.legacyGlobal, probe.global))
        #expect(close(probe.local, CGRect(x: 0, y: 0, width: 393, height: 200)))
        // The scroll view's layout frame is at y 59 in the window: 100 − y − 59.
        #expect(close(probe.scrollView, CGRect(x: 0, y: 41 - y, width: 393, height: 200)))
        // The stack named "content" moves with the content: the reader is always 100 below its top.
        #expect(close(probe.content, CGRect(x: 0, y: 100, width: 393, height: 200)))
        // "screen" names the ScrollView, whose frame does not move: as `.scrollView`.
        #expect(close(probe.screen, probe.scrollView))
    }

    @Test("at rest: global minY 159 (100 + the 59-pt safe area), local 0, scrollView 100, named spaces")
    func atRest() throws {
        let probe = GeometryProbe()
        let (_, scrollView) = try hostScrollScreen(UIHostingController(rootView: ReaderScreen(probe: probe)))
        #expect(scrollView.contentOffset.y == -59)
        #expect(scrollView.contentSize == CGSize(width: 393, height: CGFloat(1300)))
        Self.expectFrames(probe, offsetY: -59)
        // The reader's content (a Color) takes the reader's 393 × 200 at its top-leading corner.
        let green = scrollView.subviews[1]
        #expect(green.name == "Color" && Self.close(green.frame, CGRect(x: 0, y: 100, width: 393, height: 200)))
    }

    @Test("setContentOffset: the next layout pass evaluates the reader again with the moved frames")
    func programmaticOffset() throws {
        let probe = GeometryProbe()
        let controller = UIHostingController(rootView: ReaderScreen(probe: probe))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        let views = scrollView.subviews
        let evaluations = probe.evaluations
        scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        controller.view.layoutIfNeeded()
        #expect(probe.evaluations == evaluations + 1)
        Self.expectFrames(probe, offsetY: 200)          // global minY 100 − 200 = −100
        #expect(probe.global.minY == -100)
        // The same engine views draw the content: the reader's Color was reused, nothing added or removed.
        #expect(scrollView.subviews.count == 3 && zip(scrollView.subviews, views).allSatisfy { $0 === $1 })
        // A frame without motion evaluates nothing.
        simulation.run(frames: 3)
        #expect(probe.evaluations == evaluations + 1)
    }

    @Test("during a pull down and its bounce back, every frame's minY is 100 − the recorded offset")
    func duringDrag() throws {
        let probe = GeometryProbe()
        let controller = UIHostingController(rootView: ReaderScreen(probe: probe))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        let views = scrollView.subviews
        let frames = try recordFrames(simulation, scrollView, [[.down(at: CGPoint(x: 200, y: 300)),
                                                                .move(to: CGPoint(x: 200, y: 600), duration: 0.3),
                                                                .up]]) { probe.global }
        #expect(frames.count > 30)
        var pulled = false
        for frame in frames {
            #expect(frame.value.minY == 100 - frame.offset.y, "frame \(frame.frame)")
            if frame.offset.y < -59 { pulled = true }
        }
        #expect(pulled)                                  // the pull went past the top: minY > 159
        #expect(frames.last?.offset.y == -59)            // and bounced back to rest
        #expect(zip(scrollView.subviews, views).allSatisfy { $0 === $1 })
    }
}

/// One frame of a driven screen: its index, the scroll view's offset as the trace recorded it, and what the
/// test read after that frame's layout.
struct RecordedFrame<Value> {
    var frame: Int
    var offset: CGPoint
    var value: Value
}

/// Runs each script then `runUntilIdle`, recording every frame's trace offset of `scrollView` and
/// `snapshot()` after that frame's layout (checked to have seen the trace's offset).
@MainActor
func recordFrames<Value>(_ simulation: Simulation, _ scrollView: UIScrollView, _ scripts: [[Gesture]],
                         snapshot: @escaping () -> Value) throws -> [RecordedFrame<Value>] {
    let recorder = TraceRecorder()
    simulation.recorder = recorder
    var captured: [(frame: Int, offset: CGPoint, value: Value)] = []
    simulation.addFrameObserver { simulation in
        captured.append((simulation.frameCount, scrollView.contentOffset, snapshot()))
    }
    for script in scripts {
        try simulation.perform(script)
        simulation.runUntilIdle()
    }
    let recorded = recorder.frames.filter { $0.view == scrollView.name }
    try #require(recorded.count == captured.count)
    return try zip(recorded, captured).map { row, capture in
        try #require(row.frame == capture.frame && row.offset == capture.offset)
        return RecordedFrame(frame: row.frame, offset: row.offset, value: capture.value)
    }
}

@Suite("GeometryReader: layout outside and inside nested scroll views")
struct GeometryReaderLayoutTests {
    static func close(_ a: CGRect, _ b: CGRect) -> Bool { StackLayoutTests.close(a, b) }

    @Test("a reader takes the whole proposal and places its views at its top-leading corner")
    func takesProposalTopLeading() throws {
        let views = try hostedViews(UIHostingController(rootView: HalfBarScreen()))
        // No safe area: the reader is 393 × 852 at the origin; the bar is 196.5 × 10, the rectangle
        // 20 × 213, both at (0, 0) (overlaid, top-leading).
        #expect(views.map(\.name) == ["Color", "Rectangle"])
        #expect(Self.close(views[0].frame, CGRect(x: 0, y: 0, width: 196.5, height: 10)))
        #expect(Self.close(views[1].frame, CGRect(x: 0, y: 0, width: 20, height: 213)))
    }

    @Test("a reader in a horizontal scroll view inside a vertical one follows both offsets")
    func nestedScrollViews() throws {
        let probe = GeometryProbe()
        let controller = UIHostingController(rootView: NestedReaderScreen(probe: probe))
        let (_, outer) = try hostScrollScreen(controller)
        let inner = try #require(outer.subviews.compactMap { $0 as? UIScrollView }.first)
        // Inner scroll view: content 500 × 50 at y 100 of the outer content; the reader at x 300.
        #expect(inner.contentSize == CGSize(width: 500, height: 50))
        #expect(inner.contentOffset == .zero)
        #expect(Self.close(probe.global, CGRect(x: 300, y: 159, width: 200, height: 50)))
        // The scrollView space is the innermost scroll view's: (300, 0).
        #expect(Self.close(probe.scrollView, CGRect(x: 300, y: 0, width: 200, height: 50)))
        let evaluations = probe.evaluations
        outer.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        controller.view.layoutIfNeeded()
        #expect(probe.evaluations == evaluations + 1)
        #expect(Self.close(probe.global, CGRect(x: 300, y: 60, width: 200, height: 50)))
        inner.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
        controller.view.layoutIfNeeded()
        #expect(probe.evaluations == evaluations + 2)
        #expect(Self.close(probe.global, CGRect(x: 200, y: 60, width: 200, height: 50)))
        #expect(Self.close(probe.scrollView, CGRect(x: 200, y: 0, width: 200, height: 50)))
    }
}

@Suite("GeometryReader: views that appear and disappear as the content scrolls")
struct GeometryReaderReuseTests {
    @Test("a view appearing in a reader's content is added; its sibling keeps its engine view and moves")
    func appearingView() throws {
        let controller = UIHostingController(rootView: ToggleReaderScreen())
        let (_, scrollView) = try hostScrollScreen(controller)
        // At rest minY = 59: the green band alone, 393 × 20 at the reader's corner.
        #expect(scrollView.subviews.map(\.name) == ["Color"])
        let green = scrollView.subviews[0]
        #expect(green.frame == CGRect(x: 0, y: 0, width: 393, height: 20))
        scrollView.setContentOffset(CGPoint(x: 0, y: -150), animated: false)   // minY 150
        controller.view.layoutIfNeeded()
        #expect(scrollView.subviews.map(\.name) == ["Rectangle", "Color"])
        #expect(scrollView.subviews[1] === green)
        #expect(green.frame == CGRect(x: 0, y: 10, width: 393, height: 20))
        let bar = scrollView.subviews[0]
        scrollView.setContentOffset(CGPoint(x: 0, y: -59), animated: false)    // minY 59 again
        controller.view.layoutIfNeeded()
        #expect(scrollView.subviews.count == 1 && scrollView.subviews[0] === green)
        #expect(bar.superview == nil)
        #expect(green.frame == CGRect(x: 0, y: 0, width: 393, height: 20))
    }
}
