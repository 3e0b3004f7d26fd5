/// Views that a lazy stack can build one at a time: a ``ForEach``'s elements, without evaluating the others
/// (a ``LazyVStack`` of a million rows asks only for the rows it shows).
@MainActor
protocol LazyRowSource {
    /// The number of rows (the collection's count).
    var rowCount: Int { get }
    /// Row `index`'s view and its identity path component (the element's id, as the eager path has it).
    func row(at index: Int) -> (view: any View, key: String)
    /// The type of every row's view (rows built from views of the same type have nodes of the same
    /// structure, see ``InPlaceUpdatableView``).
    var rowType: ObjectIdentifier { get }
    /// Updates `node`, made by an earlier row of this ``rowType``, in place to row `index`'s view, when the
    /// rows' view type is in-place updatable (``InPlaceUpdatableView``); `false` otherwise or when the update
    /// fails (the row must then be built anew). Allocation-free for updatable types: the row's view is
    /// made with its concrete type, not boxed.
    func updateRow(at index: Int, node: LayoutNode) -> Bool
    /// Row `index`'s id.
    func id(at index: Int) -> AnyHashable
    /// The index of the row with `id`, if any (a linear search).
    func index(of id: AnyHashable) -> Int?
}

extension ForEach: LazyRowSource {
    var rowCount: Int { data.count }

    func row(at index: Int) -> (view: any View, key: String) {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        return (content(element), "id:\(identifier(element))")
    }

    var rowType: ObjectIdentifier { ObjectIdentifier(Content.self) }

    func updateRow(at index: Int, node: LayoutNode) -> Bool {
        guard let updatable = Content.self as? any InPlaceUpdatableView.Type else { return false }
        return updateRow(at: index, node: node, as: updatable)
    }

    /// ``updateRow(at:node:)`` for `Content` known as `Updatable` (the same type).
    private func updateRow<Updatable: InPlaceUpdatableView>(at index: Int, node: LayoutNode, as _: Updatable.Type) -> Bool {
        let view = content(element(at: index))
        guard let updatable = view as? Updatable else { return false }
        return updatable.updateNode(node)
    }

    /// Element `index` of the data. Integer ranges and contiguous collections (arrays) are read directly:
    /// the generic collection subscript, called unspecialised here, allocates its accessor's frame.
    private func element(at index: Int) -> Data.Element {
        if let range = data as? Range<Int>, let element = (range.lowerBound + index) as? Data.Element { return element }
        if let element = data.withContiguousStorageIfAvailable({ $0[index] }) { return element }
        return data[data.index(data.startIndex, offsetBy: index)]
    }

    func id(at index: Int) -> AnyHashable {
        AnyHashable(identifier(data[data.index(data.startIndex, offsetBy: index)]))
    }

    func index(of id: AnyHashable) -> Int? {
        guard let found = data.firstIndex(where: { AnyHashable(identifier($0)) == id }) else { return nil }
        return data.distance(from: data.startIndex, to: found)
    }
}

/// A run of a lazy stack's rows: one view of its content, or all the rows of a ``LazyRowSource``, with the
/// identity path where they sit.
@MainActor
enum LazyStackSegment {
    /// One view (a row of its own).
    case single(any View, path: [String])
    /// A source's rows.
    case rows(any LazyRowSource, path: [String])

    /// The number of rows of the segment.
    var rowCount: Int {
        switch self {
        case .single: 1
        case .rows(let source, _): source.rowCount
        }
    }

    /// The segments of `view`'s content at `path`: multi-views are flattened and composite views replaced by
    /// their body (as ``resolvedLeaves(of:)`` does), except that a ``LazyRowSource`` stays one segment.
    static func segments(of view: any View, path: [String], into segments: inout [LazyStackSegment]) {
        if let source = view as? any LazyRowSource {
            segments.append(.rows(source, path: path))
        } else if let multi = view as? any MultiView {
            let keys = (multi as? any IdentifiedMultiView)?.childKeys
            for (index, child) in multi.childViews.enumerated() {
                Self.segments(of: child, path: path + [keys?[index] ?? String(index)], into: &segments)
            }
        } else if view is any PrimitiveView || view is any ModifiedContentLeaves {
            segments.append(.single(view, path: path))
        } else {
            let inner = path + [String(describing: type(of: view))]
            let body = ViewGraph.at(inner) { ViewGraph.body(of: view) }
            Self.segments(of: body, path: inner, into: &segments)
        }
    }
}
