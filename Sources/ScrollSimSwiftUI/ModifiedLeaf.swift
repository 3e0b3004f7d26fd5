/// One primitive view with a layout modifier applied: what ``ModifiedContent`` resolves to for each of its
/// content's primitive views. A modifier applied to several views (a ``ForEach``, a ``TupleView``, a
/// composite view whose body is several views) applies to each of them, as SwiftUI applies modifiers of a
/// view list per element; in a stack each becomes its own child.
struct ModifiedLeaf: PrimitiveView {
    /// The modified primitive view.
    let leaf: any PrimitiveView
    /// The modifier.
    let modifier: any LayoutModifier
    /// Where the modifier's own views (a background's) are in the tree: one level (`m`) below the modified
    /// view, or below the modifier inside.
    let path: [String]

    func makeNode() -> LayoutNode {
        ViewGraph.at(path) {
            let child = (modifier as? any EnvironmentModifier)?.withEnvironment { leaf.makeNode() } ?? leaf.makeNode()
            let node = modifier.makeNode(child: child)
            node.layoutPriority = (modifier as? _LayoutPriorityLayout)?.priority ?? child.layoutPriority
            return node
        }
    }
}

extension ModifiedContent {
    /// The primitive views this one resolves to: its content's, each with the modifier applied; none when
    /// the content is no view (an empty `ForEach`, `EmptyView`), as a modifier maps over SwiftUI's view list.
    var modifiedLeaves: [any PrimitiveView] {
        if let custom = modifier as? any ViewModifier {
            // A custom modifier is its body around the content, resolved as a composite view's body is.
            return ViewGraph.within(ViewGraph.component(for: type(of: custom))) {
                resolvedLeaves(of: ViewGraph.body(of: custom, content: content))
            }
        }
        guard let layout = modifier as? any LayoutModifier else {
            preconditionFailure("ModifiedContent: \(Modifier.self) is not a modifier this library lays out")
        }
        // An explicit identity (`id(_:)`) is a level of the identity path: state is kept under it.
        let leaves = if let name = modifier as? _TraceNameModifier, name.isIdentity {
            ViewGraph.within("id:" + name.name) { resolvedLeaves(of: content) }
        } else {
            resolvedLeaves(of: content)
        }
        return leaves.map { leaf in
            let path = (leaf as? LocatedLeaf)?.path ?? (leaf as? ModifiedLeaf)?.path ?? ViewGraph.currentPath
            return ModifiedLeaf(leaf: leaf, modifier: layout, path: path + ["m"])
        }
    }
}

/// A ``ModifiedContent`` seen without its generic parameters (see ``ModifiedContent/modifiedLeaves``).
@MainActor
protocol ModifiedContentLeaves {
    /// The modified primitive views.
    var modifiedLeaves: [any PrimitiveView] { get }
}

extension ModifiedContent: ModifiedContentLeaves {}
