/// A layout modifier whose node can be brought up to date in place (see ``InPlaceUpdatableView``): a
/// ``ModifiedContent`` of an in-place-updatable view with such a modifier is itself in-place updatable.
@MainActor
protocol InPlaceUpdatableModifier: LayoutModifier {
    /// Sets `node` (the node ``LayoutModifier/makeNode(child:)`` made for this modifier's type around the
    /// node of a view of type `Content`) to this modifier's values and updates the modified view's node
    /// with `content` (``InPlaceUpdatableView/updateNode(_:)``); returns the modified view's node, or `nil`
    /// when either update is not possible.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode?
}
