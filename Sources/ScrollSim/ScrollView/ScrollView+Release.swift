import Foundation

/// The release: the finger lifts (or the pan is cancelled by `isScrollEnabled = false`) — <doc:Physics#Touch-pan-and-velocity>,
/// <doc:Physics#Release-target-and-hand-off>, <doc:Physics#Programmatic-motion>, <doc:CallbackOrder>. One method runs it in UIKit's order; the helpers below compute its parts.
extension ScrollView {
    /// The release: velocity blend and threshold (<doc:Physics#Touch-pan-and-velocity>), `scrollViewWillEndDragging` with the projected
    /// target (<doc:Physics#Release-target-and-hand-off>; a page with paging, <doc:Physics#Programmatic-motion>), `scrollViewDidEndDragging(willDecelerate:)`, then the
    /// deceleration, bounce or snap. `isDragging` is false from `didEndDragging` on; `isTracking` stays
    /// true through `didEndDragging` [model, see README].
    func endDrag(cancelled: Bool) {
        let drag: Drag
        switch state {
        case .dragging(let current), .caught(let current): drag = current
        default: return
        }
        panGestureRecognizer.state = cancelled ? .cancelled : .ended
        let releaseTime = context.time
        // <doc:Physics#Touch-pan-and-velocity>: a recogniser at rest (exactly 0 on both axes) clears the pair.
        if panGestureRecognizer.velocity == .zero {
            dragVelocityPreviousX = 0; dragVelocityPreviousY = 0
            dragVelocityCurrentX = 0; dragVelocityCurrentY = 0
        }
        // The release starts from the applied offset (<doc:Physics#Deceleration>, <doc:Physics#Bounce>); out of range there is no threshold (<doc:Physics#Touch-pan-and-velocity>).
        let x0 = Double(contentOffset.x), y0 = Double(contentOffset.y)
        physicalX = x0
        physicalY = y0
        let outOfRange = !rangeX.contains(x0) || !rangeY.contains(y0)
        let rawSpeed = (dragVelocityCurrentX * dragVelocityCurrentX + dragVelocityCurrentY * dragVelocityCurrentY).squareRoot()
        let decelerates = !(rawSpeed < ScrollView.decelerationThreshold && !outOfRange)
        let velocity = decelerates ? releaseVelocity(of: drag) : .zero   // pt/ms
        // <doc:Physics#Repeated-flicks>.3: a fast release in range counts; m (from the drag updates) scales this release (<doc:Physics#Repeated-flicks>.4).
        streak.release(at: releaseTime, rawVelocity: (dragVelocityCurrentX, dragVelocityCurrentY), inOverscroll: outOfRange,
                       paging: isPagingEnabled)
        let multiplier = streak.multiplier
        let proposed = proposedTarget(of: drag, velocity: velocity, decelerates: decelerates, multiplier: multiplier)

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

        // The delegate may have ended the pan (isScrollEnabled) or moved on meanwhile.
        guard isDragging else { return }
        guard willDecelerate else {
            // A caught deceleration that is let go without a new one ends at the next frame (<doc:CallbackOrder>).
            if drag.keepsDecelerating {
                let factor = decelerationRate.snapped.rawValue
                transition(to: .decelerating,
                           motion: Motion(x: AxisMotion(restingAt: physicalX, factor: factor),
                                          y: AxisMotion(restingAt: physicalY, factor: factor),
                                          firstFrame: context.frameIndex + 1, isAnnounced: true, needsAnnouncement: false),
                           willDecelerate: false)
            } else {
                transition(to: .idle, willDecelerate: false)
            }
            return
        }

        // <doc:Physics#Release-target-and-hand-off>'s first step: a release right after a drag update (an `up` after `move`/`hold`), or 0.8–2.4
        // frames after the last one, is integrated one frame synchronously.
        let sinceUpdate = releaseTime - lastDragUpdateTime
        let frame = 1 / context.refreshRate
        let synchronous = sinceUpdate == 0
            || (sinceUpdate > ScrollView.firstStepWindow.lowerBound * frame && sinceUpdate < ScrollView.firstStepWindow.upperBound * frame)
        let clockStart = synchronous ? releaseTime - frame : releaseTime
        let motion = releaseMotion(of: drag, velocity: velocity, target: target, retargeted: target != proposed,
                                   multiplier: multiplier, clockStart: clockStart)
        let next = Motion(x: motion.x, y: motion.y, firstFrame: synchronous ? context.frameIndex : context.frameIndex + 1,
                          releaseVelocity: CGPoint(x: velocity.x * 1000, y: velocity.y * 1000),
                          isAnnounced: drag.keepsDecelerating)
        transition(to: outOfRange ? .bouncing : .decelerating, motion: next, willDecelerate: true)
    }

