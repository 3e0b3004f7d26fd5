/// The modifier of ``View/scaleEffect(_:anchor:)`` and its variants, as SwiftUI's `_ScaleEffect`.
public struct _ScaleEffect: Sendable {
    /// The horizontal and vertical scale factors.
    public var scale: CGSize
    /// The fixed point of the scaling, in the view's frame.
    public var anchor: UnitPoint
}

extension _ScaleEffect: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { DrawingEffectNode(kind: .scale(scale, anchor), child: child) }
}

extension View {
    /// Draws this view scaled by `s` about `anchor` of its frame (default the centre), as SwiftUI's
    /// `scaleEffect(_:anchor:)`: layout is unchanged (Apple's documentation of the modifier). Drawn as the
    /// engine views' transform.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        ModifiedContent(content: self, modifier: _ScaleEffect(scale: CGSize(width: s, height: s), anchor: anchor))
    }

    /// Draws this view scaled by `scale.width` horizontally and `scale.height` vertically about `anchor`,
    /// as SwiftUI's `scaleEffect(_:anchor:)` with a size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        ModifiedContent(content: self, modifier: _ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Draws this view scaled by `x` horizontally and `y` vertically about `anchor`, as SwiftUI's
    /// `scaleEffect(x:y:anchor:)`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ScaleEffect> {
        ModifiedContent(content: self, modifier: _ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }
}

extension _ScaleEffect: InPlaceUpdatableModifier {
    /// The drawing effect node with this effect around the updated content's node.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        DrawingEffectNode.update(node, kind: .scale(scale, anchor), content: content)
    }
}
