import Foundation

// The deferred layout pass, as UIKit's: setNeedsLayout() marks, layoutIfNeeded() runs layoutSubviews()
// on every marked view of the subtree, parents before children.
//
// Cost model: every ancestor of a marked view carries `subtreeNeedsLayout`, so a pass over a tree with
// nothing marked is O(1), and a pass visits only the marked paths (and the direct subviews of the views on
// them). The pass itself allocates nothing.
extension View {
    /// Whether this view's ``layoutSubviews()`` will run in the next layout pass.
    var needsLayout: Bool { needsLayoutFlag }

    /// Marks the view as needing layout; ``layoutSubviews()`` runs in the next layout pass (the engine runs
    /// one per frame, after motion) or at the next ``layoutIfNeeded()``. Cheap and idempotent.
    public func setNeedsLayout() {
        if needsLayoutFlag { return }
        needsLayoutFlag = true
        markAncestorsOfDirtyChild(self)
    }

    /// Sets `subtreeNeedsLayout` on every ancestor of `view`, stopping at the first already marked one
    /// (its ancestors are marked too: that is the invariant).
    internal func markAncestorsOfDirtyChild(_ view: View) {
        var ancestor = view.superview
        while let a = ancestor, !a.subtreeNeedsLayout {
            a.subtreeNeedsLayout = true
            ancestor = a.superview
        }
    }

    /// Lays out now whatever needs it, as `UIView.layoutIfNeeded()`: walks up to the topmost ancestor
    /// that needs layout (as `CALayer.layoutIfNeeded` does), then runs ``layoutSubviews()`` on every marked
    /// view below it, parents first. The engine calls it on the root once per frame after motion; it does
    /// nothing (O(1)) when nothing is marked.
    ///
    /// Invalid constraint input (see ``LayoutError``) stops the program with the error's description; use
    /// ``checkedLayoutIfNeeded()`` to receive it as an error instead. Unsatisfiable constraints do not
    /// stop it: one is broken and reported to ``layoutDiagnostics``, as UIKit logs it.
    public func layoutIfNeeded() {
        do {
            try checkedLayoutIfNeeded()
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// ``layoutIfNeeded()`` that throws a ``LayoutError`` (naming the views and anchors) instead of
    /// stopping. The pass stops at the first error; the views laid out before it keep their new frames.
    public func checkedLayoutIfNeeded() throws {
        var top = self
        while let parent = top.superview, parent.needsLayoutFlag { top = parent }
        guard top.needsLayoutFlag || top.subtreeNeedsLayout else { return }
        try top.layoutSubtree()
        // The views above `top` stay marked only for descendants outside this subtree.
        var ancestor = top.superview
        while let a = ancestor {
            var dirty = a.needsLayoutFlag
            if !dirty {
                var i = 0
                while i < a.subviews.count {
                    let s = a.subviews[i]
                    if s.needsLayoutFlag || s.subtreeNeedsLayout { dirty = true; break }
                    i += 1
                }
            }
            if !dirty { a.subtreeNeedsLayout = false } else { break }
            ancestor = a.superview
        }
    }

    /// Runs this view's layout if marked, then its marked subviews', recursively.
    private func layoutSubtree() throws {
        if needsLayoutFlag {
            needsLayoutFlag = false
            pendingLayoutError = nil
            if hasLayoutObserver {
                layoutObserver?.viewWillLayoutSubviews()
                layoutSubviews()
                layoutObserver?.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
            if let error = pendingLayoutError {
                pendingLayoutError = nil
                needsLayoutFlag = true
                throw error
            }
        }
        subtreeNeedsLayout = false
        var i = 0
        while i < subviews.count {
            let sub = subviews[i]
            if sub.needsLayoutFlag || sub.subtreeNeedsLayout {
                do {
                    try sub.layoutSubtree()
                } catch {
                    // The failed view stays marked; so does the path to it, so that the next pass retries it.
                    subtreeNeedsLayout = true
                    throw error
                }
                if sub.needsLayoutFlag || sub.subtreeNeedsLayout { subtreeNeedsLayout = true }
            }
            i += 1
        }
    }
}