    /// The release velocity, pt/ms, content direction (<doc:Physics#Touch-pan-and-velocity>): `0.75·previous + 0.25·current` if the
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
            let left = preFling(CGPoint(x: x * 1000, y: y * 1000), ancestors: chainAncestors)
            x = Double(left.x) / 1000
            y = Double(left.y) / 1000
        }
        return CGPoint(x: x, y: y)
    }

    /// The `targetContentOffset` proposed to the delegate: with paging the page (<doc:Physics#Programmatic-motion>); when decelerating
    /// the projection `offset + sign(v)·(|v| − 0.01)/|ln f|·m`, pixel-rounded (<doc:Physics#Release-target-and-hand-off>); else the offset. Clamped.
    private func proposedTarget(of drag: Drag, velocity: CGPoint, decelerates: Bool, multiplier: Double) -> CGPoint {
        if isPagingEnabled {
            return CGPoint(x: clamp(drag.movesX ? PagingSnap.targetPage(position: physicalX, velocity: Double(velocity.x) * 1000,
                                                                        pageSize: Double(frame.size.width)) : physicalX, rangeX),
                           y: clamp(drag.movesY ? PagingSnap.targetPage(position: physicalY, velocity: Double(velocity.y) * 1000,
                                                                        pageSize: Double(frame.size.height)) : physicalY, rangeY))
        }
        guard decelerates else { return contentOffset }
        let grid = context.grid, factor = decelerationRate.snapped.rawValue, offset = contentOffset
        func project(_ position: Double, _ velocity: Double) -> Double {
            Deceleration.projectedTarget(position: position, velocity: velocity * 1000, factor: factor, multiplier: multiplier)
        }
        return CGPoint(x: clamp(grid.round(project(Double(offset.x), Double(velocity.x))), rangeX),
                       y: clamp(grid.round(project(Double(offset.y), Double(velocity.y))), rangeY))
    }

    /// The motion after the release: a paging snap (an axis the pan did not move keeps the ordinary
    /// release: at rest, or a bounce back if out of range), a deceleration re-planned onto a delegate's
    /// target (<doc:Physics#Release-target-and-hand-off>), or the natural release (<doc:Physics#Deceleration>, <doc:Physics#Bounce>).
    private func releaseMotion(of drag: Drag, velocity: CGPoint, target: CGPoint, retargeted: Bool, multiplier: Double,
                               clockStart: Double) -> (x: AxisMotion, y: AxisMotion) {
        let factor = decelerationRate.snapped.rawValue
        let vx = Double(velocity.x) * 1000, vy = Double(velocity.y) * 1000
        let naturalX = { AxisMotion(release: self.physicalX, velocity: vx, factor: factor, multiplier: multiplier,
                                    bounces: self.bouncesHorizontally, clockStart: clockStart, range: self.rangeX,
                                    integration: self.context.integration) }
        let naturalY = { AxisMotion(release: self.physicalY, velocity: vy, factor: factor, multiplier: multiplier,
                                    bounces: self.bouncesVertically, clockStart: clockStart, range: self.rangeY,
                                    integration: self.context.integration) }
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

    /// The deceleration re-planned onto a delegate's target (<doc:Physics#Release-target-and-hand-off>); with two moving axes both
    /// use the slower factor. m does not apply (<doc:Physics#Repeated-flicks>).
    private func retargetedMotion(to target: CGPoint, velocityX: Double, velocityY: Double, factor: Double,
                                  clockStart: Double) -> (AxisMotion, AxisMotion) {
        let targetX = Double(target.x), targetY = Double(target.y)
        let movesX = targetX != physicalX, movesY = targetY != physicalY
        guard movesX && movesY, rangeX.contains(physicalX), rangeY.contains(physicalY) else {
            return (movesX ? AxisMotion(position: physicalX, velocity: velocityX, target: targetX, factor: factor, clockStart: clockStart)
                           : AxisMotion(release: physicalX, velocity: 0, factor: factor, multiplier: 1, bounces: bouncesHorizontally,
                                        clockStart: clockStart, range: rangeX),
                    movesY ? AxisMotion(position: physicalY, velocity: velocityY, target: targetY, factor: factor, clockStart: clockStart)
                           : AxisMotion(release: physicalY, velocity: 0, factor: factor, multiplier: 1, bounces: bouncesVertically,
                                        clockStart: clockStart, range: rangeY))
        }
        let shared = max(TargetedDeceleration.plan(position: physicalX, velocity: velocityX, target: targetX, factor: factor).factor,
                         TargetedDeceleration.plan(position: physicalY, velocity: velocityY, target: targetY, factor: factor).factor)
        return (AxisMotion(position: physicalX, target: targetX, sharedFactor: shared, clockStart: clockStart),
                AxisMotion(position: physicalY, target: targetY, sharedFactor: shared, clockStart: clockStart))
    }
}
