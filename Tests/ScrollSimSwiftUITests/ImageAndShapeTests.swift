import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// Images (sized placeholders from the UIImage registry) and shapes, hosted full screen on 393 × 852 (no
/// safe area). Expected frames are derived by hand from SwiftUI's rules: a non-resizable image is its own
/// size; a resizable one takes the proposal; `aspectRatio` fits (min scale) or fills (max scale) the
/// proposal; shapes take the proposal, a circle drawn as the centred square of the shorter side.
@Suite("SwiftUI images and shapes: their sizes and drawn frames")
struct ImageAndShapeTests {
    /// A registered 200 × 100 image (a name no other test uses: the registry is shared).
    static let wide: String = {
        UIImage.register(named: "image-and-shape-tests-wide", size: CGSize(width: 200, height: 100))
        return "image-and-shape-tests-wide"
    }()

    @Test("a non-resizable image keeps its own size inside a smaller frame, centred on it")
    func imageKeepsItsSize() throws {
        let root = Image(Self.wide).frame(width: 50, height: 50)
        // Frame 50 × 50 at (171.5, 401); the 200 × 100 image centred: (171.5 − 75, 401 − 25).
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Image", CGRect(x: 96.5, y: 376, width: 200, height: 100)),
        ])
    }

    @Test("the drawn view is an image view showing the registry's image")
    func drawnImageView() throws {
        let controller = UIHostingController(rootView: Image(Self.wide))
        _ = try hostedViews(controller)
        let imageView = controller.view.subviews.first as? UIImageView
        #expect(imageView?.image?.size == CGSize(width: 200, height: 100))
        #expect(imageView?.image?.name == Self.wide)
    }

    @Test("an unregistered asset is 100 × 100 and a system symbol 17 × 17, as the UIKit side's images")
    func defaultSizes() throws {
        let root = VStack(spacing: 0) {
            Image("image-and-shape-tests-unregistered")
            Image(systemName: "image-and-shape-tests-symbol")
        }
        // Stack 100 × 117 at (146.5, 367.5); the symbol centred: x = 146.5 + (100 − 17)/2 = 188.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Image", CGRect(x: 146.5, y: 367.5, width: 100, height: 100)),
            ("Image", CGRect(x: 188, y: 467.5, width: 17, height: 17)),
        ])
    }

    @Test("a resizable image takes the size proposed to it, the whole screen at the root")
    func resizableTakesProposal() throws {
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: Image(Self.wide).resizable()
            .frame(width: 50, height: 30))), [("Image", CGRect(x: 171.5, y: 411, width: 50, height: 30))])
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: Image(Self.wide).resizable())),
                                      [("Image", CGRect(x: 0, y: 0, width: 393, height: 852))])
    }

    @Test("scaledToFit: the largest 2:1 size inside 100 × 100 is 100 × 50, centred in the frame")
    func scaledToFit() throws {
        let root = Image(Self.wide).resizable().scaledToFit().frame(width: 100, height: 100)
        // Frame at (146.5, 376); s = min(100/2, 100) = 50 → 100 × 50, y = 376 + 25.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Image", CGRect(x: 146.5, y: 401, width: 100, height: 50)),
        ])
    }

    @Test("scaledToFill: the smallest 2:1 size covering 100 × 100 is 200 × 100, overflowing the frame")
    func scaledToFill() throws {
        let root = Image(Self.wide).resizable().scaledToFill().frame(width: 100, height: 100)
        // s = max(100/2, 100) = 100 → 200 × 100, centred on the frame at (146.5, 376): x = 146.5 − 50.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Image", CGRect(x: 96.5, y: 376, width: 200, height: 100)),
        ])
    }

    @Test("aspectRatio with an explicit ratio: 1:1 fitted in 100 × 60 is 60 × 60; a CGSize ratio 3:1 filled is 180 × 60")
    func explicitAspectRatio() throws {
        let root = VStack(spacing: 0) {
            Image(Self.wide).resizable().aspectRatio(1, contentMode: .fit).frame(width: 100, height: 60)
            Rectangle().aspectRatio(CGSize(width: 3, height: 1), contentMode: .fill).frame(width: 100, height: 60)
        }
        // Stack 100 × 120 at (146.5, 366). Square: x = 146.5 + 20. Rectangle: s = max(100/3, 60) = 60 →
        // 180 × 60, x = 146.5 − 40, y = 426.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Image", CGRect(x: 166.5, y: 366, width: 60, height: 60)),
            ("Rectangle", CGRect(x: 106.5, y: 426, width: 180, height: 60)),
        ])
    }

    @Test("article 003's header: a resizable image filling a 393 × 400 spacer's background is 400 × 400")
    func parallaxHeaderBackground() throws {
        let root = Spacer()
            .frame(height: 400)
            .background {
                Image("image-and-shape-tests-sample")
                    .resizable()
                    .scaledToFill()
            }
        // The spacer (outside a stack) takes the proposed width, 393; the frame is 393 × 400 at (0, 226).
        // The 100 × 100 image fills 393 × 400: s = max(393, 400) = 400 → 400 × 400, x = (393 − 400)/2.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Image", CGRect(x: -3.5, y: 226, width: 400, height: 400)),
        ])
    }

    @Test("shapes take the proposal: a rounded rectangle and a capsule fill their frames, a circle is the centred square")
    func shapes() throws {
        let root = VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 4, style: .continuous).frame(width: 120, height: 25)
            RoundedRectangle(cornerSize: CGSize(width: 3, height: 5), style: .circular).frame(width: 60, height: 20)
            Circle().frame(width: 100, height: 60)
            Capsule().frame(width: 80, height: 30)
        }
        // Stack 120 × 135 at (136.5, 358.5); rows at y 358.5, 383.5, 403.5, 463.5.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("RoundedRectangle", CGRect(x: 136.5, y: 358.5, width: 120, height: 25)),
            ("RoundedRectangle", CGRect(x: 166.5, y: 383.5, width: 60, height: 20)),
            ("Circle", CGRect(x: 146.5 + 20, y: 403.5, width: 60, height: 60)),
            ("Capsule", CGRect(x: 156.5, y: 463.5, width: 80, height: 30)),
        ])
    }

    @Test("a Divider is a 1/3-point line across its stack: the full proposed width in a VStack, the height in an HStack")
    func dividers() throws {
        let vertical = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Divider()
            Color.blue.frame(width: 100, height: 10)
        }
        // The divider takes the proposed 393 across: the stack is 393 × 61/3 at y (2556 − 61)/6.
        let y = 2495.0 / 6
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: vertical)), [
            ("Color", CGRect(x: 146.5, y: y, width: 100, height: 10)),
            ("Divider", CGRect(x: 0, y: y + 10, width: 393, height: 1.0 / 3)),
            ("Color", CGRect(x: 146.5, y: y + 10 + 1.0 / 3, width: 100, height: 10)),
        ])
        let horizontal = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 50)
            Divider()
            Color.blue.frame(width: 10, height: 50)
        }
        .frame(height: 50)
        // 61/3 wide at x (1179 − 61)/6, 50 high at y 401.
        let x = 1118.0 / 6
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: horizontal)), [
            ("Color", CGRect(x: x, y: 401, width: 10, height: 50)),
            ("Divider", CGRect(x: x + 10, y: 401, width: 1.0 / 3, height: 50)),
            ("Color", CGRect(x: x + 10 + 1.0 / 3, y: 401, width: 10, height: 50)),
        ])
    }

    @Test("a shape without a frame fills the screen")
    func shapeFillsScreen() throws {
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: RoundedRectangle(cornerRadius: 4))),
                                      [("RoundedRectangle", CGRect(x: 0, y: 0, width: 393, height: 852))])
    }
}
