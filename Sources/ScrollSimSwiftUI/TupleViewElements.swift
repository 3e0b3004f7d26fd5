/// The element types of a ``TupleView``'s value, kept as a type (``TupleViewPack``) so that the views can be
/// listed or updated from the tuple without the tuple's arity being known statically.
@MainActor
protocol TupleViewElements {
    /// The views of `value` (a tuple of this pack's types), in order, as existentials.
    static func views<T>(of value: T) -> [any View]
    /// Updates the nodes the views of `value` (a tuple of this pack's types) made, `nodes[index...]`
    /// (``InPlaceUpdatableList/updateNodes(_:at:)`` for each, in order); `false` when not every element
    /// type is in-place updatable or an update fails.
    static func updateNodes<T>(of value: T, _ nodes: [LayoutNode], at index: inout Int) -> Bool
}
