import ScrollSim

/// The modifier of ``View/aspectRatio(_:contentMode:)``, as SwiftUI's `_AspectRatioLayout`.
public struct _AspectRatioLayout: Sendable {
    /// Width over height, or `nil` for the view's own (its ideal size's) ratio.
    let aspectRatio: CGFloat?
    /// Fit inside or fill the proposal.
    let contentMode: ContentMode
}

extension _AspectRatioLayout: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { AspectRatioNode(layout: self, child: child) }
}

extension View {
    /// Constrains this view to `aspectRatio` (width ÷ height; `nil`: the view's own, the ratio of its ideal
    /// size), fitting or filling the proposed size, as SwiftUI's `aspectRatio(_:contentMode:)`. See
    /// `AspectRatioNode` for the rule.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
        -> ModifiedContent<Self, _AspectRatioLayout> {
        ModifiedContent(content: self, modifier: _AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view to the aspect ratio of `aspectRatio` (width ÷ height), as SwiftUI's
    /// `aspectRatio(_:contentMode:)` with a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit the proposed size keeping its own aspect ratio, as SwiftUI's `scaledToFit()`
    /// (`aspectRatio(nil, contentMode: .fit)`, as Apple documents).
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill the proposed size keeping its own aspect ratio, as SwiftUI's `scaledToFill()`
    /// (`aspectRatio(nil, contentMode: .fill)`, as Apple documents); the result may overflow the proposal.
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fill) }
}

/// The layout of ``_AspectRatioLayout``. With `r` the ratio (given, or the child's ideal width ÷ ideal
/// height) and the proposal `w × h`, the child is proposed the size of ratio `r` scaled by
/// ```
/// fit:  s = min(w / r, h)      fill:  s = max(w / r, h)      → proposal (r·s) × s
/// ```
/// (Apple's documentation of `ContentMode`: fit = all inside, fill = the whole space covered). A `nil`
/// dimension leaves the other to decide alone (`s = h` or `s = w / r`); both `nil`: the child's ideal size
/// scaled the same way into itself [model; SwiftUI does not document unspecified proposals here]. The
/// modifier is the size its child chooses for that proposal, the child centred in it.
final class AspectRatioNode: LayoutNode {
    var layout: _AspectRatioLayout
    let child: LayoutNode

    init(layout: _AspectRatioLayout, child: LayoutNode) {
        self.layout = layout
        self.child = child
    }

    /// The proposal for the child, by the rule above.
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var target = proposal
        if target.width == nil && target.height == nil {
            let ideal = child.sizeThatFits(.unspecified)
            target = ProposedViewSize(ideal)
        }
        let ratio: CGFloat
        if let given = layout.aspectRatio {
            ratio = given
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            ratio = ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        guard ratio > 0, ratio.isFinite else { return target }
        let scale: CGFloat
        switch (target.width, target.height) {
        case (let w?, let h?): scale = layout.contentMode == .fit ? min(w / ratio, h) : max(w / ratio, h)
        case (let w?, nil): scale = w / ratio
        case (nil, let h?): scale = h
        case (nil, nil): return target
        }
        return ProposedViewSize(width: ratio * scale, height: scale)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    override func placeChildren(proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal)
        child.place(at: Alignment.center.origin(of: child.sizeThatFits(childProposal), in: frame), proposal: childProposal)
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { child.appendDrawnViews(to: &views) }
}

extension _AspectRatioLayout: InPlaceUpdatableModifier {
    /// A ``AspectRatioNode`` with this modifier's values around the updated content's node.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        guard let node = node as? AspectRatioNode, content.updateNode(node.child) else { return nil }
        node.layout = self
        return node.child
    }
}
