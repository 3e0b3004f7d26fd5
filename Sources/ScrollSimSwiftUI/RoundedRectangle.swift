import ScrollSim

/// SwiftUI's `RoundedRectangle` shape: a rectangle with rounded corners that fills the whole size proposed
/// to it (an unspecified dimension is 10 points, as SwiftUI's shapes), in the foreground colour (black).
/// Drawn as a view named `RoundedRectangle` carrying the corner size and style.
public struct RoundedRectangle: View, PrimitiveView {
    /// The width and height of the rounded corners, points.
    public var cornerSize: CGSize
    /// The corners' style.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with corners of `cornerRadius` points, as SwiftUI's
    /// `RoundedRectangle(cornerRadius:style:)` (default style `.continuous`, as SwiftUI's).
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with corners `cornerSize` (points), as SwiftUI's
    /// `RoundedRectangle(cornerSize:style:)`.
    public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { ShapeNode(name: "RoundedRectangle", outline: .roundedRectangle(cornerSize, style)) }
}

extension RoundedRectangle: InPlaceUpdatableView {
    /// A shape node of this outline.
    func updateNode(_ node: LayoutNode) -> Bool { ShapeNode.update(node, outline: .roundedRectangle(cornerSize, style)) }
}
