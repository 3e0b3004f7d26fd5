import ScrollSim
import ScrollSimSwiftUI
import Testing

/// Frames on a 393 × 852 screen without a safe area (``hostedViews(_:safeArea:frames:)``).
@Suite("ViewModifier: a custom modifier's body lays out around the modified view")
struct ViewModifierTests {
    static func close(_ a: CGRect, _ b: CGRect) -> Bool { StackLayoutTests.close(a, b) }

    @Test("a padded card: the 100 × 50 view inside 10 pt of padding, the gray background behind it")
    func cardStyle() throws {
        let controller = UIHostingController(rootView: Color.red.frame(width: 100, height: 50).cardStyle())
        let views = try hostedViews(controller)
        // The card is 120 × 70, centred: ((393 − 120)/2, (852 − 70)/2) = (136.5, 391); the content 10 pt in.
        #expect(views.map(\.name) == ["Color", "Color"])
        #expect(Self.close(views[0].frame, CGRect(x: 136.5, y: 391, width: 120, height: 70)))
        #expect(Self.close(views[1].frame, CGRect(x: 146.5, y: 401, width: 100, height: 50)))
        // SwiftUI's gray (142, 142, 147) behind, red (255, 59, 48) in front.
        #expect(drawnBackground(controller, at: 0) == [142, 142, 147, 1])
        #expect(drawnBackground(controller, at: 1) == [255, 59, 48, 1])
    }

    @Test("content placed twice in the modifier's body is drawn twice, the second faded")
    func contentTwice() throws {
        let controller = UIHostingController(rootView: Color.blue.frame(width: 60, height: 30).modifier(Echo()))
        let views = try hostedViews(controller)
        // VStack of 30 + 4 + 30 = 64 tall, 60 wide, centred: (166.5, 394), the second at 394 + 34 = 428.
        #expect(views.map(\.name) == ["Color", "Color"])
        #expect(Self.close(views[0].frame, CGRect(x: 166.5, y: 394, width: 60, height: 30)))
        #expect(Self.close(views[1].frame, CGRect(x: 166.5, y: 428, width: 60, height: 30)))
        #expect(controller.view.subviews[0].alpha == 1)
        #expect(controller.view.subviews[1].alpha == 0.5)
    }
}
