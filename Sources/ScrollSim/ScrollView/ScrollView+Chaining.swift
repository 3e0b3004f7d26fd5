import Foundation

/// Scroll chaining (ScrollSim's extension beyond UIKit): how a scroll view in `.chaining` mode shares
/// its drag deltas and fling velocity with its ancestors, in the manner of Jetpack Compose's nested
/// scroll and CSS `overscroll-behavior` (see ``NestedScrollingMode``, ``NestedScrollConnection``).
///
/// Callbacks: an ancestor that takes drag delta receives `scrollViewDidScroll` only (it is not the
/// one being dragged); an ancestor that takes a fling receives `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll`… and `scrollViewDidEndDecelerating`, like a released view.
extension ScrollView {
    /// What a deceleration does at an x edge, from ``bouncesHorizontally`` and ``nestedScrolling``.
    var edgeBehaviorX: AxisMotion.EdgeBehavior { edgeBehavior(bounces: bouncesHorizontally) }
    /// What a deceleration does at a y edge, from ``bouncesVertically`` and ``nestedScrolling``.
    var edgeBehaviorY: AxisMotion.EdgeBehavior { edgeBehavior(bounces: bouncesVertically) }

    private func edgeBehavior(bounces: Bool) -> AxisMotion.EdgeBehavior {
        switch nestedScrolling {
        case .uikit, .chaining(.contain): return bounces ? .bounce : .clamp
        case .chaining(.auto): return .handOff
        case .chaining(.none): return .clamp
        }
    }

    /// Scrolls the content by `delta` (points, offset direction) without leaving the content range and
    /// returns what it actually moved. For ``NestedScrollConnection`` policies and chaining; fires
    /// `scrollViewDidScroll` if the rounded offset changed. Axes that cannot scroll do not move.
    @discardableResult
    public func scroll(by delta: CGPoint) -> CGPoint {
        precondition(delta.x.isFinite && delta.y.isFinite, "ScrollView(\(name)): scroll(by:) needs a finite delta, got \(delta)")
        guard isScrollEnabled else { return .zero }
        let x = canScrollX ? share(Double(delta.x), of: physicalX, in: rangeX) : 0
        let y = canScrollY ? share(Double(delta.y), of: physicalY, in: rangeY) : 0
        if x != 0 || y != 0 { applyPhysicalOffset(x: physicalX + x, y: physicalY + y) }
        return CGPoint(x: x, y: y)
    }

    /// The part of `delta` that keeps `position` inside `range`: all of it when it fits (exactly, so
    /// that no rounding residue is left over to chain), else the distance to the edge.
    private func share(_ delta: Double, of position: Double, in range: ClosedRange<Double>) -> Double {
        range.contains(position + delta) ? delta : clamp(position + delta, range) - position
    }

    /// One drag update of a chaining view: pre-scroll (outermost connection first), this view's share
    /// within its range, then with `auto` the leftover to the ancestors innermost first (connection,
    /// then the scroll view itself); what is left rubber-bands here (not with `none`).
    func chainedDragUpdate(_ drag: inout Drag, movement: CGPoint, behavior: OverscrollBehavior) {
        var available = CGPoint(x: drag.movesX ? -(Double(movement.x) - drag.lastMovementX) : 0,
                                y: drag.movesY ? -(Double(movement.y) - drag.lastMovementY) : 0)
        drag.lastMovementX = Double(movement.x)
        drag.lastMovementY = Double(movement.y)
        for ancestor in chainAncestors.reversed() {
            guard let connection = ancestor.nestedScrollConnection, available != .zero else { continue }
            available = available - connection.onPreScroll(ancestor, child: self, available: available)
        }
        let consumedX = keep(Double(available.x), unconstrained: &drag.unconstrainedX, range: rangeX)
        let consumedY = keep(Double(available.y), unconstrained: &drag.unconstrainedY, range: rangeY)
        let consumed = CGPoint(x: consumedX, y: consumedY)
        var left = available - consumed
        if behavior == .auto {
            for ancestor in chainAncestors where left != .zero {
                if let connection = ancestor.nestedScrollConnection {
                    left = left - connection.onPostScroll(ancestor, child: self, consumed: consumed, available: left)
                }
                left = left - ancestor.scroll(by: left)
            }
        }
        if behavior != .none {
            if bouncesHorizontally { drag.unconstrainedX += Double(left.x) }
            if bouncesVertically { drag.unconstrainedY += Double(left.y) }
        }
    }

