import ScrollSim

/// The layout of ``ZStack``: every child gets the stack's proposal; the stack takes the largest width and
/// the largest height; each child is placed by the alignment in the stack's frame.
final class ZStackNode: LayoutNode {
    var alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        children.reduce(CGSize.zero) { size, child in
            let childSize = child.sizeThatFits(proposal)
            return CGSize(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
    }

    override func placeChildren(proposal: ProposedViewSize) {
        for child in children {
            child.place(at: alignment.origin(of: child.sizeThatFits(proposal), in: frame), proposal: proposal)
        }
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) {
        for child in children { child.appendDrawnViews(to: &views) }
    }
}
