import ScrollSim

/// The layout of ``GeometryReader``: takes the proposal, evaluates its content from a ``GeometryProxy`` each
/// time it is placed and places it at its top-leading corner.
///
/// The first evaluation builds the content's nodes (reusing engine views of an earlier reader at the same
/// place, see ``ViewReuseScope``). Later evaluations of content whose type is in-place updatable
/// (``InPlaceUpdatableView``: article 003's header, and most content made of shapes, images, text, stacks of
/// them and layout or drawing modifiers) update those nodes in place and reset their engine views as a build that
/// reuses them all would (``ViewReuseScope/resetMadeViews()``): the same nodes and views, without resolving
/// the views again, so a scrolled frame allocates nothing. Other content is built anew at every evaluation.
final class GeometryReaderNode: LayoutNode {
    /// Evaluates the content for a proxy, given the node of the previous evaluation (`nil` before the
    /// first): `nil` when it updated that node in place, else the content to build.
    let evaluate: (GeometryProxy, LayoutNode?) -> (any View)?
    /// The structural identity of the content's views across evaluations (itself reused by position when
    /// the reader is built again inside another re-evaluated subtree).
    let scope: ViewReuseScope
    /// The content of the latest evaluation.
    private(set) var child: LayoutNode = EmptyNode()
    /// Whether ``child`` was made by an evaluation of the content (not the placeholder before the first).
    private var hasEvaluated = false
    /// The context and proposal of the latest placement in a layout pass, for ``placeAgain()``.
    private var context = PlacementContext()
    private var lastProposal = ProposedViewSize.unspecified
    /// Set while ``placeAgain()`` places the reader (it is registered already).
    private var isPlacingAgain = false
    /// Where the reader was made: its content is evaluated there (state, environment, random stream).
    private let location = EvaluationLocation.current

    init(evaluate: @escaping (GeometryProxy, LayoutNode?) -> (any View)?) {
        self.evaluate = evaluate
        scope = ViewReuseScope.reusable { ViewReuseScope() }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(proposal: ProposedViewSize) {
        lastProposal = proposal
        // Placed again, the reader is placed in its own saved context: nothing to save or register.
        if !isPlacingAgain {
            context = PlacementContext.current
            if !context.insideReader { context.scrollNode?.register(self) }
        }
        let proxy = GeometryProxy(size: frame.size, frame: frame, context: context)
        let scope = self.scope
        let evaluate = self.evaluate
        let previous = hasEvaluated ? child : nil
        let built: LayoutNode? = location.reenter {
            guard let content = evaluate(proxy, previous) else { return nil }
            return scope.build {
                let nodes = childNodes(of: content)
                if nodes.isEmpty { return EmptyNode() }
                if nodes.count == 1 { return nodes[0] }
                return ZStackNode(alignment: .topLeading, children: nodes)
            }
        }
        if let built {
            child = built
            hasEvaluated = true
        } else {
            scope.resetMadeViews()
        }
        // The content is placed in this context marked as inside a reader (changed in place and restored).
        PlacementContext.current.insideReader = true
        child.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        PlacementContext.current.insideReader = context.insideReader
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { child.appendDrawnViews(to: &views) }

    /// Places the reader again where it is, with the context of its last placement, because its position
    /// in the window may have changed (a scroll); then applies the drawing effects around it, as their
    /// nodes would in a layout pass. Returns whether its drawn views changed (other views, or another order).
    func placeAgain() -> Bool {
        var before = DrawnViewBuffers.take()
        appendDrawnViews(to: &before)
        isPlacingAgain = true
        PlacementContext.with(context) { place(at: frame.origin, proposal: lastProposal) }
        isPlacingAgain = false
        var after = DrawnViewBuffers.take()
        appendDrawnViews(to: &after)
        var link = context.effects
        while let current = link {
            for view in after { current.effect.apply(to: view) }
            link = current.outer
        }
        var changed = before.count != after.count
        if !changed {
            for (old, new) in zip(before, after) where old !== new { changed = true; break }
        }
        DrawnViewBuffers.give(&before)
        DrawnViewBuffers.give(&after)
        return changed
    }
}
