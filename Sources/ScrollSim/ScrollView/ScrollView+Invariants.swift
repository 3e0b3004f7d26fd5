import Foundation

// A scroll view's own invariants, checked by `View.checkInvariants()` for every scroll view of the tree
// (debug builds only; see View+Invariants.swift), which the random-gesture tests call after every frame.
// Between frames (no callback running):
// - finite state: the applied and the physical offset, the velocity and the drag's velocity history are
//   finite; the content size is finite and ≥ 0, the adjusted inset finite;
// - the mode and the flags agree (<doc:CallbackOrder>): the tracking mode and a pan (caught, dragging)
//   have the finger on the view (`isTracking`); a pan's recognizer has begun, and without a pan it has not
//   (`.began`/`.changed` only while dragging); at rest (idle, tracking) the velocity is zero;
// - the release motion: stored (`motion`) exactly while decelerating or bouncing;
// - announcements: a release motion in the state has been announced (`scrollViewWillBeginDecelerating`
//   sent: the transition that installs it announces it before it returns), unless it continues a caught
//   deceleration, which never needed it;
// - rest: an idle view rests within the stop tolerance of its content range (<doc:Physics#Bounce>: a
//   motion ends pinned into the range; a lift at rest ends within 0.5 pt of it), unless its offset was set
//   from outside or the range changed when it could not be re-clamped (`offsetMayRestOutsideRange`).
extension ScrollView {
    #if DEBUG
    /// The broken invariants of this scroll view's own state, one message each; empty when all hold.
    func scrollViewInvariantViolations() -> [String] {
        var violations: [String] = []
        func fail(_ message: String) { violations.append("ScrollView(\(name)): " + message) }
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        if !finite(contentOffset) { fail("contentOffset \(contentOffset) is not finite") }
        if !finite(velocity) { fail("velocity \(velocity) is not finite") }
        if !(physicalX.isFinite && physicalY.isFinite) { fail("physical offset (\(physicalX), \(physicalY)) is not finite") }
        if !(dragVelocityPreviousX.isFinite && dragVelocityPreviousY.isFinite
             && dragVelocityCurrentX.isFinite && dragVelocityCurrentY.isFinite) {
            fail("drag velocity history is not finite")
        }
        if !(contentSize.width.isFinite && contentSize.height.isFinite && contentSize.width >= 0 && contentSize.height >= 0) {
            fail("contentSize \(contentSize) is not finite and >= 0")
        }
        if !adjustedContentInset.isFinite { fail("adjustedContentInset \(adjustedContentInset) is not finite") }

        let panMoving = panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed
        if state.isRelease != (motion != nil) {
            fail(motion == nil ? "a release state without its motion" : "a release motion stored in the state \(phase)")
        }
        switch state {
        case .idle:
            if velocity != .zero { fail("idle with velocity \(velocity)") }
            if panMoving { fail("idle with its pan \(panGestureRecognizer.state)") }
            if !isTracking, !offsetMayRestOutsideRange {
                let tolerance = ReleaseMotion.stopTolerance
                if !(physicalX >= rangeX.lowerBound - tolerance && physicalX <= rangeX.upperBound + tolerance
                     && physicalY >= rangeY.lowerBound - tolerance && physicalY <= rangeY.upperBound + tolerance) {
                    fail("at rest at (\(physicalX), \(physicalY)), more than \(tolerance) pt outside its range x \(rangeX), y \(rangeY)")
                }
            }
        case .tracking:
            if !isTracking { fail("in the tracking mode without isTracking") }
            if velocity != .zero { fail("tracking at rest with velocity \(velocity)") }
            if panMoving { fail("tracking with its pan \(panGestureRecognizer.state)") }
        case .caught, .dragging:
            if !isTracking { fail("dragging without isTracking") }
            if !panMoving { fail("dragging with its pan \(panGestureRecognizer.state)") }
        case .decelerating, .bouncing:
            if panMoving { fail("decelerating with its pan \(panGestureRecognizer.state)") }
            if motion?.needsAnnouncement == true { fail("a release motion that scrollViewWillBeginDecelerating never announced") }
        case .animating, .scrollingToTop:
            if panMoving { fail("animating with its pan \(panGestureRecognizer.state)") }
        }
        return violations
    }
    #endif
}
