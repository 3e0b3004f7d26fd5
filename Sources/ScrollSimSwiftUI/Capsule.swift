import ScrollSim

/// SwiftUI's `Capsule` shape: takes the whole size proposed to it (an unspecified dimension is 10 points),
/// a rounded rectangle whose corner radius is half its shorter side (Apple's documentation of `Capsule`).
/// Drawn as a view named `Capsule` filling the frame.
public struct Capsule: View, PrimitiveView {
    /// The corners' style.
    public var style: RoundedCornerStyle

    /// A capsule, as SwiftUI's `Capsule(style:)` (default `.continuous`).
    public nonisolated init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { ShapeNode(name: "Capsule", outline: .capsule(style)) }
}

extension Capsule: InPlaceUpdatableView {
    /// A shape node of this outline.
    func updateNode(_ node: LayoutNode) -> Bool { ShapeNode.update(node, outline: .capsule(style)) }
}
