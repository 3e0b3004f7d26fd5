/// SwiftUI's `Shape`: a view that fills the size proposed to it with an outline (``Rectangle``,
/// ``RoundedRectangle``, ``Circle``, ``Capsule``), in the foreground style unless ``fill(_:style:)`` says
/// otherwise. Custom shapes (`path(in:)`, `Path`) are not modelled.
public protocol Shape: View {}

extension Rectangle: Shape {}
extension RoundedRectangle: Shape {}
extension Circle: Shape {}
extension Capsule: Shape {}

/// SwiftUI's `FillStyle`: how a shape's outline is filled (the even-odd rule, antialiasing); drawing only,
/// kept for source compatibility.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// A fill style, as SwiftUI's `FillStyle(eoFill:antialiased:)`.
    public nonisolated init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Shape {
    /// Fills this shape with `content`, as SwiftUI's `fill(_:style:)`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        ModifiedContent(content: self, modifier: _ForegroundStyleModifier(color: content as? Color))
    }
}

/// A shape whose outline the library knows (for ``View/clipShape(_:style:)``).
protocol OutlinedShape {
    /// The outline in a frame.
    var outline: ShapeNode.Outline { get }
}

extension Rectangle: OutlinedShape {
    nonisolated var outline: ShapeNode.Outline { .roundedRectangle(.zero, .circular) }
}

extension RoundedRectangle: OutlinedShape {
    nonisolated var outline: ShapeNode.Outline { .roundedRectangle(cornerSize, style) }
}

extension Circle: OutlinedShape {
    nonisolated var outline: ShapeNode.Outline { .circle }
}

extension Capsule: OutlinedShape {
    nonisolated var outline: ShapeNode.Outline { .capsule(style) }
}
