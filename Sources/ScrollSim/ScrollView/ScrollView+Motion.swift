import Foundation

/// Motion without a finger: deceleration and bounce after a release, `setContentOffset(_:animated: true)`
/// and scroll to top, evaluated in closed form at each frame time (PHYSICS.md §5–§9).
extension ScrollView {
    /// Starts a release's motion: `scrollViewWillBeginDecelerating`, then motion from `firstFrame`.
    /// `releaseVelocity` (pt/s) is kept for a chaining post-fling's `consumed`.
    func startMotion(_ x: AxisMotion, _ y: AxisMotion, firstFrame: Int, releaseVelocity: CGPoint = .zero) {
        deceleration = Motion(x: x, y: y, firstFrame: firstFrame, releaseVelocity: releaseVelocity)
        mode = .decelerating
        // The motion's velocity now, so that an offset set from willBeginDecelerating (before the first
        // frame) continues the fling with it rather than with the drag's cleared velocity.
        var probeX = x, probeY = y
        let tolerance = context.grid.halfPixel
        currentVelocity = CGPoint(
            x: probeX.advance(to: context.time, range: rangeX, rubberBand: rubberBandX, edgeBehavior: edgeBehavior,
                              settleTolerance: tolerance).velocity,
            y: probeY.advance(to: context.time, range: rangeY, rubberBand: rubberBandY, edgeBehavior: edgeBehavior,
                              settleTolerance: tolerance).velocity)
        emit(.scrollViewWillBeginDecelerating)
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    /// Evaluates the running motion at the frame time `t` (seconds): applies the offset
    /// (`scrollViewDidScroll` if the rounded offset changed) and ends the motion with its callback.
    func advanceMotion(to t: Double) {
        switch mode {
        case .idle, .dragging:
            return
        case .decelerating:
            guard context.frameIndex >= deceleration.firstFrame else { return }
            var motion = deceleration
            let tolerance = context.grid.halfPixel
            let edge = edgeBehavior
            var x = motion.x.advance(to: t, range: rangeX, rubberBand: rubberBandX, edgeBehavior: edge, settleTolerance: tolerance)
            var y = motion.y.advance(to: t, range: rangeY, rubberBand: rubberBandY, edgeBehavior: edge, settleTolerance: tolerance)
            if x.handOff != nil || y.handOff != nil {
                handOffFling(&motion, x: &x, y: &y, at: t, tolerance: tolerance)
            }
            deceleration = motion
            mode = .decelerating
            currentVelocity = CGPoint(x: x.velocity, y: y.velocity)
            applyPhysicalOffset(x: x.position, y: y.position)
            // The delegate may have changed the motion from inside scrollViewDidScroll.
            if case .decelerating = mode, deceleration.x.isFinished, deceleration.y.isFinished {
                mode = .idle
                currentVelocity = .zero
                emit(.scrollViewDidEndDecelerating)
                delegate?.scrollViewDidEndDecelerating(self)
            }
        case .animating(let animation):
            let elapsed = t - animation.start
            currentVelocity = CGPoint(x: animation.x.velocity(at: elapsed), y: animation.y.velocity(at: elapsed))
            let finished = elapsed >= ContentOffsetAnimation.duration
            if finished { mode = .idle; currentVelocity = .zero }
            applyPhysicalOffset(x: animation.x.position(at: elapsed), y: animation.y.position(at: elapsed))
            if finished {
                emit(.scrollViewDidEndScrollingAnimation)
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        case .scrollingToTop(let scroll):
            let elapsed = t - scroll.start
            currentVelocity = CGPoint(x: 0, y: scroll.y.velocity(at: elapsed))
            let finished = elapsed >= ScrollToTopSpring.duration
            if finished { mode = .idle; currentVelocity = .zero }
            applyPhysicalOffset(x: physicalX, y: scroll.y.position(at: elapsed))
            if finished {
                emit(.scrollViewDidScrollToTop)
                delegate?.scrollViewDidScrollToTop(self)
            }
        }
    }

    /// Stops a deceleration (`scrollViewDidEndDecelerating`) or an animation (no callback) where it is.
    func stopMotion() {
        switch mode {
        case .decelerating:
            mode = .idle
            currentVelocity = .zero
            emit(.scrollViewDidEndDecelerating)
            delegate?.scrollViewDidEndDecelerating(self)
        case .animating, .scrollingToTop:
            mode = .idle
            currentVelocity = .zero
        case .idle, .dragging:
            break
        }
    }

    /// A deceleration continues from an offset set from outside (or re-clamped) with its current
    /// velocity. Exact: both closed forms are memoryless (restarting from the state at t reproduces
    /// the rest of the motion). A re-planned deceleration continues as a natural one [model].
    /// `restartingBounces`: also re-plan a bouncing axis whose offset did not move (the range changed).
    func rebaseMotion(toX x: Double, y: Double, restartingBounces: Bool = false) {
        guard case .decelerating = mode else { return }
        let motion = deceleration
        let factor = motion.x.factor
        let firstFrame = min(motion.firstFrame, context.frameIndex + 1)
        func restart(_ axis: AxisMotion, _ old: Double, _ new: Double, _ velocity: Double,
                     _ range: ClosedRange<Double>, _ band: RubberBand) -> AxisMotion {
            if old == new, !axis.isFinished, !(restartingBounces && axis.isBouncing) { return axis }
            // An in-range deceleration moves with the offset, keeping its clock (exact, first step kept),
            // as long as it stays in range; otherwise it restarts from the new place.
            var shifted = axis
            if range.contains(new), shifted.shift(by: new - old) { return shifted }
            if case .paging(let snap, _) = axis.segment {
                return AxisMotion(position: new, velocity: velocity, page: snap.target, pageSize: band.dimension,
                                  factor: factor, clockStart: context.time)
            }
            return AxisMotion(position: new, velocity: axis.isFinished ? 0 : velocity, target: nil, factor: factor,
                              clockStart: context.time, range: range, rubberBand: band)
        }
        deceleration = Motion(
            x: restart(motion.x, physicalX, x, Double(currentVelocity.x), rangeX, rubberBandX),
            y: restart(motion.y, physicalY, y, Double(currentVelocity.y), rangeY, rubberBandY),
            firstFrame: firstFrame, releaseVelocity: motion.releaseVelocity)
        mode = .decelerating
    }

    /// The content range changed (inset or size). At rest, or decelerating in range, the offset is
    /// re-clamped into the new range at once (`scrollViewDidScroll` if it moved); a drag or a bounce
    /// uses the new edges from its next update (PHYSICS.md §10 [re][model]), a bounce continuing from the
    /// offset it shows [model].
    func contentRangeDidChange() {
        switch mode {
        case .idle:
            guard !isTracking else { return }
        case .decelerating:
            let motion = deceleration
            // A bounce keeps the shown offset and is re-planned against the new edges (§7: the edge is
            // re-read): past the new edge it bounces from there, inside the new range it decelerates on
            // with its velocity. Keeping the old excess against a moved edge would jump the content by
            // the edge's displacement (a "load more" content size: thousands of points).
            if motion.x.isBouncing || motion.y.isBouncing {
                rebaseMotion(toX: physicalX, y: physicalY, restartingBounces: true)
                return
            }
            if case .paging = motion.x.segment { return }
            if case .paging = motion.y.segment { return }
        case .dragging, .animating, .scrollingToTop:
            return
        }
        let x = clamp(physicalX, rangeX), y = clamp(physicalY, rangeY)
        guard x != physicalX || y != physicalY else { return }
        rebaseMotion(toX: x, y: y)
        applyPhysicalOffset(x: x, y: y)
    }

    /// A status-bar tap: asks `scrollViewShouldScrollToTop`, then runs the critically damped spring to
    /// the top (`−adjustedContentInset.top`), ending with `scrollViewDidScrollToTop` (PHYSICS.md §9).
    /// Returns whether the motion started.
    @discardableResult
    func scrollToTop() -> Bool {
        let answer = delegate?.scrollViewShouldScrollToTop(self) ?? true
        emit(.scrollViewShouldScrollToTop, flag: answer)
        guard answer else { return false }
        if case .dragging = mode { return false }
        stopMotion()
        let top = rangeY.lowerBound
        guard physicalY != top else { return false }
        mode = .scrollingToTop(ScrollToTop(y: ScrollToTopSpring(from: physicalY, to: top), start: context.time))
        return true
    }
}
