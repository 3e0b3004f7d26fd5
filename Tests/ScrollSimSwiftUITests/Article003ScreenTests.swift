import ScrollSim
import ScrollSimSwiftUI
import Testing

/// What the header image looked like after one frame: its engine view, layout frame (content
/// coordinates), transform and blur.
struct HeaderImageState {
    var view: ImageView?
    var frame: CGRect
    var transform: ViewTransform
    var blur: CGFloat
}

/// Article 003's screen (`ScrollView { VStack(spacing: 0) { ParallaxEffect(); ContentList() } }`) on the
/// default device (393 × 852, safe area 59/34). The scroll view's engine view is the whole screen with
/// insets 59/34, so the content's top is at window y −offset.y: the reader's global minY is m = −offset.y
/// (59 at rest). With m > 0 the article's formulas give: header height H = 400 + m; the 100 × 100 image
/// filling 393 × H is H × H (s = max(393, H)/100 = H/100) at ((393 − H)/2, 0); offset −m, then scale
/// k = m/1000 + 1 about the image's centre: transform scale k, translation k·(0, −m); blur m/20. With
/// m ≤ 0: 400 × 400 at (−3.5, 0), no transform, no blur.
@Suite("Article 003's parallax screen: header image every frame against the recorded offset")
struct Article003ScreenTests {
    static func headerImage(_ scrollView: UIScrollView) -> HeaderImageState {
        let view = scrollView.subviews.first { $0 is ImageView } as? ImageView
        return HeaderImageState(view: view, frame: view?.frame ?? .null, transform: view?.transform ?? .identity,
                                blur: view?.blurRadius ?? -1)
    }

    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }

    /// Checks the header image for the content offset `offsetY` by the suite's formulas.
    static func expectHeader(_ state: HeaderImageState, offsetY: CGFloat, frame: Int? = nil) {
        let m = -offsetY
        if m > 0 {
            let h = 400 + m, k = m / 1000 + 1
            #expect(StackLayoutTests.close(state.frame, CGRect(x: (393 - h) / 2, y: 0, width: h, height: h)),
                    "frame \(String(describing: frame)): \(state.frame), m \(m)")
            #expect(close(state.transform.scaleX, k) && close(state.transform.scaleY, k), "frame \(String(describing: frame))")
            #expect(close(state.transform.translationX, 0) && close(state.transform.translationY, -m * k),
                    "frame \(String(describing: frame)): \(state.transform), m \(m)")
            #expect(close(state.blur, m / 20), "frame \(String(describing: frame))")
        } else {
            #expect(StackLayoutTests.close(state.frame, CGRect(x: -3.5, y: 0, width: 400, height: 400)),
                    "frame \(String(describing: frame)): \(state.frame)")
            #expect(state.transform == .identity && state.blur == 0, "frame \(String(describing: frame))")
        }
    }

    @Test("at rest the header already reaches the screen top: m = 59, a 459 × 459 image scaled 1.059, blurred 2.95")
    func atRest() throws {
        let controller = UIHostingController(rootView: Article003Screen())
        let (_, scrollView) = try hostScrollScreen(controller)
        #expect(scrollView.contentOffset.y == -59)
        // Content: the 400-point header, then ContentList (1162 + 16 of top padding, see its suite) = 1578.
        #expect(scrollView.contentSize == CGSize(width: 393, height: CGFloat(1578)))
        Self.expectHeader(Self.headerImage(scrollView), offsetY: -59)
        // The drawn views: the image (the spacer draws nothing), then the list's 40 rounded rectangles; the
        // first at (16, 400 + 16) in content coordinates.
        #expect(scrollView.subviews.map(\.name) == ["Image"] + Array(repeating: "RoundedRectangle", count: 40))
        #expect(StackLayoutTests.close(scrollView.subviews[1].frame, CGRect(x: 16, y: 416, width: 120, height: 25)))
    }

    @Test("with ignoresSafeArea the content starts under the status bar: at rest m = 0, the header unstretched")
    func ignoringSafeArea() throws {
        let controller = UIHostingController(rootView: Article003Screen().ignoresSafeArea())
        let (simulation, scrollView) = try hostScrollScreen(controller)
        // The scroll view fills the screen, no insets: at rest offset 0, the content's top at window y 0.
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scrollView.contentInset.top == 0 && scrollView.contentOffset.y == 0)
        Self.expectHeader(Self.headerImage(scrollView), offsetY: 0)
        let frames = try recordFrames(simulation, scrollView, [
            [.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 600), duration: 0.3), .up],
        ]) { Self.headerImage(scrollView) }
        for frame in frames { Self.expectHeader(frame.value, offsetY: frame.offset.y, frame: frame.frame) }
        #expect(frames.contains { $0.offset.y < -50 })
        #expect(frames.last?.offset.y == 0)
    }

    @Test("a pull, its bounce and a fling: every frame the header follows m = −offset.y by the article's formulas")
    func pullAndFling() throws {
        let controller = UIHostingController(rootView: Article003Screen())
        let (simulation, scrollView) = try hostScrollScreen(controller)
        let image = Self.headerImage(scrollView).view
        let frames = try recordFrames(simulation, scrollView, [
            [.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 600), duration: 0.3), .up],
            [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 300), duration: 0.1), .up],
        ]) { Self.headerImage(scrollView) }
        #expect(frames.count > 60)
        for frame in frames { Self.expectHeader(frame.value, offsetY: frame.offset.y, frame: frame.frame) }
        // The pull went past the top (m > 59), and the fling scrolled the header out (m < 0).
        #expect(frames.contains { $0.offset.y < -100 })
        #expect(frames.contains { $0.offset.y > 0 })
        // The reader's content is evaluated again every frame, drawing into the same engine image view.
        #expect(frames.allSatisfy { $0.value.view === image })
    }
}