    /// This view's share of a delta: all of it while overscrolled (it moves the rubber band), else what
    /// fits in the range.
    private func keep(_ delta: Double, unconstrained u: inout Double, range: ClosedRange<Double>) -> Double {
        guard delta != 0 else { return 0 }
        if !range.contains(u) {
            u += delta
            return delta
        }
        let moved = share(delta, of: u, in: range)
        u = range.contains(u + delta) ? u + delta : clamp(u + delta, range)
        return moved
    }

    /// Pre-fling: ancestors' connections, outermost first, take velocity (pt/s) before this view flings.
    func preFling(_ velocity: CGPoint, ancestors: [ScrollView]) -> CGPoint {
        var available = velocity
        for ancestor in ancestors.reversed() {
            guard let connection = ancestor.nestedScrollConnection, available != .zero else { continue }
            available = available - connection.onPreFling(ancestor, child: self, available: available)
        }
        return available
    }

    /// Post-fling: a deceleration reached this view's edge with velocity left. Connections (innermost
    /// first) take their share; the rest goes to the nearest ancestor that can still scroll that way,
    /// as a fling starting at the exact crossing instant. Unclaimed velocity bounces here (with `bounces`).
    func handOffFling(_ motion: inout Motion, x: inout AxisMotion.Sample, y: inout AxisMotion.Sample, at t: Double) {
        let crossing = x.handOff?.time ?? y.handOff?.time ?? t
        var left = CGPoint(x: x.handOff?.velocity ?? 0, y: y.handOff?.velocity ?? 0)
        let consumed = CGPoint(x: motion.releaseVelocity.x - left.x, y: motion.releaseVelocity.y - left.y)
        var ancestor = superview
        while let view = ancestor, left != .zero {
            ancestor = view.superview
            guard let scrollView = view as? ScrollView else { continue }
            if let connection = scrollView.nestedScrollConnection {
                left = left - connection.onPostFling(scrollView, child: self, consumed: consumed, available: left)
            }
            let takesX = left.x != 0 && scrollView.canContinue(velocity: Double(left.x), range: scrollView.rangeX,
                                                               offset: scrollView.physicalX, canScroll: scrollView.canScrollX)
            let takesY = left.y != 0 && scrollView.canContinue(velocity: Double(left.y), range: scrollView.rangeY,
                                                               offset: scrollView.physicalY, canScroll: scrollView.canScrollY)
            if takesX || takesY {
                scrollView.startChainedFling(velocity: CGPoint(x: takesX ? left.x : 0, y: takesY ? left.y : 0), at: crossing)
                if takesX { left.x = 0 }
                if takesY { left.y = 0 }
            }
        }
        // What nobody took bounces here from the crossing instant (or stops, without bounces).
        let factor = motion.x.factor
        if left.x != 0, let handOff = x.handOff {
            motion.x = AxisMotion(release: physicalEdge(of: rangeX, velocity: handOff.velocity), velocity: handOff.velocity,
                                  factor: factor, multiplier: 1, bounces: bouncesHorizontally, clockStart: handOff.time, range: rangeX)
            x = motion.x.advance(to: t, range: rangeX, edgeBehavior: bouncesHorizontally ? .bounce : .clamp)
        }
        if left.y != 0, let handOff = y.handOff {
            motion.y = AxisMotion(release: physicalEdge(of: rangeY, velocity: handOff.velocity), velocity: handOff.velocity,
                                  factor: factor, multiplier: 1, bounces: bouncesVertically, clockStart: handOff.time, range: rangeY)
            y = motion.y.advance(to: t, range: rangeY, edgeBehavior: bouncesVertically ? .bounce : .clamp)
        }
    }

    private func physicalEdge(of range: ClosedRange<Double>, velocity: Double) -> Double {
        velocity > 0 ? range.upperBound : range.lowerBound
    }

    private func canContinue(velocity: Double, range: ClosedRange<Double>, offset: Double, canScroll: Bool) -> Bool {
        guard isScrollEnabled, canScroll else { return false }
        return velocity > 0 ? offset < range.upperBound : offset > range.lowerBound
    }

    /// Starts a fling handed over by a chaining descendant, its clock at the crossing instant `time`.
    func startChainedFling(velocity: CGPoint, at time: Double) {
        if isDragging { return }
        stopMotion()
        let factor = decelerationRate.snapped.rawValue
        startMotion(AxisMotion(release: physicalX, velocity: Double(velocity.x), factor: factor, multiplier: 1,
                               bounces: bouncesHorizontally, clockStart: time, range: rangeX),
                    AxisMotion(release: physicalY, velocity: Double(velocity.y), factor: factor, multiplier: 1,
                               bounces: bouncesVertically, clockStart: time, range: rangeY),
                    firstFrame: context.frameIndex, releaseVelocity: velocity)
    }
}
