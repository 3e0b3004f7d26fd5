import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// Backgrounds, overlays, opacity and clipping, hosted on 393 × 852 (no safe area). A background or
/// overlay is proposed the modified view's size and aligned in its frame; opacity and clipping change
/// drawing only.
@Suite("SwiftUI background, overlay, opacity, clipped")
struct DecorationTests {
    @Test("a background is drawn behind, the modified view's size; .background(.blue) and .background(Color.blue) alike")
    func background() throws {
        for root in [AnyRoot(Color.red.frame(width: 100, height: 50).background(Color.blue)),
                     AnyRoot(Color.red.frame(width: 100, height: 50).background(.blue)),
                     AnyRoot(Color.red.frame(width: 100, height: 50).background { Color.blue })] {
            StackLayoutTests.expectFrames(try hostedViews(root.controller), [
                ("Color", CGRect(x: 146.5, y: 401, width: 100, height: 50)),
                ("Color", CGRect(x: 146.5, y: 401, width: 100, height: 50)),
            ])
            // Behind: system blue (0, 122, 255); in front: system red (255, 59, 48).
            #expect(drawnBackground(root.controller, at: 0)?.map { $0.rounded() } == [0, 122, 255, 1])
            #expect(drawnBackground(root.controller, at: 1)?.map { $0.rounded() } == [255, 59, 48, 1])
        }
    }

    @Test("background content is aligned in the frame; several views are layered in a ZStack")
    func backgroundAlignmentAndZStack() throws {
        let root = Color.red.frame(width: 100, height: 50)
            .background(alignment: .bottomTrailing) {
                Color.blue
                Rectangle().frame(width: 20, height: 10)
            }
        // The blue colour takes 100 × 50; the ZStack is 100 × 50; the rectangle at its bottom trailing corner.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 146.5, y: 401, width: 100, height: 50)),
            ("Rectangle", CGRect(x: 226.5, y: 441, width: 20, height: 10)),
            ("Color", CGRect(x: 146.5, y: 401, width: 100, height: 50)),
        ])
    }

    @Test("an overlay is drawn in front, aligned in the modified view's frame")
    func overlay() throws {
        let root = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).overlay(alignment: .topLeading) { Rectangle().frame(width: 20, height: 10) }
            Color.green.frame(width: 100, height: 50).overlay(Circle())
        }
        // Stack 100 × 100 at (146.5, 376). The circle: proposed 100 × 50, the centred 50 × 50 square.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Color", CGRect(x: 146.5, y: 376, width: 100, height: 50)),
            ("Rectangle", CGRect(x: 146.5, y: 376, width: 20, height: 10)),
            ("Color", CGRect(x: 146.5, y: 426, width: 100, height: 50)),
            ("Circle", CGRect(x: 171.5, y: 426, width: 50, height: 50)),
        ])
    }

    @Test("opacity multiplies the drawn views' alpha (0.5 inside 0.5 is 0.25) and leaves layout alone")
    func opacity() throws {
        let controller = UIHostingController(rootView: VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).opacity(0.5)
            Color.blue.frame(width: 10, height: 10)
        }.opacity(0.5))
        StackLayoutTests.expectFrames(try hostedViews(controller), [
            ("Color", CGRect(x: 191.5, y: 416, width: 10, height: 10)),
            ("Color", CGRect(x: 191.5, y: 426, width: 10, height: 10)),
        ])
        #expect(controller.view.subviews.map(\.alpha) == [0.25, 0.5])
    }

    @Test("clipped() puts the drawn views in a clipping view of the modified view's frame")
    func clipped() throws {
        let controller = UIHostingController(rootView: Color.red.frame(width: 300, height: 10)
            .frame(width: 100, height: 10)
            .clipped())
        StackLayoutTests.expectFrames(try hostedViews(controller), [("Clip", CGRect(x: 146.5, y: 421, width: 100, height: 10))])
        let clip = controller.view.subviews[0]
        #expect(clip.clipsToBounds)
        #expect(clip.subviews.map(\.name) == ["Color"])
        // The 300-point colour centred on the 100-point frame: x = −100 in the clip view, 46.5 on screen.
        #expect(StackLayoutTests.close(clip.subviews[0].frame, CGRect(x: -100, y: 0, width: 300, height: 10)))
        #expect(StackLayoutTests.close(clip.subviews[0].convert(clip.subviews[0].bounds, to: nil),
                                       CGRect(x: 46.5, y: 421, width: 300, height: 10)))
    }
}

/// A hosting controller for roots of different types, so one test can loop over several.
struct AnyRoot {
    let controller: UIViewController
    init<V: View>(_ root: V) { controller = UIHostingController(rootView: root) }
}
