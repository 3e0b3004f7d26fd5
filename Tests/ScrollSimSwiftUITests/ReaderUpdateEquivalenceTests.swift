import ScrollSim
@testable import ScrollSimSwiftUI
import Testing

/// Everything an engine view draws that the SwiftUI layer sets, as one comparable line.
@MainActor
func drawnState(_ view: ScrollSim.View) -> String {
    var line = "\(type(of: view)) \(view.name) \(view.frame) \(view.transform) blur \(view.blurRadius) alpha \(view.alpha)"
        + " hidden \(view.isHidden) clips \(view.clipsToBounds) background \(String(describing: view.backgroundColor))"
    if let label = view as? Label {
        line += " text \(label.text ?? "nil") font \(label.fontSize) lines \(label.numberOfLines) color \(label.textColor)"
    }
    if let shape = view as? ShapeView {
        line += " corner \(shape.cornerSize) \(shape.cornerStyle) stroke \(shape.lineWidth) \(String(describing: shape.strokeColor))"
    }
    if let image = view as? ImageView {
        line += " image \(String(describing: image.image?.size)) \(image.image?.name ?? "nil") scale \(image.image?.scale ?? 0)"
    }
    return line
}

@Suite("GeometryReader: content updated in place draws exactly what content built anew draws")
struct ReaderUpdateEquivalenceTests {
    @Test("a pull and a fling: every frame, every drawn view's frame, effects, colours, text, shape and image agree")
    func inPlaceMatchesBuiltAnew() throws {
        // The rich content's type is updated in place; inside a view with a body it is not.
        #expect(type(of: richReaderContent(0)) is any InPlaceUpdatableView.Type)
        #expect(!(type(of: BuiltAnew(content: richReaderContent(0))) is any InPlaceUpdatableView.Type))
        let scripts: [[Gesture]] = [
            [.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 600), duration: 0.3), .up],
            [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 300), duration: 0.1), .up],
        ]
        var runs: [[RecordedFrame<[String]>]] = []
        for controller in [makeRichReaderController(), makeRebuiltRichReaderController()] {
            let (simulation, scrollView) = try hostScrollScreen(controller)
            runs.append(try recordFrames(simulation, scrollView, scripts) { scrollView.subviews.map(drawnState) })
        }
        let (updated, rebuilt) = (runs[0], runs[1])
        try #require(updated.count == rebuilt.count && updated.count > 60)
        for (a, b) in zip(updated, rebuilt) {
            #expect(a.offset == b.offset, "frame \(a.frame)")
            #expect(a.value == b.value, "frame \(a.frame)")
        }
        // The content was pulled (m > 0: identifier "pulled", a larger frame) and scrolled up (m < 0).
        #expect(updated.contains { $0.value.contains { $0.contains(" pulled ") } })
        #expect(updated.contains { $0.offset.y > 0 })
        // Every kind of drawn view is there: the text, four shapes, the symbol, the colours.
        let kinds = updated[0].value.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        for kind in ["Label Text", "ShapeView RoundedRectangle", "ShapeView Circle", "ShapeView Capsule",
                     "ShapeView Rectangle", "ImageView Image", "View resting"] {
            #expect(kinds.contains(kind), "\(kind) in \(kinds)")
        }
    }
}
