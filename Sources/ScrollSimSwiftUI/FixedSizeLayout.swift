import ScrollSim

/// The modifier of ``View/fixedSize(horizontal:vertical:)``, as SwiftUI's `_FixedSizeLayout`.
public struct _FixedSizeLayout: Sendable {
    /// Whether the width is fixed at the ideal width.
    let horizontal: Bool
    /// Whether the height is fixed at the ideal height.
    let vertical: Bool
}

extension _FixedSizeLayout: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { FixedSizeNode(layout: self, child: child) }
}

extension View {
    /// Fixes this view at its ideal size in the chosen dimensions, as SwiftUI's
    /// `fixedSize(horizontal:vertical:)`: in those dimensions the view is proposed `nil` (its ideal size)
    /// whatever its parent proposes, and the result is the view's size (Apple's documentation: "the
    /// view's ideal size"), so a `Text` does not wrap or truncate.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        ModifiedContent(content: self, modifier: _FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size in both dimensions, as SwiftUI's `fixedSize()`.
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> { fixedSize(horizontal: true, vertical: true) }
}

/// The layout of ``_FixedSizeLayout``: proposes `nil` in the fixed dimensions, the parent's proposal in the
/// others; takes the child's size; the child at the frame's origin.
final class FixedSizeNode: LayoutNode {
    let layout: _FixedSizeLayout
    let child: LayoutNode

    init(layout: _FixedSizeLayout, child: LayoutNode) {
        self.layout = layout
        self.child = child
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: layout.horizontal ? nil : proposal.width, height: layout.vertical ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(proposal)) }

    override func placeChildren(proposal: ProposedViewSize) { child.place(at: frame.origin, proposal: childProposal(proposal)) }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { child.appendDrawnViews(to: &views) }
}
