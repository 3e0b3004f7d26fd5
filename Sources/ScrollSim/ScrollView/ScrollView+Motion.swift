import Foundation

/// Motion without a finger: deceleration and bounce after a release, `setContentOffset(_:animated: true)`
/// and scroll to top, evaluated in closed form at each frame time (<doc:Physics#Release-target-and-hand-off> to <doc:Physics#Programmatic-motion>).
extension ScrollView {
    /// Starts a release motion from the current offset (a chained fling, <doc:NestedScrolling>): `scrollViewWillBeginDecelerating`,
    /// then motion from `firstFrame`. `releaseVelocity` (pt/s) is kept for a chaining post-fling's `consumed`.
    func startMotion(_ x: AxisMotion, _ y: AxisMotion, firstFrame: Int, releaseVelocity: CGPoint = .zero) {
        var motion = Motion(x: x, y: y, firstFrame: firstFrame, releaseVelocity: releaseVelocity)
        currentVelocity = CGPoint(x: motion.x.velocity(at: context.time), y: motion.y.velocity(at: context.time))
        motion.isAnnounced = false
        updateMotion(motion, outOfRange: isOutOfRange)
    }

    /// Evaluates the running motion at the frame time `t` (seconds): applies the offset
    /// (`scrollViewDidScroll` if the rounded offset changed) and ends the motion by the stop rule (<doc:Physics#Deceleration>, <doc:Physics#Bounce>):
    /// at the first frame where every axis is strictly within 0.5 pt of its range and the 2-D speed is
    /// below 0.01 pt/ms, the running offset is applied, pinned into the range, and the deceleration ends.
    func advanceMotion(to t: Double) {
        switch state {
        case .idle, .tracking, .caught, .dragging:
            return
        case .decelerating:
            advanceRelease(wasOutOfRange: false, to: t)
        case .bouncing:
            advanceRelease(wasOutOfRange: true, to: t)
        case .animating(let animation):
            let elapsed = t - animation.start
            let finished = elapsed >= ContentOffsetAnimation.duration
            currentVelocity = CGPoint(x: animation.x.velocity(at: elapsed), y: animation.y.velocity(at: elapsed))
            let generation = stateGeneration
            applyPhysicalOffset(x: animation.x.position(at: elapsed), y: animation.y.position(at: elapsed))
            guard finished, generation == stateGeneration else { return }
            transition(to: .idle, finished: true)
        case .scrollingToTop(let scroll):
            let elapsed = t - scroll.start
            let finished = elapsed >= ScrollToTopSpring.duration
            currentVelocity = CGPoint(x: scroll.x.velocity(at: elapsed), y: scroll.y.velocity(at: elapsed))
            let generation = stateGeneration
            applyPhysicalOffset(x: scroll.x.position(at: elapsed), y: scroll.y.position(at: elapsed))
            guard finished, generation == stateGeneration else { return }
            transition(to: .idle, finished: true)
        }
    }

    /// ``advanceMotion(to:)`` for the release ``motion`` (`.decelerating`, or `.bouncing` with
    /// `wasOutOfRange`). On the per-frame path (each axis at rest or inside its current piece, the range
    /// unchanged) the motion is only read, in place (this and ``AxisMotion/unchangedSample(at:range:)`` are
    /// inlined: passing the motion on would first copy it); otherwise it is advanced as a copy and stored
    /// back if it changed.
    @inline(__always)
    private func advanceRelease(wasOutOfRange: Bool, to t: Double) {
        // The release states carry their motion (the transition installs it with them).
        assert(motion != nil, "ScrollView(\(name)): a release state without its motion")
        guard context.frameIndex >= motion.unsafelyUnwrapped.firstFrame else { return }
        let (rangeX, rangeY) = contentRanges
        if let x = motion.unsafelyUnwrapped.x.unchangedSample(at: t, range: rangeX),
           let y = motion.unsafelyUnwrapped.y.unchangedSample(at: t, range: rangeY) {
            applyRelease(nil, wasOutOfRange: wasOutOfRange, x: x, y: y, rangeX: rangeX, rangeY: rangeY)
            return
        }
        advanceChangingRelease(wasOutOfRange: wasOutOfRange, to: t, rangeX: rangeX, rangeY: rangeY)
    }

