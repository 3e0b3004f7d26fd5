/// One primitive view with a layout modifier applied: what ``ModifiedContent`` resolves to for each of its
/// content's primitive views. A modifier applied to several views (a ``ForEach``, a ``TupleView``, a
/// composite view whose body is several views) applies to each of them, as SwiftUI applies modifiers of a
/// view list per element; in a stack each becomes its own child.
struct ModifiedLeaf: PrimitiveView {
    /// The modified primitive view, or `nil` for a modifier applied to no view (the modifier then lays out
    /// around an empty view: `EmptyView().frame(width: 10, height: 10)` takes 10 × 10).
    let leaf: (any PrimitiveView)?
    /// The modifier.
    let modifier: any LayoutModifier

    func makeNode() -> LayoutNode { modifier.makeNode(child: leaf?.makeNode() ?? EmptyNode()) }
}

extension ModifiedContent {
    /// The primitive views this one resolves to: its content's, each with the modifier applied (one, with no
    /// content view).
    var modifiedLeaves: [any PrimitiveView] {
        guard let layout = modifier as? any LayoutModifier else {
            preconditionFailure("ModifiedContent: \(Modifier.self) is not a modifier this library lays out")
        }
        let leaves = resolvedLeaves(of: content)
        if leaves.isEmpty { return [ModifiedLeaf(leaf: nil, modifier: layout)] }
        return leaves.map { ModifiedLeaf(leaf: $0, modifier: layout) }
    }
}

/// A ``ModifiedContent`` seen without its generic parameters (see ``ModifiedContent/modifiedLeaves``).
@MainActor
protocol ModifiedContentLeaves {
    /// The modified primitive views.
    var modifiedLeaves: [any PrimitiveView] { get }
}

extension ModifiedContent: ModifiedContentLeaves {}
