import Foundation

/// The one depth-first walk of the view tree: parents before children, back to front (the order of
/// ``View/subviews``). It allocates nothing (a recursion over index loops, non-escaping closures); its
/// depth is the tree's.
extension View {
    /// Visits this view and its descendants depth-first, parents first. `visit` receives each view and
    /// the value its parent's visit returned (`state` for this view), and returns the value for the view's
    /// subviews, or `nil` to skip them (e.g. a hidden subtree).
    package func walkSubtree<State>(_ state: State, _ visit: (View, State) throws -> State?) rethrows {
        guard let below = try visit(self, state) else { return }
        var index = 0
        while index < subviews.count {
            try subviews[index].walkSubtree(below, visit)
            index += 1
        }
    }

    /// Visits this view and its descendants depth-first, parents first; `visit` returns whether to visit
    /// the view's subviews.
    package func walkSubtree(_ visit: (View) throws -> Bool) rethrows {
        try walkSubtree(()) { view, _ in try visit(view) ? () : nil }
    }
}
