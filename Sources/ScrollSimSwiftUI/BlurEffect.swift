/// The modifier of ``View/blur(radius:opaque:)``, as SwiftUI's `_BlurEffect`.
public struct _BlurEffect: Sendable {
    /// The Gaussian blur radius, points.
    public var radius: CGFloat
    /// Whether the blur is opaque at the edges (recorded, not drawn differently).
    public var isOpaque: Bool
}

extension _BlurEffect: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { DrawingEffectNode(kind: .blur(radius), child: child) }
}

extension View {
    /// Draws this view blurred with a Gaussian of `radius` points, as SwiftUI's `blur(radius:opaque:)`:
    /// layout is unchanged. Drawn as the engine views' `blurRadius` (negative radii draw no blur); `opaque`
    /// is accepted and not modelled.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
        ModifiedContent(content: self, modifier: _BlurEffect(radius: radius, isOpaque: opaque))
    }
}

extension _BlurEffect: InPlaceUpdatableModifier {
    /// The drawing effect node with this effect around the updated content's node.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        DrawingEffectNode.update(node, kind: .blur(radius), content: content)
    }
}
