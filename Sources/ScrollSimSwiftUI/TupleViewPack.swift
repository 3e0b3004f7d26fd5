/// The pack of a ``TupleView``'s element types (``TupleViewElements``), made by ``ViewBuilder``.
struct TupleViewPack<each Content: View>: TupleViewElements {
    static func views<T>(of value: T) -> [any View] {
        let tuple = value as! (repeat each Content)
        var views: [any View] = []
        for view in repeat each tuple { views.append(view) }
        return views
    }

    static func updateNodes<T>(of value: T, _ nodes: [LayoutNode], at index: inout Int) -> Bool {
        guard let updatable = self as? any InPlaceUpdatableTuple.Type else { return false }
        return updatable.updateUpdatableNodes(of: value, nodes, at: &index)
    }
}

extension TupleViewPack: InPlaceUpdatableTuple where repeat each Content: InPlaceUpdatableList {
    static func updateUpdatableNodes<T>(of value: T, _ nodes: [LayoutNode], at index: inout Int) -> Bool {
        let tuple = value as! (repeat each Content)
        for view in repeat each tuple {
            guard view.updateNodes(nodes, at: &index) else { return false }
        }
        return true
    }
}