    /// ``advanceRelease(wasOutOfRange:to:)`` off the per-frame path: advances the motion as a copy.
    private func advanceChangingRelease(wasOutOfRange: Bool, to t: Double, rangeX: ClosedRange<Double>, rangeY: ClosedRange<Double>) {
        guard var motion = motion else { return }
        let revisions = (x: motion.x.revision, y: motion.y.revision)
        var x = motion.x.advance(to: t, range: rangeX, edgeBehavior: edgeBehaviorX)
        var y = motion.y.advance(to: t, range: rangeY, edgeBehavior: edgeBehaviorY)
        var replaced = false
        if x.handOff != nil || y.handOff != nil {
            handOffFling(&motion, x: &x, y: &y, at: t)
            replaced = true
        }
        let changed = replaced || motion.x.revision != revisions.x || motion.y.revision != revisions.y
        applyRelease(changed ? motion : nil, wasOutOfRange: wasOutOfRange, x: x, y: y, rangeX: rangeX, rangeY: rangeY)
    }

    /// The rest of ``advanceRelease(wasOutOfRange:to:)`` once both axes are evaluated: the streak, the stop
    /// rule, storing the `changed` motion (`nil`: the stored one is unchanged) back if there is one or the
    /// offset crossed between in range and past an edge, applying the offset and ending the motion.
    private func applyRelease(_ changed: Motion?, wasOutOfRange: Bool, x: AxisMotion.Sample, y: AxisMotion.Sample,
                              rangeX: ClosedRange<Double>, rangeY: ClosedRange<Double>) {
        if x.reachedBounce || y.reachedBounce { streak.end() }   // <doc:Physics#Repeated-flicks>.5
        let speed = (x.velocity * x.velocity + y.velocity * y.velocity).squareRoot()
        let stops = (x.finished || ReleaseMotion.isStopped(position: x.position, speed: 0, range: rangeX))
            && (y.finished || ReleaseMotion.isStopped(position: y.position, speed: 0, range: rangeY))
            && speed < ReleaseMotion.stopSpeed
        let grid = context.grid
        let rounded = CGPoint(x: grid.round(x.position), y: grid.round(y.position))
        let outOfRange = !rangeX.contains(Double(rounded.x)) || !rangeY.contains(Double(rounded.y))
        // Store the motion back only if it changed (a hand-over, a re-plan, a step of the per-frame
        // integrator) or crossed between in range and past an edge.
        if changed != nil || outOfRange != wasOutOfRange, let motion = changed ?? motion {
            updateMotion(motion, outOfRange: outOfRange)
        }
        currentVelocity = CGPoint(x: x.velocity, y: y.velocity)
        let generation = stateGeneration
        applyPhysicalOffset(x: x.position, y: y.position, rounded: rounded)
        // The delegate may have changed the motion from inside scrollViewDidScroll.
        guard stops, generation == stateGeneration else { return }
        applyPhysicalOffset(x: clamp(x.position, rangeX), y: clamp(y.position, rangeY))
        guard generation == stateGeneration else { return }
        transition(to: .idle)
    }

    /// Stops a deceleration (`scrollViewDidEndDecelerating`) or an animation (no callback) where it is.
    func stopMotion() {
        switch state {
        case .decelerating, .bouncing, .animating, .scrollingToTop:
            transition(to: isTracking ? .tracking : .idle)
        case .idle, .tracking, .caught, .dragging:
            break
        }
    }

    /// A release motion continues from an offset set from outside (or re-clamped) with its current
    /// velocity. Exact: every piece is memoryless (restarting from the state at t reproduces the rest of
    /// the motion). An in-range deceleration is translated with its clock (the first step kept); a
    /// re-planned deceleration continues as a natural one [model].
    func rebaseMotion(toX x: Double, y: Double) {
        guard var motion = motion else { return }
        let firstFrame = min(motion.firstFrame, context.frameIndex + 1)
        let now = context.time
        func restart(_ axis: AxisMotion, _ old: Double, _ new: Double, _ velocity: Double, _ range: ClosedRange<Double>,
                     _ bounces: Bool, _ pageSize: Double) -> AxisMotion {
            if old == new, !axis.isFinished { return axis }
            var shifted = axis
            if range.contains(new), shifted.shift(by: new - old, range: range) { return shifted }
            if case .paging(let snap, _) = axis.segment {
                return AxisMotion(position: new, velocity: velocity, page: snap.target, pageSize: pageSize,
                                  factor: axis.factor, clockStart: now)
            }
            return AxisMotion(release: new, velocity: axis.isFinished ? 0 : velocity, factor: axis.factor, multiplier: 1,
                              bounces: bounces, clockStart: now, range: range, integration: context.integration)
        }
        motion.x = restart(motion.x, physicalX, x, Double(currentVelocity.x), rangeX, bouncesHorizontally, Double(frame.size.width))
        motion.y = restart(motion.y, physicalY, y, Double(currentVelocity.y), rangeY, bouncesVertically, Double(frame.size.height))
        motion.firstFrame = firstFrame
        let grid = context.grid
        updateMotion(motion, outOfRange: !rangeX.contains(grid.round(x)) || !rangeY.contains(grid.round(y)))
    }

