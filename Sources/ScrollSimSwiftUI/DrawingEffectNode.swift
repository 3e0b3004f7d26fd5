import ScrollSim

/// The layout and drawing of the drawing modifiers (``_OffsetEffect``, ``_ScaleEffect``, ``_BlurEffect``,
/// ``_OpacityEffect``, and the naming ``_TraceNameModifier``):
/// the child's layout unchanged (same size, same frame), and the effect composed onto every engine view the
/// child draws, after the child's own effects.
///
/// Order (SwiftUI applies a modifier to the view it is called on, so in `v.offset(…).scaleEffect(…)` the
/// scale acts on the already offset view, about the anchor of the scale effect's own frame, which is `v`'s
/// layout frame since an offset does not change layout): placing an effect node places its child first
/// (whose inner effects apply first), then composes its own map on the left (``DrawingEffect/apply(to:)``).
/// Before placing the child, the node clears the transform, blur and alpha its views had from the previous
/// pass, so that effects do not accumulate over passes.
final class DrawingEffectNode: LayoutNode {
    /// What the modifier does.
    enum Kind {
        /// Moves the drawing by a size, points.
        case offset(CGSize)
        /// Scales the drawing about an anchor of the frame.
        case scale(CGSize, UnitPoint)
        /// Blurs the drawing, radius in points.
        case blur(CGFloat)
        /// Fades the drawing, opacity 0 … 1.
        case opacity(CGFloat)
        /// Names the drawn views in traces.
        case traceName(String)
    }

    var kind: Kind
    let child: LayoutNode
    /// This node's link in its child's chain of effects (``PlacementContext/effects``).
    private let link = DrawingEffectLink()

    init(kind: Kind, child: LayoutNode) {
        self.kind = kind
        self.child = child
    }

    /// Updates `node`, if it is a drawing effect node, to `kind` around its child updated with `content`
    /// (``InPlaceUpdatableModifier`` of the drawing modifiers). Returns the child.
    static func update<Content: InPlaceUpdatableView>(_ node: LayoutNode, kind: Kind, content: Content) -> LayoutNode? {
        guard let node = node as? DrawingEffectNode, content.updateNode(node.child) else { return nil }
        node.kind = kind
        return node.child
    }

    /// The effect for the current frame (the scale's anchor is a point of it).
    private var effect: DrawingEffect {
        switch kind {
        case .offset(let size):
            return DrawingEffect(dx: size.width, dy: size.height)
        case .scale(let scale, let anchor):
            // p ↦ a + s·(p − a) = s·p + (1 − s)·a, a the anchor in container coordinates.
            let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
            return DrawingEffect(scaleX: scale.width, scaleY: scale.height,
                                 dx: (1 - scale.width) * ax, dy: (1 - scale.height) * ay)
        case .blur(let radius):
            return DrawingEffect(blurRadius: max(0, radius))
        case .opacity(let opacity):
            return DrawingEffect(opacity: opacity)
        case .traceName(let name):
            return DrawingEffect(name: name)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(proposal: ProposedViewSize) {
        var views = DrawnViewBuffers.take()
        // A drawing effect node as the child clears the same views itself, before anything is applied.
        if !(child is DrawingEffectNode) {
            child.appendDrawnViews(to: &views)
            for view in views {
                view.transform = .identity
                view.blurRadius = 0
                view.alpha = 1
            }
        }
        let effect = self.effect
        // The child is placed in the current context with this effect linked in (changed in place and
        // restored: copying the whole context would retain all it holds).
        let outer = PlacementContext.current.effects
        link.effect = effect
        link.outer = outer
        PlacementContext.current.effects = link
        child.place(at: frame.origin, proposal: proposal)
        PlacementContext.current.effects = outer
        views.removeAll(keepingCapacity: true)
        child.appendDrawnViews(to: &views)
        for view in views { effect.apply(to: view) }
        DrawnViewBuffers.give(&views)
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { child.appendDrawnViews(to: &views) }
}
