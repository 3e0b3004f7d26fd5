/// The modifier of ``View/offset(x:y:)`` and ``View/offset(_:)``, as SwiftUI's `_OffsetEffect`.
public struct _OffsetEffect: Sendable {
    /// The offset, points.
    public var offset: CGSize
}

extension _OffsetEffect: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { DrawingEffectNode(kind: .offset(offset), child: child) }
}

extension View {
    /// Draws this view moved by `x`, `y` points, as SwiftUI's `offset(x:y:)`: layout is unchanged (the view
    /// keeps its frame; Apple's documentation of the modifier). Drawn as the engine views' transform.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        ModifiedContent(content: self, modifier: _OffsetEffect(offset: CGSize(width: x, height: y)))
    }

    /// Draws this view moved by `offset` points, as SwiftUI's `offset(_:)`.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        ModifiedContent(content: self, modifier: _OffsetEffect(offset: offset))
    }
}

extension _OffsetEffect: InPlaceUpdatableModifier {
    /// The drawing effect node with this effect around the updated content's node.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        DrawingEffectNode.update(node, kind: .offset(offset), content: content)
    }
}
