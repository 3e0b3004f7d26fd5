/// A ``View/scrollPosition(id:anchor:)`` binding as the scroll view holds it.
@MainActor
protocol ScrollPositionObserving: AnyObject {
    /// Called after every layout of the scroll view (after the geometry actions): scrolls to a value set
    /// from outside, else writes the id of the first target at the top.
    func update(_ scrollNode: ScrollViewNode, geometry: ScrollGeometry)
}

/// The binding and anchor of a `scrollPosition(id:anchor:)` modifier, with the value it last saw (kept
/// across evaluations by structural identity, ``ViewReuseScope``).
@MainActor
final class ScrollPositionObserver<ID: Hashable>: ScrollPositionObserving {
    var binding: Binding<ID?> = .constant(nil)
    var anchor: UnitPoint?
    /// The value last written or scrolled to; a binding value that differs was set from outside.
    private var lastValue: ID??

    func update(_ scrollNode: ScrollViewNode, geometry: ScrollGeometry) {
        guard let stack = scrollNode.targetStacks.first else { return }
        let requested = binding.wrappedValue
        // A value set from outside (or a non-nil value at the first report) scrolls to its target.
        if let requested, lastValue.map({ $0 != requested }) ?? true,
           let offset = stack.contentOffsetY(showing: AnyHashable(requested), anchor: anchor ?? .top, geometry: geometry) {
            self.lastValue = .some(requested)
            let scrollView = scrollNode.scrollView
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: offset), animated: false)
            return
        }
        let top = stack.firstTargetID(below: geometry.bounds.minY)?.base as? ID
        lastValue = .some(top)
        if top != requested { binding.wrappedValue = top }
    }
}

/// The scroll-target layouts: while a view with `scrollTargetLayout()` makes its nodes, the lazy stacks
/// made are marked as holding the scroll targets.
@MainActor
enum ScrollTargetLayoutMark {
    static var isActive = false
}

/// A view whose lazy stacks are scroll-target layouts (``View/scrollTargetLayout(isEnabled:)``).
struct ScrollTargetLayoutView<Content: View>: View, PrimitiveView {
    var content: Content
    var isEnabled: Bool

    typealias Body = Never

    func makeNode() -> LayoutNode {
        let saved = ScrollTargetLayoutMark.isActive
        ScrollTargetLayoutMark.isActive = isEnabled
        defer { ScrollTargetLayoutMark.isActive = saved }
        return resolvedNode(of: content)
    }
}

extension View {
    /// Marks the layout of this view as holding the scroll targets, as SwiftUI's
    /// `scrollTargetLayout(isEnabled:)`: the rows of a ``LazyVStack`` made inside are the targets of
    /// ``View/scrollPosition(id:anchor:)`` (other layouts are not modelled as target layouts).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        ScrollTargetLayoutView(content: self, isEnabled: isEnabled)
    }

    /// Binds the id of the scroll target at the top of the first scroll view at or below this view, as
    /// SwiftUI's `scrollPosition(id:anchor:)`. The targets are the rows (``ForEach`` ids) of the first
    /// ``LazyVStack`` with ``View/scrollTargetLayout(isEnabled:)`` in the scroll view.
    ///
    /// [model, Apple documents the binding as "the id of the top/leading-most target"] After every layout of
    /// the scroll view (after the geometry actions, the article “SwiftUI scroll callbacks”) the binding is set to the id of
    /// the first row whose frame reaches below the top of ``ScrollGeometry/bounds`` (the top inside the
    /// insets). A value set from outside (different from the one last written, or a non-nil value at the
    /// first layout) scrolls, without animation,
    /// so that `anchor` (default `.top`) of that row sits at `anchor` of the bounds, clamped to the content
    /// range; an unknown id is ignored.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        ScrollObservingView(content: self) {
            let observer = ViewReuseScope.reusable { ScrollPositionObserver<ID>() }
            observer.binding = id
            observer.anchor = anchor
            return ScrollObservation(position: observer)
        }
    }
}
