import ScrollSim

/// The modifier of ``View/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``,
/// as SwiftUI's `_FlexFrameLayout`: per dimension an optional minimum, ideal and maximum, points.
public struct _FlexFrameLayout: Sendable {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
}

extension _FlexFrameLayout: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { FlexFrameNode(layout: self, child: child) }
}

extension View {
    /// Puts this view in an invisible frame whose width and height are limited by the given minimums and
    /// maximums (points; `.infinity` allowed as a maximum), as SwiftUI's flexible
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. The view is placed
    /// in the frame by `alignment` (default centre). The sizing rule, per dimension, is Apple's (see
    /// `FlexFrameNode`); a `nil` argument leaves that limit to the view.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _FlexFrameLayout> {
        ModifiedContent(content: self, modifier: _FlexFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

/// The layout of ``_FlexFrameLayout``, per dimension, after Apple's documentation of the modifier:
/// - the view is proposed "the size proposed to the frame, limited by any constraints specified, and with
///   any ideal dimensions specified replacing any corresponding unspecified dimensions":
///   `q = clamp(p ?? ideal, min, max)` (`nil` stays `nil`);
/// - the frame's size, with `c` the view's size for `q` and `p′ = p ?? ideal ?? c` (an unspecified proposal
///   asks for the ideal size, so the view's own stands in for it):
/// ```
/// no min, no max:  c                         ("adopts the sizing behavior of its child")
/// min and max:     clamp(p′, min, max)        ("unconditionally adopts the size proposed, clamped")
/// min only:        max(min, min(p′, c))       (the proposal when it is less than the view, at least min)
/// max only:        min(max, max(p′, c))       (the proposal when it is more than the view, at most max)
/// ```
/// The one-sided cases also keep the frame within its single limit, as the documentation's opening
/// sentence says ("constrained by the other non-nil arguments"); `clamp(x, a, b) = min(max(x, a), b)`, so
/// contradictory limits (min > max, which SwiftUI reports as invalid) give the maximum [model].
/// So `frame(maxWidth: .infinity)` takes the whole proposed width, and under an unspecified width (a
/// horizontal scroll view) the view's own.
final class FlexFrameNode: LayoutNode {
    var layout: _FlexFrameLayout
    let child: LayoutNode

    init(layout: _FlexFrameLayout, child: LayoutNode) {
        self.layout = layout
        self.child = child
    }

    /// `clamp(x, min, max)` with absent limits ignored.
    private static func clamp(_ x: CGFloat, _ lower: CGFloat?, _ upper: CGFloat?) -> CGFloat {
        var value = x
        if let lower { value = max(value, lower) }
        if let upper { value = min(value, upper) }
        return value
    }

    /// The child's proposal in one dimension.
    private static func childProposal(_ proposed: CGFloat?, _ lower: CGFloat?, _ ideal: CGFloat?, _ upper: CGFloat?) -> CGFloat? {
        (proposed ?? ideal).map { clamp($0, lower, upper) }
    }

    /// The frame's length in one dimension, by the table above.
    private static func length(proposed: CGFloat?, child: CGFloat, _ lower: CGFloat?, _ ideal: CGFloat?, _ upper: CGFloat?) -> CGFloat {
        let p = proposed ?? ideal ?? child
        switch (lower, upper) {
        case (nil, nil): return child
        case (let lower?, let upper?): return clamp(p, lower, upper)
        case (let lower?, nil): return max(lower, min(p, child))
        case (nil, let upper?): return min(upper, max(p, child))
        }
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.childProposal(proposal.width, layout.minWidth, layout.idealWidth, layout.maxWidth),
                         height: Self.childProposal(proposal.height, layout.minHeight, layout.idealHeight, layout.maxHeight))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(
            width: Self.length(proposed: proposal.width, child: childSize.width, layout.minWidth, layout.idealWidth, layout.maxWidth),
            height: Self.length(proposed: proposal.height, child: childSize.height, layout.minHeight, layout.idealHeight, layout.maxHeight))
    }

    override func placeChildren(proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal)
        child.place(at: layout.alignment.origin(of: child.sizeThatFits(childProposal), in: frame), proposal: childProposal)
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { child.appendDrawnViews(to: &views) }
}

extension _FlexFrameLayout: InPlaceUpdatableModifier {
    /// A ``FlexFrameNode`` with this modifier's values around the updated content's node.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        guard let node = node as? FlexFrameNode, content.updateNode(node.child) else { return nil }
        node.layout = self
        return node.child
    }
}
