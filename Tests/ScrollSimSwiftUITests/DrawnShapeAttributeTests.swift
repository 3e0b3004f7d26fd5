import Testing
@testable import ScrollSimSwiftUI

/// What the engine views drawn for shapes, clips and borders carry besides their frames (corner sizes,
/// strokes), hosted on 393 × 852 without a safe area.
@Suite("SwiftUI shapes, clip shapes and borders: the drawn views' corners and strokes")
struct DrawnShapeAttributeTests {
    @Test("shapes keep their corner size and style: a rounded rectangle its own, a capsule half its height, a circle half its side")
    func shapeCorners() throws {
        let controller = UIHostingController(rootView: VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 4, style: .continuous).frame(width: 120, height: 25)
            Capsule(style: .circular).frame(width: 80, height: 30)
            Circle().frame(width: 100, height: 60)
        })
        _ = try hostedViews(controller)
        let shapes = controller.view.subviews.compactMap { $0 as? ShapeView }
        #expect(shapes.map(\.cornerSize) == [CGSize(width: 4, height: 4), CGSize(width: 15, height: 15), CGSize(width: 30, height: 30)])
        #expect(shapes.map(\.cornerStyle) == [.continuous, .circular, .circular])
    }

    @Test("clipShape and cornerRadius clip to the frame with the shape's corners")
    func clipShapes() throws {
        let controller = UIHostingController(rootView: VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 40).clipShape(RoundedRectangle(cornerRadius: 8))
            Color.blue.frame(width: 100, height: 40).cornerRadius(6)
            Color.green.frame(width: 100, height: 40).clipShape(Capsule())
        })
        let views = try hostedViews(controller)
        // Stack 100 × 120 at (146.5, 366).
        StackLayoutTests.expectFrames(views, [
            ("Clip", CGRect(x: 146.5, y: 366, width: 100, height: 40)),
            ("Clip", CGRect(x: 146.5, y: 406, width: 100, height: 40)),
            ("Clip", CGRect(x: 146.5, y: 446, width: 100, height: 40)),
        ])
        let clips = controller.view.subviews.compactMap { $0 as? ClipView }
        #expect(clips.map(\.cornerSize) == [CGSize(width: 8, height: 8), CGSize(width: 6, height: 6), CGSize(width: 20, height: 20)])
        #expect(clips.allSatisfy { $0.clipsToBounds && $0.subviews.map(\.name) == ["Color"] })
    }

    @Test("border draws a stroked view in front, framed like the view, layout unchanged")
    func border() throws {
        let controller = UIHostingController(rootView: Color.red.frame(width: 100, height: 40).border(.blue, width: 2))
        let views = try hostedViews(controller)
        StackLayoutTests.expectFrames(views, [
            ("Color", CGRect(x: 146.5, y: 406, width: 100, height: 40)),
            ("Border", CGRect(x: 146.5, y: 406, width: 100, height: 40)),
        ])
        let border = try #require(controller.view.subviews[1] as? ShapeView)
        #expect(border.lineWidth == 2 && border.backgroundColor == nil)
        #expect(border.strokeColor == Color.blue.engineColor)
    }
}
