import ScrollSim

/// SwiftUI's `Rectangle` shape: fills the whole size proposed to it (an unspecified dimension is 10
/// points), in the foreground colour (black, SwiftUI's primary colour in the light appearance). Drawn as a
/// view named `Rectangle`.
public struct Rectangle: View, PrimitiveView {
    /// A rectangle, as SwiftUI's `Rectangle()`.
    public nonisolated init() {}

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { ShapeNode(name: "Rectangle", outline: .roundedRectangle(.zero, .circular)) }
}

extension Rectangle: InPlaceUpdatableView {
    /// A shape node of this outline.
    func updateNode(_ node: LayoutNode) -> Bool { ShapeNode.update(node, outline: .roundedRectangle(.zero, .circular)) }
}
