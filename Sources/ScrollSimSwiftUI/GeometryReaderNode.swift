import ScrollSim

/// The layout of ``GeometryReader``: takes the proposal, builds its content from a ``GeometryProxy`` each
/// time it is placed (reusing the previous evaluation's engine views, see ``ViewReuseScope``) and places it at
/// its top-leading corner.
final class GeometryReaderNode: LayoutNode {
    /// The content's builder.
    let content: (GeometryProxy) -> any View
    /// The structural identity of the content's views across evaluations (itself reused by position when
    /// the reader is built again inside another re-evaluated subtree).
    let scope: ViewReuseScope
    /// The content of the latest evaluation.
    private(set) var child: LayoutNode = EmptyNode()
    /// The context and proposal of the latest placement in a layout pass, for ``placeAgain()``.
    private var context = PlacementContext()
    private var lastProposal = ProposedViewSize.unspecified
    /// Set while ``placeAgain()`` places the reader (it is registered already).
    private var isPlacingAgain = false
    /// Where the reader was made: its content is evaluated there (state, environment, random stream).
    private let location = EvaluationLocation.current

    init(content: @escaping (GeometryProxy) -> any View) {
        self.content = content
        scope = ViewReuseScope.reusable { ViewReuseScope() }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(proposal: ProposedViewSize) {
        lastProposal = proposal
        context = PlacementContext.current
        if !isPlacingAgain && !context.insideReader { context.scrollNode?.register(self) }
        let proxy = GeometryProxy(size: frame.size, frame: frame, context: context)
        let content = self.content
        let scope = self.scope
        child = location.reenter {
            scope.build {
                let nodes = childNodes(of: content(proxy))
                if nodes.isEmpty { return EmptyNode() }
                if nodes.count == 1 { return nodes[0] }
                return ZStackNode(alignment: .topLeading, children: nodes)
            }
        }
        var inner = context
        inner.insideReader = true
        let childProposal = ProposedViewSize(frame.size)
        let origin = frame.origin
        PlacementContext.with(inner) { child.place(at: origin, proposal: childProposal) }
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
        var index = context.effects.count
        while index > 0 {
            index -= 1
            for view in after { context.effects[index].apply(to: view) }
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
