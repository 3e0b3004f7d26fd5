import ScrollSim

/// The modifier of ``View/overlay(alignment:content:)``, as SwiftUI's `_OverlayModifier`: a view drawn in
/// front of the modified one.
public struct _OverlayModifier<Overlay: View> {
    /// The view in front.
    let overlay: Overlay
    /// How it is aligned in the modified view's frame.
    let alignment: Alignment
}

extension _OverlayModifier: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode {
        DecorationNode(child: child, decoration: ZStackNode(alignment: alignment, children: childNodes(of: overlay)),
                       alignment: alignment, inFront: true)
    }
}

extension View {
    /// Puts the views of `content` in front of this view, as SwiftUI's `overlay(alignment:content:)`: they
    /// are proposed this view's size and aligned in its frame by `alignment` (several views are layered in
    /// an implicit `ZStack`); the result is this view's size (Apple's documentation of the modifier).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _OverlayModifier<V>> {
        ModifiedContent(content: self, modifier: _OverlayModifier(overlay: content(), alignment: alignment))
    }

    /// Puts `overlay` in front of this view, as SwiftUI's older `overlay(_:alignment:)`.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
        -> ModifiedContent<Self, _OverlayModifier<Overlay>> {
        ModifiedContent(content: self, modifier: _OverlayModifier(overlay: overlay, alignment: alignment))
    }
}

extension _OverlayModifier: InPlaceUpdatableModifier where Overlay: InPlaceUpdatableView {
    /// An overlay's decoration node around the updated content's node, its one view updated.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        DecorationNode.update(node, inFront: true, alignment: alignment, content: content, decoration: overlay)
    }
}
