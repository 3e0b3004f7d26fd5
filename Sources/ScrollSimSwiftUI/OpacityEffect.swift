import ScrollSim

/// The modifier of ``View/opacity(_:)``, as SwiftUI's `_OpacityEffect`.
public struct _OpacityEffect: Sendable {
    /// The opacity, 0 (transparent) … 1 (opaque).
    let opacity: Double
}

extension _OpacityEffect: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { OpacityNode(opacity: CGFloat(opacity), child: child) }
}

extension View {
    /// Draws this view with `opacity` (0 … 1, clamped), as SwiftUI's `opacity(_:)`: drawing only, layout is
    /// unchanged. Each drawn view's `alpha` is multiplied by it, so nested opacities multiply [model:
    /// SwiftUI composites the modified view as a group; views are flat here, so overlapping children of one
    /// `opacity` blend one by one].
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        ModifiedContent(content: self, modifier: _OpacityEffect(opacity: min(max(opacity, 0), 1)))
    }
}

/// The drawing of ``_OpacityEffect``: lays out as its child; multiplies the alpha of every view the child
/// draws.
final class OpacityNode: LayoutNode {
    let opacity: CGFloat
    let child: LayoutNode

    init(opacity: CGFloat, child: LayoutNode) {
        self.opacity = opacity
        self.child = child
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(proposal: ProposedViewSize) { child.place(at: frame.origin, proposal: proposal) }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) {
        let first = views.count
        child.appendDrawnViews(to: &views)
        for view in views[first...] { view.alpha *= opacity }
    }
}
