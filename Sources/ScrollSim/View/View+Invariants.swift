import Foundation

// Invariant checks of the view tree, in the manner of swift-collections' `_checkInvariants()`: compiled in
// debug builds only (in release `checkInvariants()` is an empty function the optimiser removes), called by
// the tests after every frame of the random-gesture runs. They read existing state only and change nothing.
//
// A subtree's invariants:
// - superview/subviews symmetry: every subview's `superview` is the view that lists it, and a view with a
//   superview is listed by it exactly once;
// - no cycles: no view is reached twice in a walk down from the root;
// - finite geometry: `frame` and the bounds origin are finite (a non-finite frame poisons every
//   descendant's window frame, hit test and trace row);
// - layout marks: a view that needs layout, or has a descendant that does, has a superview marked
//   `subtreeNeedsLayout` (View+Layout.swift: the layout pass relies on it to find marked views);
// - each view's own concern: a ``CollectionView``'s visible elements and reuse pools and its layout's
//   caches (CollectionView+Invariants.swift), a ``ScrollView``'s state (ScrollView+Invariants.swift).
extension View {
    /// Stops the program with every broken invariant of this subtree listed (debug builds only; a no-op in
    /// release). See ``invariantViolations()`` for what is checked.
    func checkInvariants() {
        #if DEBUG
        let violations = invariantViolations()
        precondition(violations.isEmpty, "invariants of \(name)'s subtree: " + violations.joined(separator: "; "))
        #endif
    }

    #if DEBUG
    /// Every broken invariant of this subtree, one message each naming the view; empty when all hold.
    /// Debug builds only.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        if let parent = superview {
            let listed = parent.subviews.count(where: { $0 === self })
            if listed != 1 {
                violations.append("View(\(name)): its superview \(parent.name) lists it \(listed) times, expected once")
            }
        }
        var visited = Set<ObjectIdentifier>()
        walkSubtree { view in
            guard visited.insert(ObjectIdentifier(view)).inserted else {
                violations.append("View(\(view.name)): reached twice below the root (a cycle or a view listed twice)")
                return false
            }
            view.collectOwnInvariantViolations(into: &violations)
            return true
        }
        return violations
    }

    /// Checks this view alone (and that each of its subviews names it as superview).
    private func collectOwnInvariantViolations(into violations: inout [String]) {
        let f = frame
        if !(f.origin.x.isFinite && f.origin.y.isFinite && f.size.width.isFinite && f.size.height.isFinite) {
            violations.append("View(\(name)): frame \(f) is not finite")
        }
        if !(boundsOrigin.x.isFinite && boundsOrigin.y.isFinite) {
            violations.append("View(\(name)): bounds origin \(boundsOrigin) is not finite")
        }
        if needsLayoutFlag || subtreeNeedsLayout, let parent = superview, !parent.subtreeNeedsLayout {
            violations.append("View(\(name)): needs layout but its superview \(parent.name) is not marked subtreeNeedsLayout")
        }
        if let scrollView = self as? ScrollView {
            violations.append(contentsOf: scrollView.scrollViewInvariantViolations())
        }
        if let collectionView = self as? CollectionView {
            violations.append(contentsOf: collectionView.collectionViewInvariantViolations())
        }
        for subview in subviews where subview.superview !== self {
            violations.append("View(\(subview.name)): listed as a subview of \(name) but its superview is \(subview.superview?.name ?? "nil")")
        }
    }
    #endif
}
