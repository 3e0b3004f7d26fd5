import ScrollSim

/// The modifier of ``View/background(alignment:content:)``, as SwiftUI's `_BackgroundModifier`: a view
/// drawn behind the modified one.
public struct _BackgroundModifier<Background: View> {
    /// The view behind.
    let background: Background
    /// How it is aligned in the modified view's frame.
    let alignment: Alignment
}

extension _BackgroundModifier: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode {
        DecorationNode(child: child, decoration: ZStackNode(alignment: alignment, children: childNodes(of: background)),
                       alignment: alignment, inFront: false)
    }
}

extension View {
    /// Puts the views of `content` behind this view, as SwiftUI's `background(alignment:content:)`: they are
    /// proposed this view's size and aligned in its frame by `alignment` (several views are layered in an
    /// implicit `ZStack`); the result is this view's size (Apple's documentation of the modifier).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ModifiedContent<Self, _BackgroundModifier<V>> {
        ModifiedContent(content: self, modifier: _BackgroundModifier(background: content(), alignment: alignment))
    }

    /// Puts `background` behind this view, as SwiftUI's older `background(_:alignment:)` (same rule as
    /// ``background(alignment:content:)``).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> ModifiedContent<Self, _BackgroundModifier<Background>> {
        ModifiedContent(content: self, modifier: _BackgroundModifier(background: background, alignment: alignment))
    }

    /// Fills this view's frame with `style` behind it, as SwiftUI's `background(_:ignoresSafeAreaEdges:)`:
    /// on the `edges` (default all) where the view reaches the hosting view's safe area, the fill extends
    /// to the screen's edge (``ignoresSafeArea(_:edges:)`` on the fill).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _BackgroundModifier<ModifiedContent<Color, _SafeAreaRegionsIgnoringLayout>>> {
        let color = style as? Color ?? .clear
        return ModifiedContent(content: self, modifier: _BackgroundModifier(
            background: color.ignoresSafeArea(.container, edges: edges), alignment: .center))
    }
}

/// The layout and drawing of a background or an overlay: the modified view (`child`) lays out as alone;
/// the decoration is proposed the child's frame size and placed in it by the alignment; it is drawn behind
/// the child (background) or in front of it (overlay).
final class DecorationNode: LayoutNode {
    let child: LayoutNode
    let decoration: LayoutNode
    var alignment: Alignment
    let inFront: Bool

    init(child: LayoutNode, decoration: LayoutNode, alignment: Alignment, inFront: Bool) {
        self.child = child
        self.decoration = decoration
        self.alignment = alignment
        self.inFront = inFront
    }

    /// Updates `node`, if it is a decoration node drawn in front (`inFront`) or behind, whose decoration is a
    /// ``ZStackNode`` of one view: its child with `content`, that view with `decoration`, both aligned by
    /// `alignment` (``InPlaceUpdatableModifier`` of backgrounds and overlays). Returns the child.
    static func update<Content: InPlaceUpdatableView, Decoration: InPlaceUpdatableView>(
        _ node: LayoutNode, inFront: Bool, alignment: Alignment, content: Content, decoration: Decoration
    ) -> LayoutNode? {
        guard let node = node as? DecorationNode, node.inFront == inFront,
              let stack = node.decoration as? ZStackNode, stack.children.count == 1,
              content.updateNode(node.child), decoration.updateNode(stack.children[0]) else { return nil }
        node.alignment = alignment
        stack.alignment = alignment
        return node.child
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(proposal: ProposedViewSize) {
        child.place(at: frame.origin, proposal: proposal)
        let decorationProposal = ProposedViewSize(frame.size)
        decoration.place(at: alignment.origin(of: decoration.sizeThatFits(decorationProposal), in: frame),
                         proposal: decorationProposal)
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) {
        if inFront {
            child.appendDrawnViews(to: &views)
            decoration.appendDrawnViews(to: &views)
        } else {
            decoration.appendDrawnViews(to: &views)
            child.appendDrawnViews(to: &views)
        }
    }
}

extension _BackgroundModifier: InPlaceUpdatableModifier where Background: InPlaceUpdatableView {
    /// A background's decoration node around the updated content's node, its one view updated.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        DecorationNode.update(node, inFront: false, alignment: alignment, content: content, decoration: background)
    }
}
