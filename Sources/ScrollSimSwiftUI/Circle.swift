import ScrollSim

/// SwiftUI's `Circle` shape: takes the whole size proposed to it (an unspecified dimension is 10 points)
/// and draws a circle of diameter min(width, height) centred in it (Apple's documentation of `Circle`: "a
/// circle centered on the frame of the view containing it", its radius half the shorter side). Drawn as a
/// view named `Circle` whose frame is the circle's bounding square.
public struct Circle: View, PrimitiveView {
    /// A circle, as SwiftUI's `Circle()`.
    public nonisolated init() {}

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { ShapeNode(name: "Circle", outline: .circle) }
}

extension Circle: InPlaceUpdatableView {
    /// A shape node of this outline.
    func updateNode(_ node: LayoutNode) -> Bool { ShapeNode.update(node, outline: .circle) }
}
