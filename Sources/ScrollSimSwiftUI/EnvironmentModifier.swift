/// A modifier that sets environment values for the views inside it while their nodes are made.
@MainActor
protocol EnvironmentModifier: LayoutModifier {
    /// Runs `body` (making the modified view's nodes) with this modifier's values in the environment.
    func withEnvironment<Result>(_ body: () -> Result) -> Result
}

extension InPlaceUpdatableModifier where Self: EnvironmentModifier {
    /// The modified view's node updated in this modifier's environment: an environment modifier's node is
    /// its child's (its ``LayoutModifier/makeNode(child:)`` returns the child).
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        withEnvironment { content.updateNode(node) } ? node : nil
    }
}
