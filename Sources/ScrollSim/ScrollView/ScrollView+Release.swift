import Foundation

/// The release: the finger lifts (or the pan is cancelled by `isScrollEnabled = false`) — PHYSICS.md §3,
/// §5, §9, §10. One method runs it in UIKit's order; the helpers below compute its parts.
extension ScrollView {
    /// The release: velocity blend and threshold (§3), `scrollViewWillEndDragging` with the projected
    /// target (§5; a page with paging, §9), `scrollViewDidEndDragging(willDecelerate:)`, then the
    /// deceleration, bounce or snap. `isDragging` is false from `didEndDragging` on; `isTracking` stays
    /// true through `didEndDragging` [model, see README].
    func endDrag(cancelled: Bool) {
        guard case .dragging(let drag) = mode else { return }
        panGestureRecognizer.state = cancelled ? .cancelled : .ended
        let releaseTime = context.time
        let outOfRange = !rangeX.contains(physicalX) || !rangeY.contains(physicalY)
        let rawSpeed = (dragVelocityCurrentX * dragVelocityCurrentX + dragVelocityCurrentY * dragVelocityCurrentY).squareRoot()
        let decelerates = !(rawSpeed < ScrollView.decelerationThreshold && !outOfRange)
        let velocity = decelerates ? releaseVelocity(of: drag) : .zero   // pt/ms
        let proposed = proposedTarget(of: drag, velocity: velocity, decelerates: decelerates)

        var target = proposed
        let record = emit(.scrollViewWillEndDragging, velocity: velocity, target: proposed)
        var implemented = false
        if let delegate {
            implemented = invokeWillEndDragging(of: delegate, velocity: velocity, targetContentOffset: &target)
        }
        precondition(target.x.isFinite && target.y.isFinite,
                     "ScrollView(\(name)): scrollViewWillEndDragging set a non-finite target \(target)")
        if target != proposed, record >= 0 { context.recorder?.complete(eventAt: record, finalTarget: target) }
        // UIKit asks a paging scroll view's delegate too, but ignores a changed target ("Stop offset can
        // not be modified for paging scroll views"); the trace keeps what the delegate asked for.
        if isPagingEnabled { target = proposed }
        let pagingMoves = isPagingEnabled && (Double(target.x) != physicalX || Double(target.y) != physicalY)
        let willDecelerate = implemented || isPagingEnabled ? (target != contentOffset || outOfRange || pagingMoves) : decelerates

        mode = .idle
        currentVelocity = .zero
        emit(.scrollViewDidEndDragging, flag: willDecelerate)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        // UIKit still reports the touch in didEndDragging (isTracking true, isDragging false): the
        // widely used "scrolling ended slowly" test `!decelerate && isTracking && !isDragging` relies on it.
        isTracking = false
        panGestureRecognizer.state = .possible
        panGestureRecognizer.translation = .zero
        panGestureRecognizer.velocity = .zero
        guard willDecelerate, case .idle = mode else { return }

        // UIKit integrates the first frame synchronously when the release decelerates (§5).
        let synchronous = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() >= ScrollView.decelerationThreshold
        let clockStart = synchronous ? releaseTime - 1 / context.refreshRate : releaseTime
        let motion = releaseMotion(of: drag, velocity: velocity, target: target, retargeted: target != proposed,
                                   clockStart: clockStart)
        startMotion(motion.x, motion.y, firstFrame: synchronous ? context.frameIndex : context.frameIndex + 1,
                    releaseVelocity: CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))
    }

    /// The release velocity, pt/ms, content direction (§3): `0.75·previous + 0.25·current` if the
    /// previous update moved, else `current`; zero on axes the pan does not move; with chaining, what the
    /// ancestors' pre-fling leaves.
    private func releaseVelocity(of drag: Drag) -> CGPoint {
        let blend = dragVelocityPreviousX != 0 || dragVelocityPreviousY != 0
        let w = ScrollView.releasePreviousWeight
        var x = blend ? w * dragVelocityPreviousX + (1 - w) * dragVelocityCurrentX : dragVelocityCurrentX
        var y = blend ? w * dragVelocityPreviousY + (1 - w) * dragVelocityCurrentY : dragVelocityCurrentY
        if !drag.movesX { x = 0 }
        if !drag.movesY { y = 0 }
        if case .chaining = nestedScrolling {
            let left = preFling(CGPoint(x: x * 1000, y: y * 1000), ancestors: drag.ancestors)
            x = Double(left.x) / 1000
            y = Double(left.y) / 1000
        }
        return CGPoint(x: x, y: y)
    }

    /// The `targetContentOffset` proposed to the delegate: with paging the page (§9); when decelerating
    /// the projection `offset + sign(v)·(|v| − 0.01)/|ln f|`, pixel-rounded (§5); else the offset. Clamped.
    private func proposedTarget(of drag: Drag, velocity: CGPoint, decelerates: Bool) -> CGPoint {
        if isPagingEnabled {
            return CGPoint(x: clamp(drag.movesX ? PagingSnap.targetPage(position: physicalX, velocity: Double(velocity.x) * 1000,
                                                                        pageSize: Double(frame.size.width)) : physicalX, rangeX),
                           y: clamp(drag.movesY ? PagingSnap.targetPage(position: physicalY, velocity: Double(velocity.y) * 1000,
                                                                        pageSize: Double(frame.size.height)) : physicalY, rangeY))
        }
        guard decelerates else { return contentOffset }
        let grid = context.grid, factor = decelerationRate.snapped.rawValue, offset = contentOffset
        return CGPoint(x: clamp(grid.round(Deceleration.projectedTarget(position: Double(offset.x), velocity: Double(velocity.x) * 1000,
                                                                       factor: factor)), rangeX),
                       y: clamp(grid.round(Deceleration.projectedTarget(position: Double(offset.y), velocity: Double(velocity.y) * 1000,
                                                                       factor: factor)), rangeY))
    }

    /// The motion after the release: a paging snap (an axis the pan did not move keeps the ordinary
    /// release: at rest, or a bounce back if out of range), a deceleration re-planned onto a delegate's
    /// target (§5), or the natural deceleration / bounce (§6, §7).
    private func releaseMotion(of drag: Drag, velocity: CGPoint, target: CGPoint, retargeted: Bool,
                               clockStart: Double) -> (x: AxisMotion, y: AxisMotion) {
        let factor = decelerationRate.snapped.rawValue
        let vx = Double(velocity.x) * 1000, vy = Double(velocity.y) * 1000
        let naturalX = { AxisMotion(position: self.physicalX, velocity: vx, target: nil, factor: factor,
                                    clockStart: clockStart, range: self.rangeX, rubberBand: self.rubberBandX) }
        let naturalY = { AxisMotion(position: self.physicalY, velocity: vy, target: nil, factor: factor,
                                    clockStart: clockStart, range: self.rangeY, rubberBand: self.rubberBandY) }
        if isPagingEnabled {
            return (drag.movesX ? AxisMotion(position: physicalX, velocity: vx, page: Double(target.x),
                                             pageSize: Double(frame.size.width), factor: factor, clockStart: clockStart)
                                : naturalX(),
                    drag.movesY ? AxisMotion(position: physicalY, velocity: vy, page: Double(target.y),
                                             pageSize: Double(frame.size.height), factor: factor, clockStart: clockStart)
                                : naturalY())
        }
        if retargeted {
            return retargetedMotion(to: target, velocityX: vx, velocityY: vy, factor: factor, clockStart: clockStart)
        }
        return (naturalX(), naturalY())
    }

    /// The deceleration re-planned onto a delegate's target (PHYSICS.md §5); with two moving axes both
    /// use the slower factor.
    private func retargetedMotion(to target: CGPoint, velocityX: Double, velocityY: Double, factor: Double,
                                  clockStart: Double) -> (AxisMotion, AxisMotion) {
        let targetX = Double(target.x), targetY = Double(target.y)
        let movesX = targetX != physicalX, movesY = targetY != physicalY
        func single(_ position: Double, _ velocity: Double, _ target: Double, _ range: ClosedRange<Double>,
                    _ band: RubberBand) -> AxisMotion {
            AxisMotion(position: position, velocity: velocity, target: target, factor: factor, clockStart: clockStart,
                       range: range, rubberBand: band)
        }
        guard movesX && movesY, rangeX.contains(physicalX), rangeY.contains(physicalY) else {
            return (movesX ? single(physicalX, velocityX, targetX, rangeX, rubberBandX) : AxisMotion(restingAt: physicalX, factor: factor),
                    movesY ? single(physicalY, velocityY, targetY, rangeY, rubberBandY) : AxisMotion(restingAt: physicalY, factor: factor))
        }
        let shared = max(TargetedDeceleration.plan(position: physicalX, velocity: velocityX, target: targetX, factor: factor).factor,
                         TargetedDeceleration.plan(position: physicalY, velocity: velocityY, target: targetY, factor: factor).factor)
        return (AxisMotion(position: physicalX, target: targetX, sharedFactor: shared, clockStart: clockStart),
                AxisMotion(position: physicalY, target: targetY, sharedFactor: shared, clockStart: clockStart))
    }

}
