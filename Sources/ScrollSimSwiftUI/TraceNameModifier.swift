import ScrollSim

/// The modifier of ``View/accessibilityIdentifier(_:)`` and ``View/id(_:)``: names the views the modified
/// view draws, so traces (`views.csv`) and tests find them by a stable name instead of their kind.
public struct _TraceNameModifier: Sendable {
    /// The name given.
    let name: String
    /// Whether it is also the view's identity (``View/id(_:)``): the view's state is kept under it.
    let isIdentity: Bool
}

extension _TraceNameModifier: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { TraceNameNode(name: name, child: child) }
}

extension View {
    /// Identifies this view for UI tests, as SwiftUI's `accessibilityIdentifier(_:)`; here also the name of
    /// the views it draws in traces (`views.csv`) [model: the identifier is what UI tests find a view by;
    /// the engine's views have one name]. One drawn view takes `identifier`; several take `identifier.0`,
    /// `identifier.1`, … back to front. The outermost identifier wins.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _TraceNameModifier> {
        ModifiedContent(content: self, modifier: _TraceNameModifier(name: identifier, isIdentity: false))
    }

    /// Gives this view an explicit identity, as SwiftUI's `id(_:)`: its state (``State``) is kept under
    /// that identity (a new id starts fresh state), and the views it draws are named `String(describing:
    /// id)` in traces, as with ``accessibilityIdentifier(_:)``.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _TraceNameModifier> {
        ModifiedContent(content: self, modifier: _TraceNameModifier(name: String(describing: id), isIdentity: true))
    }
}

/// The drawing of ``_TraceNameModifier``: lays out as its child, renames the views the child draws.
final class TraceNameNode: LayoutNode {
    let name: String
    let child: LayoutNode

    init(name: String, child: LayoutNode) {
        self.name = name
        self.child = child
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(proposal: ProposedViewSize) { child.place(at: frame.origin, proposal: proposal) }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) {
        let first = views.count
        child.appendDrawnViews(to: &views)
        let drawn = views[first...]
        if drawn.count == 1 {
            drawn[first].name = name
        } else {
            for (index, view) in drawn.enumerated() { view.name = "\(name).\(index)" }
        }
    }
}
