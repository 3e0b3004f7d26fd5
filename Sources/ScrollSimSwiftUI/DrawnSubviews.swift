import ScrollSim

/// The engine views that SwiftUI content draws directly inside one engine container (the hosting view,
/// or the engine scroll view of a ``ScrollView``), kept as the container's subviews in drawing order.
///
/// ``update(_:in:)`` compares the new list with the last one by identity and touches the hierarchy only
/// for what changed: views no longer drawn are removed, new ones added, and the order restored. Subviews
/// the container has for other reasons are left alone (behind the drawn ones). Cost: O(views) identity
/// comparisons per update, no allocation when nothing changed.
@MainActor
struct DrawnSubviews {
    /// The views drawn in the container, back to front.
    private(set) var views: [ScrollSim.View] = []

    /// Makes `newViews` the container's drawn subviews, back to front.
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
        let kept = Set(newViews.map(ObjectIdentifier.init))
        for view in views where !kept.contains(ObjectIdentifier(view)) && view.superview === container {
            view.removeFromSuperview()
        }
        // In order already (all present, drawn views last in this order)? Else re-add them in order.
        let present = container.subviews.filter { kept.contains(ObjectIdentifier($0)) }
        if present.count != newViews.count || zip(present, newViews).contains(where: { $0 !== $1 }) {
            for view in newViews { container.addSubview(view) }
        }
        views = newViews
    }
}
