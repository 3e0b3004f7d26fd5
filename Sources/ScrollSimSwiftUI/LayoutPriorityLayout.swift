/// The modifier of ``View/layoutPriority(_:)``, as SwiftUI's layout priority trait: the priority by which
/// a stack apportions space to the view.
public struct _LayoutPriorityLayout: Sendable {
    /// The priority (default 0 for every view).
    let priority: Double
}

extension _LayoutPriorityLayout: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { child }
}

extension View {
    /// Sets the priority by which a stack apportions space to this view, as SwiftUI's `layoutPriority(_:)`:
    /// a stack offers its highest-priority children what is left minus the minimum lengths of all its
    /// lower-priority children, then the next priority (Apple's documentation of the modifier). Modifiers
    /// applied after it keep it.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityLayout> {
        ModifiedContent(content: self, modifier: _LayoutPriorityLayout(priority: value))
    }
}
