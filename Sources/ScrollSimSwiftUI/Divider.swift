import ScrollSim

/// SwiftUI's `Divider`: a thin line across a stack (Apple's documentation: in a stack it extends across the
/// stack's minor axis, and horizontally outside a stack). One pixel thick: 1/3 point [model: a hairline
/// on the default 3× screen; Apple gives no number], as long as the size proposed across (10 points when
/// unspecified). Drawn as a view named `Divider` in iOS's separator colour (60, 60, 67) at opacity 0.29
/// (`UIColor.separator`, light appearance).
public struct Divider: View, PrimitiveView {
    /// A divider, as SwiftUI's `Divider()`.
    public nonisolated init() {}

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { DividerNode(color: DividerNode.separator) }
}

/// The layout and drawing of ``Divider``; its axis is set by the enclosing stack.
final class DividerNode: LayoutNode {
    /// The thickness, points: one pixel of a 3× screen.
    static let thickness: CGFloat = 1.0 / 3
    /// The enclosing stack's axis, or `nil` outside a stack (then horizontal).
    var axis: StackAxis?
    /// The drawn view.
    let view: ScrollSim.View

    /// iOS's separator colour, light appearance.
    static let separator = ScrollSim.Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)

    init(color: ScrollSim.Color) {
        view = ViewReuseScope.view(named: "Divider") { ScrollSim.View(name: "Divider") }
        view.backgroundColor = color
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if axis == .horizontal { return CGSize(width: Self.thickness, height: proposal.height ?? 10) }
        return CGSize(width: proposal.width ?? 10, height: Self.thickness)
    }

    override func placeChildren(proposal: ProposedViewSize) { view.frame = frame }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { views.append(view) }
}
