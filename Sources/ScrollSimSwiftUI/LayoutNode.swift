import ScrollSim

/// A view of the resolved tree during layout: SwiftUI's three-step protocol (Apple, "Layout fundamentals";
/// WWDC19 "Building Custom Views with SwiftUI"): the parent proposes a size (``sizeThatFits(_:)``), the
/// child chooses its own size, the parent places the child (``place(at:proposal:)``). Frames are in the
/// coordinates of the engine view the node draws into (``PlacementContext/container``: the hosting view, or
/// the content of the engine scroll view of the innermost ``ScrollView``). Subclasses are the primitive
/// views' layouts.
@MainActor
class LayoutNode {
    /// The frame chosen by the last ``place(at:proposal:)``, in its container's coordinates (points).
    var frame: CGRect = .zero
    /// The priority by which a stack apportions space to this view (``View/layoutPriority(_:)``; 0 by
    /// default); modifiers keep the priority of the view they modify, as SwiftUI's traits.
    var layoutPriority: Double = 0

    /// The size this view chooses for `proposal` (points). Subclasses override.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places this view at `origin` with the size it chooses for `proposal`, then its children.
    func place(at origin: CGPoint, proposal: ProposedViewSize) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        placeChildren(proposal: proposal)
    }

    /// Places the children inside ``frame``; nothing by default (a leaf).
    func placeChildren(proposal: ProposedViewSize) {}

    /// The engine views this node draws, back to front, including its children's; none by default.
    func appendDrawnViews(to views: inout [ScrollSim.View]) {}

    /// Whether a stack skips this child (``EmptyView``, a `nil` optional): no space, no spacing.
    var isEmpty: Bool { false }
}

/// A node that draws nothing and takes no space (``EmptyView``).
final class EmptyNode: LayoutNode {
    override var isEmpty: Bool { true }
}

/// A primitive view: one the library lays out and draws itself (its body is `Never`).
@MainActor
protocol PrimitiveView {
    /// The layout node of this view (and of its content).
    func makeNode() -> LayoutNode
}

/// A view that stands for several sibling views in a stack (``TupleView``, `Optional`, ``EmptyView``,
/// ``_ConditionalContent``), as SwiftUI flattens them into the enclosing container.
@MainActor
protocol MultiView {
    /// The views this one stands for, in order (possibly none).
    var childViews: [any View] { get }
}

/// A multi-view whose children have identities of their own (``ForEach``: its elements' ids).
@MainActor
protocol IdentifiedMultiView {
    /// One identity path component per child view, in order.
    var childKeys: [String] { get }
}

/// The primitive views `view` resolves to, in order: multi-views are flattened, composite views replaced
/// by their body (recursively), modifiers applied to each view of their content, as SwiftUI does.
/// While a hosted tree is evaluated (``ViewGraph``), each level is a component of the views' identity
/// path: a child's position (a ``ForEach`` child's id), a composite view's type; composite views get their
/// ``State`` installed before their body is read.
@MainActor
func resolvedLeaves(of view: any View) -> [any PrimitiveView] {
    if let multi = view as? any MultiView {
        let keys = (multi as? any IdentifiedMultiView)?.childKeys
        return multi.childViews.enumerated().flatMap { index, child in
            ViewGraph.within(keys?[index] ?? String(index)) { resolvedLeaves(of: child) }
        }
    }
    if let modified = view as? any ModifiedContentLeaves { return modified.modifiedLeaves }
    if let primitive = view as? any PrimitiveView {
        return [ViewGraph.current == nil ? primitive : LocatedLeaf(leaf: primitive, path: ViewGraph.currentPath)]
    }
    return ViewGraph.within(ViewGraph.component(for: type(of: view))) { resolvedLeaves(of: ViewGraph.body(of: view)) }
}

/// The nodes of `view`'s leaves (see ``resolvedLeaves(of:)``), dropping empty ones.
@MainActor
func childNodes(of view: any View) -> [LayoutNode] {
    resolvedLeaves(of: view).map { $0.makeNode() }.filter { !$0.isEmpty }
}

/// The single node of `view`: its one leaf's, an empty node for none, and several leaves stacked vertically
/// with the default spacing [model: SwiftUI's root with several views lays them out like a `VStack`].
@MainActor
func resolvedNode(of view: any View) -> LayoutNode {
    let nodes = childNodes(of: view)
    if nodes.isEmpty { return EmptyNode() }
    if nodes.count == 1 { return nodes[0] }
    return StackNode(axis: .vertical, crossFraction: 0.5, spacing: nil, children: nodes)
}

extension TupleView: MultiView {
    var childViews: [any View] { children }
}

extension Optional: MultiView where Wrapped: View {
    var childViews: [any View] { map { [$0] } ?? [] }
}

extension EmptyView: MultiView {
    var childViews: [any View] { [] }
}

extension _ConditionalContent: MultiView {
    var childViews: [any View] {
        switch storage {
        case .trueContent(let content): [content]
        case .falseContent(let content): [content]
        }
    }
}
