import ScrollSim

/// The engine views that SwiftUI content draws directly inside one engine container (the hosting view,
/// or the engine scroll view of a ``ScrollView``), kept as the container's subviews in drawing order.
///
/// ``update(_:in:)`` compares the new list with the last one by identity and touches the hierarchy only
/// for what changed: views no longer drawn are removed, new ones added, and the order restored. Subviews
/// the container has for other reasons are left alone (behind the drawn ones). Cost: O(views) identity
/// comparisons and hash look-ups per update; no allocation once the scratch storage has grown to the number
/// of views drawn (a lazy stack's rows entering and leaving reorder the same views).
@MainActor
struct DrawnSubviews {
    /// The views drawn in the container, back to front.
    private(set) var views: [ScrollSim.View] = []
    /// The identities of the views being drawn (scratch for ``update(_:in:)``, capacity kept).
    private var kept: Set<ObjectIdentifier> = []

    /// Makes `newViews` the container's drawn subviews, back to front.
    ///
    /// Once the views no longer drawn are removed, the container's subviews must end as the other
    /// subviews (in their order) followed by `newViews`. When the drawn ones among them are in order
    /// already nothing moves; otherwise the longest leading part of that target order that the subviews
    /// already have, in order, stays, and the rest is added again in order (`addSubview` moves a subview
    /// to the front), which gives the same hierarchy as adding every drawn view again with fewer moves.
    mutating func update(_ newViews: [ScrollSim.View], in container: ScrollSim.View) {
        if newViews.count == views.count {
            var same = true
            var index = 0
            while index < newViews.count {
                if newViews[index] !== views[index] || newViews[index].superview !== container { same = false; break }
                index += 1
            }
            if same { return }
        }
        kept.removeAll(keepingCapacity: true)
        for view in newViews { kept.insert(ObjectIdentifier(view)) }
        for view in views where !kept.contains(ObjectIdentifier(view)) && view.superview === container {
            view.removeFromSuperview()
        }
        let moveFrom = Self.firstViewToMove(newViews, in: container.subviews, kept: kept)
        if let moveFrom {
            for index in moveFrom..<newViews.count { container.addSubview(newViews[index]) }
        }
        views.removeAll(keepingCapacity: true)
        views.append(contentsOf: newViews)
    }

    /// The index of the first of `newViews` to add again so that `subviews` (the container's, without the
    /// views no longer drawn) end as their views not in `kept` followed by `newViews`, or `nil` when the
    /// drawn views among `subviews` are `newViews` in order already (nothing to do).
    private static func firstViewToMove(_ newViews: [ScrollSim.View], in subviews: [ScrollSim.View],
                                        kept: Set<ObjectIdentifier>) -> Int? {
        // In order already (all present, in this order)?
        var present = 0
        var inOrder = true
        for view in subviews where kept.contains(ObjectIdentifier(view)) {
            if present >= newViews.count || view !== newViews[present] { inOrder = false }
            present += 1
        }
        if inOrder && present == newViews.count { return nil }
        // The longest leading part of the target order (the other subviews, then `newViews`) that is a
        // subsequence of `subviews`: the other subviews always are; then as many of `newViews` as follow,
        // in order, the last other subview matched so far.
        var next = 0
        for view in subviews {
            if !kept.contains(ObjectIdentifier(view)) {
                // An other subview after drawn ones matched: those must move behind it.
                if next > 0 { next = 0 }
                continue
            }
            if next < newViews.count && view === newViews[next] { next += 1 }
        }
        return next
    }
}
