/// A ``TupleViewPack`` whose element types are all in-place updatable (``InPlaceUpdatableList``).
@MainActor
protocol InPlaceUpdatableTuple {
    /// ``TupleViewElements/updateNodes(of:_:at:)`` for a pack known to be updatable.
    static func updateUpdatableNodes<T>(of value: T, _ nodes: [LayoutNode], at index: inout Int) -> Bool
}
