/// SwiftUI's `ModifiedContent`: a view with a modifier applied (the result of ``View/frame(width:height:alignment:)``,
/// ``View/padding(_:)``, …).
public struct ModifiedContent<Content: View, Modifier>: View, PrimitiveView {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied: one of this library's modifiers (the public initializer takes a
    /// ``ViewModifier``, so a value of another type cannot reach layout).
    init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// A primitive view.
    public typealias Body = Never

    /// The node of this view alone: the modifier applied to each of the content's views (see
    /// `modifiedLeaves`; containers resolve a `ModifiedContent` to those views, not to this node).
    func makeNode() -> LayoutNode { resolvedNode(of: self) }
}

/// A modifier that wraps its content's node in a layout of its own.
@MainActor
protocol LayoutModifier {
    /// The node of the modified view, around `child`.
    func makeNode(child: LayoutNode) -> LayoutNode
}

extension ModifiedContent where Modifier: ViewModifier {
    /// `content` with the custom `modifier` applied, as SwiftUI's `ModifiedContent(content:modifier:)`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: InPlaceUpdatableList where Content: InPlaceUpdatableView, Modifier: InPlaceUpdatableModifier {}

extension ModifiedContent: InPlaceUpdatableView where Content: InPlaceUpdatableView, Modifier: InPlaceUpdatableModifier {
    /// The modifier's node updated around the content's, with the layout priority a new node gets from
    /// its child (see ``ModifiedLeaf``).
    func updateNode(_ node: LayoutNode) -> Bool {
        guard let child = modifier.updateNode(node, content: content) else { return false }
        node.layoutPriority = child.layoutPriority
        return true
    }
}
