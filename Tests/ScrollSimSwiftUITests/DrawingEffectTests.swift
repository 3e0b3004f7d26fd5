import ScrollSim
import ScrollSimSwiftUI
import Testing

/// `EffectsScreen` without a safe area: a VStack of two 100 × 50 rectangles, 100 × 100, centred in
/// 393 × 852 at (146.5, 376): red at (146.5, 376), blue at (146.5, 426).
@Suite("offset, scaleEffect, blur: drawn as the engine views' transform and blur, layout unchanged")
struct DrawingEffectTests {
    static func close(_ a: CGRect, _ b: CGRect) -> Bool { StackLayoutTests.close(a, b) }

    @Test("layout frames are those without the effects")
    func layoutUnchanged() throws {
        let views = try hostedViews(UIHostingController(rootView: EffectsScreen()))
        #expect(views.map(\.name) == ["Color", "Color"])
        #expect(Self.close(views[0].frame, CGRect(x: 146.5, y: 376, width: 100, height: 50)))
        #expect(Self.close(views[1].frame, CGRect(x: 146.5, y: 426, width: 100, height: 50)))
    }

    @Test("offset then scale about the top-leading anchor then blur, as SwiftUI applies them outside-in")
    func composition() throws {
        let controller = UIHostingController(rootView: EffectsScreen())
        _ = try hostedViews(controller)
        let red = controller.view.subviews[0], blue = controller.view.subviews[1]
        // Red: offset (10, 20), then scale 2 about the scale effect's top-leading corner a = (146.5, 376):
        // p ↦ a + 2·(p + (10, 20) − a). Its origin (146.5, 376) goes to (166.5, 416), its size doubles.
        #expect(Self.close(red.presentationFrame, CGRect(x: 166.5, y: 416, width: 200, height: 100)))
        #expect(red.transform.scaleX == 2 && red.transform.scaleY == 2)
        #expect(red.blurRadius == 3)
        // Blue: scale (0.5, 3) about its centre (196.5, 451), then offset (−5, 0): 50 × 150 centred on
        // (191.5, 451): origin (166.5, 376).
        #expect(Self.close(blue.presentationFrame, CGRect(x: 166.5, y: 376, width: 50, height: 150)))
        #expect(blue.transform == ViewTransform(scaleX: 0.5, scaleY: 3, translationX: -5, translationY: 0))
        #expect(blue.blurRadius == 0)
    }

    @Test("effects do not accumulate over layout passes")
    func noAccumulation() throws {
        let controller = UIHostingController(rootView: EffectsScreen())
        _ = try hostedViews(controller)
        let red = controller.view.subviews[0]
        let first = red.transform
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(red.transform == first && red.blurRadius == 3)
    }
}