    /// The content range changed (inset or size). At rest, or decelerating in range, the offset is
    /// re-clamped into the new range at once (`scrollViewDidScroll` if it moved); a drag or a bounce
    /// uses the new edges from its next update, a release motion being re-planned from its state then
    /// (<doc:Physics#Bounce>, <doc:CallbackOrder> [re][model]).
    func contentRangeDidChange() {
        if let refreshControl = refreshControlReference { refreshControl.place(in: self) }
        switch state {
        case .idle:
            guard !isTracking else {
                offsetMayRestOutsideRange = true
                return
            }
        case .tracking, .animating, .scrollingToTop:
            offsetMayRestOutsideRange = true
            return
        case .caught, .dragging, .bouncing:
            return
        case .decelerating:
            if let motion, motion.x.isPaging || motion.y.isPaging {
                offsetMayRestOutsideRange = true
                return
            }
        }
        if restsAtInitialTop && context.isSimulation {
            placeAtInitialTop()
            return
        }
        let x = clamp(physicalX, rangeX), y = clamp(physicalY, rangeY)
        guard x != physicalX || y != physicalY else { return }
        rebaseMotion(toX: x, y: y)
        applyPhysicalOffset(x: x, y: y)
    }

    /// UIKit's first display: a scroll view that has never been scrolled (no offset set from outside, no
    /// motion) rests at the top of its range, `(−adjustedContentInset.left, −adjustedContentInset.top)`, so
    /// a list with `contentInset.top = 250` opens with its 250-pt header shown and a list under the safe
    /// area opens at `−safeAreaInsets.top`. UIKit's own rule: its automatic offset adjustment clamps the
    /// offset into the resting range `[−top, max(−top, contentHeight + bottom − boundsHeight)]` and keeps a
    /// list at its top when the safe area arrives (public UIKitCore decompiles, iOS 26.1: UIScrollView's
    /// `_adjustedContentOffsetForContentOffset:contentSize:skipsAdjustmentIfScrolling:` and
    /// `_shouldContentOffsetMaintainRelativeDistanceFromSafeArea`); the sequence of UIKit's first layout
    /// is unpublished, so "never scrolled ⇒ at the top" is the model. Applied by ``Simulation`` when the
    /// view joins it and after the first layout pass, and on every range change (inset, content size, safe
    /// area) until the simulation runs frames with the view. Sends `scrollViewDidScroll` if the offset moved.
    func placeAtInitialTop() {
        guard restsAtInitialTop, case .idle = state, !isTracking else { return }
        let x = rangeX.lowerBound, y = rangeY.lowerBound
        guard x != physicalX || y != physicalY else { return }
        applyPhysicalOffset(x: x, y: y)
    }

    /// A status-bar tap: asks `scrollViewShouldScrollToTop`, then runs the critically damped spring to
    /// the top (`−adjustedContentInset.top`), ending with `scrollViewDidScrollToTop` (<doc:Physics#Programmatic-motion>). An x
    /// offset past its range (a horizontal bounce) returns into it with the same spring [model]. Returns
    /// whether the motion started.
    @discardableResult
    func scrollToTop() -> Bool {
        let answer = delegate?.scrollViewShouldScrollToTop(self) ?? true
        emit(.scrollViewShouldScrollToTop, flag: answer)
        guard answer else { return false }
        if isDragging { return false }
        stopMotion()
        let top = rangeY.lowerBound
        let x = clamp(physicalX, rangeX)
        guard physicalY != top || x != physicalX else { return false }
        transition(to: .scrollingToTop(ScrollToTop(x: ScrollToTopSpring(from: physicalX, to: x),
                                                   y: ScrollToTopSpring(from: physicalY, to: top), start: context.time)))
        return true
    }
}
