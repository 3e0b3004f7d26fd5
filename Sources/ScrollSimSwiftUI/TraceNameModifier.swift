/// The modifier of ``View/accessibilityIdentifier(_:)`` and ``View/id(_:)``: names the views the modified
/// view draws, so traces (`views.csv`) and tests find them by a stable name instead of their kind
/// (`Image`, `RoundedRectangle`, …).
public struct _TraceNameModifier: Sendable {
    /// The name given.
    let name: String
    /// Whether it is also the view's identity (``View/id(_:)``): the view's state is kept under it.
    let isIdentity: Bool
}

extension _TraceNameModifier: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { DrawingEffectNode(kind: .traceName(name), child: child) }
}

extension View {
    /// Identifies this view for UI tests, as SwiftUI's `accessibilityIdentifier(_:)`; here also the name of
    /// the views it draws in traces (`views.csv`) [model: the identifier is what UI tests find a view by;
    /// the engine's views have one name]. Every engine view the modified view draws takes it (a container
    /// such as a scroll view draws one view: its content keeps its names); the outermost identifier wins.
    /// Applied as a drawing effect (see `DrawingEffectNode`), so it holds while a scroll view moves.
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

extension _TraceNameModifier: InPlaceUpdatableModifier {
    /// The naming node with this name around the updated content's node; an explicit identity
    /// (``View/id(_:)``) that changed is another view (its state and engine views are new): not updated.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        if isIdentity {
            guard let effect = node as? DrawingEffectNode, case .traceName(let old) = effect.kind, old == name else { return nil }
        }
        return DrawingEffectNode.update(node, kind: .traceName(name), content: content)
    }
}
