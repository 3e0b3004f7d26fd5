import ScrollSim

/// The modifier of ``View/border(_:width:)``: a stroked rectangle in front of the modified view.
public struct _BorderModifier: Sendable {
    /// The stroke's colour.
    let color: Color
    /// The stroke's width, points.
    let width: CGFloat
}

extension _BorderModifier: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode {
        DecorationNode(child: child, decoration: StrokeNode(color: color, width: width), alignment: .center, inFront: true)
    }
}

extension View {
    /// Draws a border of `width` points in `content` along the inside of this view's frame, as SwiftUI's
    /// `border(_:width:)` (an overlay of a rectangle stroked inside its bounds, Apple's documentation):
    /// layout is unchanged. Drawn as a view named `Border` in front, framed like this view.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _BorderModifier> {
        ModifiedContent(content: self, modifier: _BorderModifier(color: content as? Color ?? .black, width: width))
    }
}

/// The layout and drawing of a border: takes the proposal (the modified view's size, as a decoration);
/// drawn as a ``ShapeView`` with no fill and a stroke of the border's width and colour.
final class StrokeNode: LayoutNode {
    /// The drawn view.
    let view: ShapeView

    init(color: Color, width: CGFloat) {
        view = ViewReuseScope.view(named: "Border") {
            let view = ShapeView(frame: .zero)
            view.name = "Border"
            return view
        }
        view.backgroundColor = nil
        view.lineWidth = width
        view.strokeColor = color.engineColor
        view.cornerSize = .zero
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(proposal: ProposedViewSize) { view.frame = frame }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { views.append(view) }
}
