/// The modifier of ``View/opacity(_:)``, as SwiftUI's `_OpacityEffect`.
public struct _OpacityEffect: Sendable {
    /// The opacity, 0 (transparent) … 1 (opaque).
    let opacity: Double
}

extension _OpacityEffect: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { DrawingEffectNode(kind: .opacity(CGFloat(opacity)), child: child) }
}

extension View {
    /// Draws this view with `opacity` (0 … 1, clamped), as SwiftUI's `opacity(_:)`: drawing only, layout is
    /// unchanged. Each drawn view's `alpha` is multiplied by it (a drawing effect, see `DrawingEffectNode`),
    /// so nested opacities multiply [model: SwiftUI composites the modified view as a group; here overlapping
    /// views of one `opacity` blend one by one].
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        ModifiedContent(content: self, modifier: _OpacityEffect(opacity: min(max(opacity, 0), 1)))
    }
}

extension _OpacityEffect: InPlaceUpdatableModifier {
    /// The drawing effect node with this effect around the updated content's node.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        DrawingEffectNode.update(node, kind: .opacity(CGFloat(opacity)), content: content)
    }
}
