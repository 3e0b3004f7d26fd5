/// Views that stand for a fixed list of a stack's children whose nodes can be brought up to date in place
/// (see ``InPlaceUpdatableView``): one in-place-updatable view (one child), or a ``TupleView`` of such
/// views (one child each, in order). A stack of such content (``HStack``, ``VStack``, ``ZStack``) is
/// itself in-place updatable: its type fixes how many children it has and of which kinds, since none of
/// them can resolve to no node or to several.
@MainActor
protocol InPlaceUpdatableList: View {
    /// Updates the nodes this content made, `nodes[index...]` in order (``InPlaceUpdatableView/updateNode(_:)``
    /// for each), advancing `index` past them; returns `false` when that is not possible (too few nodes, a
    /// node of another kind, an element type that is not updatable), the nodes then being left partly
    /// updated.
    func updateNodes(_ nodes: [LayoutNode], at index: inout Int) -> Bool
}

extension InPlaceUpdatableView {
    /// One child: `nodes[index]`, updated in place.
    func updateNodes(_ nodes: [LayoutNode], at index: inout Int) -> Bool {
        guard index < nodes.count, updateNode(nodes[index]) else { return false }
        index += 1
        return true
    }
}
