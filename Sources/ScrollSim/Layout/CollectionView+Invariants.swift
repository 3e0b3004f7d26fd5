import Foundation

// A collection view's invariants, checked by `View.checkInvariants()` (debug builds only; see
// View+Invariants.swift). They read existing state and public queries only.
//
// When the last layout pass is current (no layout or prepare pending, a data source set):
// - the visible elements are exactly the layout's elements in the visible rectangle grown by
//   `prefetchMargin` (the pass's own query): each has a view, a subview of the collection view, found by
//   its index path, placed at the element's frame, hidden only if the element is; and nothing else is
//   visible (`counters.visible` and `visibleCells` agree with the query);
// - the layout's caches answer that query as a brute-force scan over every element would (the built-in
//   ``FlowLayout`` and ``ListLayout``; a subclass that overrides the query is checked against itself only).
// Always:
// - the reuse pools are bounded: every reusable subview is either a visible element's view or a recycled
//   one (hidden), and there are no more of them than views were ever created (`counters.created`), so
//   the recycled views number at most `created − visible`.
extension CollectionView {
    #if DEBUG
    /// The broken invariants of this collection view, one message each; empty when all hold.
    func collectionViewInvariantViolations() -> [String] {
        var violations: [String] = []
        func fail(_ problem: String) { violations.append("CollectionView(\(name)): " + problem) }
        let reusable = subviews.compactMap { $0 as? CollectionReusableView }.filter { $0 !== tableHeaderView }
        if reusable.count > counters.created {
            fail("\(reusable.count) reusable subviews but only \(counters.created) were ever created")
        }
        let layout = collectionViewLayout
        guard !needsLayout, !layout.needsPrepare, dataSource != nil else { return violations }

        let b = bounds
        let rect = CGRect(x: b.minX, y: b.minY - prefetchMargin, width: b.width, height: b.height + 2 * prefetchMargin)
        violations.append(contentsOf: layout.cacheInvariantViolations(in: rect).map { "CollectionView(\(name)): " + $0 })
        // Copied out of the pooled array before anything else queries the layout.
        let elements = (layout.layoutAttributesForElements(in: rect) ?? []).map {
            (category: $0.representedElementCategory, kind: $0.representedElementKind, indexPath: $0.indexPath,
             frame: $0.frame, isHidden: $0.isHidden)
        }
        var shown = Set<ObjectIdentifier>()
        var cells = 0
        for element in elements {
            let label = element.category == .cell ? "cell \(element.indexPath)" : "\(element.kind ?? "?") \(element.indexPath)"
            let view = element.category == .cell
                ? cellForItem(at: element.indexPath)
                : supplementaryView(forElementKind: element.kind ?? "", at: element.indexPath)
            guard let view else {
                fail("\(label) is in the visible rectangle \(rect) but has no visible view")
                continue
            }
            if element.category == .cell { cells += 1 }
            shown.insert(ObjectIdentifier(view))
            if view.superview !== self { fail("\(label)'s view \(view.name) is not a subview") }
            if view.indexPath != element.indexPath { fail("\(label)'s view \(view.name) shows \(view.indexPath)") }
            if !view.frame.isEqual(to: element.frame) {
                fail("\(label)'s view \(view.name) is at \(view.frame), its layout frame is \(element.frame)")
            }
            if view.isHidden != element.isHidden {
                fail("\(label)'s view \(view.name) is \(view.isHidden ? "hidden" : "shown"), its layout says \(element.isHidden ? "hidden" : "shown")")
            }
        }
        if counters.visible != elements.count {
            fail("\(counters.visible) elements visible, the layout has \(elements.count) in \(rect)")
        }
        if visibleCells.count != cells {
            fail("\(visibleCells.count) visible cells, the layout has \(cells) in \(rect)")
        }
        for view in reusable where !view.isHidden && !shown.contains(ObjectIdentifier(view)) {
            fail("reusable view \(view.name) (\(view.indexPath)) is shown but is no visible element's view")
        }
        return violations
    }
    #endif
}

extension CollectionViewLayout {
    /// Stops the program if the layout's caches answer its collection view's current query (the visible
    /// rectangle grown by the prefetch margin) otherwise than a brute-force scan (debug builds only; a
    /// no-op in release, and while the layout waits for `prepare()`).
    func checkInvariants() {
        #if DEBUG
        guard let cv = collectionView, !needsPrepare else { return }
        let b = cv.bounds
        let rect = CGRect(x: b.minX, y: b.minY - cv.prefetchMargin, width: b.width, height: b.height + 2 * cv.prefetchMargin)
        let violations = cacheInvariantViolations(in: rect)
        precondition(violations.isEmpty, "layout invariants of \(cv.name): " + violations.joined(separator: "; "))
        #endif
    }

    #if DEBUG
    /// The broken invariants of the layout's caches, checked by answering the query for `rect` by brute
    /// force; the base class caches nothing. Only for the exact built-in classes: a subclass may change
    /// what its query returns.
    func cacheInvariantViolations(in rect: CGRect) -> [String] {
        if type(of: self) == FlowLayout.self, let flow = self as? FlowLayout {
            return flow.flowCacheInvariantViolations(in: rect)
        }
        if type(of: self) == ListLayout.self, let list = self as? ListLayout {
            return list.listCacheInvariantViolations(in: rect)
        }
        return []
    }
    #endif
}
