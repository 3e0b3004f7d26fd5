import Foundation

// A scroll view's own invariants, checked by `View.checkInvariants()` for every scroll view of the tree
// (debug builds only; see View+Invariants.swift).
//
// Today: the state that every mode shares is finite and in its domain. The invariants of the scroll view's
// mode (what `phase`, `isTracking`, `isDragging` and `isDecelerating` imply about the running motion and
// each other) belong here too, written against the state enum: add them to
// `scrollViewInvariantViolations()`, which the random-gesture tests already call after every frame.
extension ScrollView {
    #if DEBUG
    /// The broken invariants of this scroll view's own state, one message each; empty when all hold.
    func scrollViewInvariantViolations() -> [String] {
        var violations: [String] = []
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        if !finite(contentOffset) {
            violations.append("ScrollView(\(name)): contentOffset \(contentOffset) is not finite")
        }
        if !finite(velocity) {
            violations.append("ScrollView(\(name)): velocity \(velocity) is not finite")
        }
        if !(contentSize.width.isFinite && contentSize.height.isFinite && contentSize.width >= 0 && contentSize.height >= 0) {
            violations.append("ScrollView(\(name)): contentSize \(contentSize) is not finite and >= 0")
        }
        if !adjustedContentInset.isFinite {
            violations.append("ScrollView(\(name)): adjustedContentInset \(adjustedContentInset) is not finite")
        }
        return violations
    }
    #endif
}
