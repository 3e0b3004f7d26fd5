import ScrollSim

/// The modifier of ``View/frame(width:height:alignment:)``, as SwiftUI's `_FrameLayout`.
public struct _FrameLayout: Sendable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
}

extension _FrameLayout: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { FrameNode(layout: self, child: child) }
}

extension View {
    /// Puts this view in an invisible frame of `width` × `height` points (a `nil` dimension follows the
    /// view), as SwiftUI's `frame(width:height:alignment:)`: the frame proposes its fixed dimensions (and
    /// passes the others on), takes them as its size, and places the view by `alignment` (default centre)
    /// (Apple's documentation of the modifier).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self, _FrameLayout> {
        ModifiedContent(content: self, modifier: _FrameLayout(width: width, height: height, alignment: alignment))
    }
}

/// The layout of ``_FrameLayout``.
final class FrameNode: LayoutNode {
    var layout: _FrameLayout
    let child: LayoutNode

    init(layout: _FrameLayout, child: LayoutNode) {
        self.layout = layout
        self.child = child
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: layout.width ?? proposal.width, height: layout.height ?? proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: layout.width ?? childSize.width, height: layout.height ?? childSize.height)
    }

    override func placeChildren(proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal)
        child.place(at: layout.alignment.origin(of: child.sizeThatFits(childProposal), in: frame), proposal: childProposal)
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { child.appendDrawnViews(to: &views) }
}

extension _FrameLayout: InPlaceUpdatableModifier {
    /// A ``FrameNode`` with this modifier's values around the updated content's node.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        guard let node = node as? FrameNode, content.updateNode(node.child) else { return nil }
        node.layout = self
        return node.child
    }
}
