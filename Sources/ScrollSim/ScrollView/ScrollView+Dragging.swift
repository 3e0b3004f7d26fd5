import Foundation

/// The pan: what a scroll view does between a finger's touch-down and its lift (<doc:Physics#Touch-pan-and-velocity> to <doc:Physics#Release-target-and-hand-off>, <doc:CallbackOrder>).
/// The ``Simulation``'s touch router decides which scroll view owns a pan and calls these.
extension ScrollView {
    /// The pan's hysteresis: it begins once the finger has moved this far on a scrollable axis, and this
    /// much is subtracted from the translation so that content does not jump (10 pt [re]).
    public static let panHysteresis = 10.0
    /// Directional lock: an initial angle up to this far from horizontal locks to x (20° [re]).
    public static let directionalLockHorizontalAngle = 20.0
    /// Directional lock: an initial angle from this far from horizontal locks to y (70° [re]).
    public static let directionalLockVerticalAngle = 70.0
    /// A release slower than this (pt/ms, 2-D magnitude) inside the range does not decelerate (0.25 [re]).
    public static let decelerationThreshold = 0.25
    /// The release blend: `0.75·previous + 0.25·current` [re].
    public static let releasePreviousWeight = 0.75
    /// <doc:Physics#Release-target-and-hand-off>'s first step: a release this many frames (of the screen's maximum rate, ScrollSim's `refreshRate`)
    /// after the last drag update, exclusive, is integrated one frame synchronously (0.8…2.4 [re]).
    public static let firstStepWindow = 0.8...2.4

    // MARK: Touch-down and catching

    /// A finger touched down on the view (or a subview) at `time` (seconds): tracking starts. With
    /// `catching` (the router gives the pan to the innermost moving view) a deceleration or bounce is
    /// caught: the pan begins at once (<doc:Physics#Touch-pan-and-velocity>, <doc:CallbackOrder>); otherwise a running motion stops where it is.
    func touchDidBegin(catching: Bool = false) {
        isTracking = true
        // <doc:Physics#Repeated-flicks>.1: the streak survives only a touch that catches a flight still moving in range.
        let velocity = currentVelocity
        streak.touchDown(at: context.time,
                         catchesInRangeFlight: catching && motion != nil && !isOutOfRange && (velocity.x != 0 || velocity.y != 0))
        switch state {
        case .decelerating, .bouncing:
            if catching {
                catchMotion()
            } else {
                transition(to: .tracking)
            }
        case .animating, .scrollingToTop, .idle:
            transition(to: .tracking)
        case .tracking, .caught, .dragging:
            break
        }
    }

    /// Whether a touch-down now would catch a moving view (a deceleration or bounce runs).
    var isCatchable: Bool { motion != nil }

    /// The catch (<doc:Physics#Touch-pan-and-velocity>, <doc:CallbackOrder>): an in-range deceleration pauses (still decelerating) and the pan begins; a
    /// bounce ends (`didEndDecelerating`) and the pan begins holding it where it is, grabbed through the
    /// inverse rubber band so that content does not jump when the finger moves.
    private func catchMotion() {
        let held = contentOffset
        let outOfRange = isOutOfRange
        let drag = Drag(startX: unconstrained(Double(held.x), range: rangeX, rubberBand: rubberBandX, bounces: bouncesHorizontally),
                        startY: unconstrained(Double(held.y), range: rangeY, rubberBand: rubberBandY, bounces: bouncesVertically),
                        movesX: canScrollX, movesY: canScrollY, keepsDecelerating: !outOfRange)
        physicalX = Double(held.x)
        physicalY = Double(held.y)
        dragVelocityPreviousX = 0; dragVelocityPreviousY = 0
        dragVelocityCurrentX = 0; dragVelocityCurrentY = 0
        lastDragUpdateTime = context.time
        panGestureRecognizer.state = .began
        panGestureRecognizer.translation = .zero
        panGestureRecognizer.velocity = .zero
        transition(to: .caught(drag))
    }

    /// The axes a pan with this initial `movement` (window points) would move, after the directional lock.
    func panAxes(for movement: CGPoint) -> (x: Bool, y: Bool) {
        var movesX = canScrollX, movesY = canScrollY
        if isDirectionalLockEnabled && movesX && movesY {
            let angle = atan2(abs(Double(movement.y)), abs(Double(movement.x))) * 180 / Double.pi
            if angle <= ScrollView.directionalLockHorizontalAngle { movesY = false }
            else if angle >= ScrollView.directionalLockVerticalAngle { movesX = false }
        }
        return (movesX, movesY)
    }

    /// Whether the finger's `movement` since touch-down (window points) has passed the hysteresis on an
    /// axis this view can scroll, with scrolling enabled.
    func panCanBegin(movement: CGPoint) -> Bool {
        guard isScrollEnabled else { return false }
        let dx = canScrollX ? Double(movement.x) : 0
        let dy = canScrollY ? Double(movement.y) : 0
        return (dx * dx + dy * dy).squareRoot() >= ScrollView.panHysteresis
    }

    /// Whether the view sits at an edge that `movement` pushes past on every axis it moves (content
    /// offset direction is opposite to the finger's), on an axis whose transfer flag is on. A view in
    /// chaining mode keeps the pan (it hands leftovers on itself, or contains them, as CSS does).
    func pushesPastEdgeAndTransfers(movement: CGPoint) -> Bool {
        guard nestedScrolling == .uikit else { return false }
        let axes = panAxes(for: movement)
        var pushed = false
        if axes.y && movement.y != 0 {
            guard transfersVerticalScrollingToParent, isAtEdge(range: rangeY, offset: Double(contentOffset.y),
                                                               offsetDirection: -Double(movement.y)) else { return false }
            pushed = true
        }
        if axes.x && movement.x != 0 {
            guard transfersHorizontalScrollingToParent, isAtEdge(range: rangeX, offset: Double(contentOffset.x),
                                                                 offsetDirection: -Double(movement.x)) else { return false }
            pushed = true
        }
        return pushed
    }

    /// Whether the view can still scroll in the direction `movement` drives the offset, on some axis.
    func canStillScroll(movement: CGPoint) -> Bool {
        guard isScrollEnabled else { return false }
        if canScrollY, movement.y != 0,
           !isAtEdge(range: rangeY, offset: Double(contentOffset.y), offsetDirection: -Double(movement.y)) { return true }
        if canScrollX, movement.x != 0,
           !isAtEdge(range: rangeX, offset: Double(contentOffset.x), offsetDirection: -Double(movement.x)) { return true }
        return false
    }

    private func isAtEdge(range: ClosedRange<Double>, offset: Double, offsetDirection: Double) -> Bool {
        offsetDirection < 0 ? offset <= range.lowerBound : offset >= range.upperBound
    }

    // MARK: The pan

    /// The pan begins with the finger `movement` points from touch-down (window space, past the
    /// hysteresis) moving at `panVelocity` (points/second, window space): `scrollViewWillBeginDragging`,
    /// then the first drag update.
    func beginPan(movement: CGPoint, panVelocity: CGPoint) {
        // startOffset = contentOffset (<doc:Physics#Drag-and-rubber-band>); content shown past an edge is grabbed through the inverse band.
        var drag = Drag(startX: unconstrained(Double(contentOffset.x), range: rangeX, rubberBand: rubberBandX, bounces: bouncesHorizontally),
                        startY: unconstrained(Double(contentOffset.y), range: rangeY, rubberBand: rubberBandY, bounces: bouncesVertically),
                        movesX: false, movesY: false)
        setHysteresis(of: &drag, movement: movement)
        if case .chaining = nestedScrolling { beginChaining(&drag) }
        panGestureRecognizer.state = .began
        panGestureRecognizer.translation = CGPoint(x: Double(movement.x) - drag.hysteresisX, y: Double(movement.y) - drag.hysteresisY)
        panGestureRecognizer.velocity = panVelocity
        dragVelocityPreviousX = 0; dragVelocityPreviousY = 0
        dragVelocityCurrentX = 0; dragVelocityCurrentY = 0
        transition(to: .dragging(drag))
        panDidChange(movement: movement, panVelocity: panVelocity, isFirstUpdate: true)
    }

    /// Scroll chaining: the pan starts accumulating from its start offset and collects its ancestors.
    private func beginChaining(_ drag: inout Drag) {
        drag.lastMovementX = drag.hysteresisX
        drag.lastMovementY = drag.hysteresisY
        drag.unconstrainedX = drag.startX
        drag.unconstrainedY = drag.startY
        chainAncestors.removeAll(keepingCapacity: true)
        var ancestor = superview
        while let view = ancestor {
            if let scrollView = view as? ScrollView { chainAncestors.append(scrollView) }
            ancestor = view.superview
        }
    }

    /// The pan's axes (after the directional lock) and its hysteresis: 10 pt along the first movement.
    private func setHysteresis(of drag: inout Drag, movement: CGPoint) {
        let axes = panAxes(for: movement)
        let dx = axes.x ? Double(movement.x) : 0
        let dy = axes.y ? Double(movement.y) : 0
        let length = (dx * dx + dy * dy).squareRoot()
        let scale = length > 0 ? ScrollView.panHysteresis / length : 0
        drag.movesX = axes.x
        drag.movesY = axes.y
        drag.hysteresisX = dx * scale
        drag.hysteresisY = dy * scale
    }

    /// A drag update: the finger is `movement` points from touch-down, moving at `panVelocity` pt/s.
    /// `u = startOffset − translation`, mapped through the rubber band or clamped (<doc:Physics#Drag-and-rubber-band>). While
    /// caught, the update reports translation 0 and velocity 0 until the finger has travelled 10 pt; then
    /// the catch ends and the 10 pt are removed from the translation (<doc:Physics#Touch-pan-and-velocity>).
    func panDidChange(movement: CGPoint, panVelocity: CGPoint, isFirstUpdate: Bool = false) {
        var drag: Drag
        switch state {
        case .dragging(let current):
            drag = current
        case .caught(var caught):
            guard panCanBegin(movement: movement) else {
                panGestureRecognizer.state = .changed
                panGestureRecognizer.translation = .zero
                panGestureRecognizer.velocity = .zero
                storeDragVelocity(x: 0, y: 0)
                return
            }
            setHysteresis(of: &caught, movement: movement)
            if case .chaining = nestedScrolling { beginChaining(&caught) }
            transition(to: .dragging(caught))
            drag = caught
        default:
            return
        }
        if !isFirstUpdate { panGestureRecognizer.state = .changed }
        panGestureRecognizer.translation = CGPoint(x: Double(movement.x) - drag.hysteresisX, y: Double(movement.y) - drag.hysteresisY)
        panGestureRecognizer.velocity = panVelocity
        // The raw pan velocity on both axes (<doc:Physics#Touch-pan-and-velocity>: the release threshold is on its 2-D magnitude; an axis
        // that cannot scroll is zeroed only in the release velocity).
        storeDragVelocity(x: -Double(panVelocity.x) / 1000, y: -Double(panVelocity.y) / 1000)
        currentVelocity = CGPoint(x: drag.movesX ? dragVelocityCurrentX * 1000 : 0, y: drag.movesY ? dragVelocityCurrentY * 1000 : 0)
        if case .chaining(let behavior) = nestedScrolling {
            chainedDragUpdate(&drag, movement: movement, behavior: behavior)
            transition(to: .dragging(drag))
            applyPhysicalOffset(x: drag.movesX ? dragged(drag.unconstrainedX, range: rangeX, rubberBand: rubberBandX, bounces: bouncesHorizontally) : physicalX,
                                y: drag.movesY ? dragged(drag.unconstrainedY, range: rangeY, rubberBand: rubberBandY, bounces: bouncesVertically) : physicalY)
            return
        }
        let ux = drag.startX - (Double(movement.x) - drag.hysteresisX)
        let uy = drag.startY - (Double(movement.y) - drag.hysteresisY)
        let x = drag.movesX ? dragged(ux, range: rangeX, rubberBand: rubberBandX, bounces: bouncesHorizontally) : physicalX
        let y = drag.movesY ? dragged(uy, range: rangeY, rubberBand: rubberBandY, bounces: bouncesVertically) : physicalY
        // <doc:Physics#Repeated-flicks>.2: the streak sees every drag update's velocity, rubber band and distance from startOffset.
        streak.dragUpdate(velocity: (dragVelocityCurrentX, dragVelocityCurrentY),
                          rubberBandingX: drag.movesX && !rangeX.contains(x), rubberBandingY: drag.movesY && !rangeY.contains(y),
                          distance: (drag.movesX ? x - drag.startX : 0, drag.movesY ? y - drag.startY : 0))
        applyPhysicalOffset(x: x, y: y)
    }

    /// One drag update's velocity pair: `previous = current; current = v` (pt/ms, content direction, <doc:Physics#Touch-pan-and-velocity>).
    private func storeDragVelocity(x: Double, y: Double) {
        dragVelocityPreviousX = dragVelocityCurrentX
        dragVelocityPreviousY = dragVelocityCurrentY
        dragVelocityCurrentX = x
        dragVelocityCurrentY = y
        lastDragUpdateTime = context.time
    }

    /// The finger lifted. Ends the pan if there is one. A view held past an edge by more than the stop
    /// tolerance without a pan returns with the bounce [model: UIKit's callbacks here are unconfirmed;
    /// ScrollSim sends willBeginDecelerating … didEndDecelerating]; within the tolerance it is at rest (<doc:Physics#Bounce>).
    func touchDidEnd() {
        if let refreshControl = refreshControlReference { refreshControl.hostTouchWillEnd(self) }
        if isDragging {
            endDrag(cancelled: false)
            return
        }
        isTracking = false
        guard case .tracking = state else { return }
        let atRest = ReleaseMotion.isStopped(position: physicalX, speed: 0, range: rangeX)
            && ReleaseMotion.isStopped(position: physicalY, speed: 0, range: rangeY)
        guard !atRest else {
            transition(to: .idle)
            return
        }
        let factor = decelerationRate.snapped.rawValue
        let motion = Motion(x: AxisMotion(release: physicalX, velocity: 0, factor: factor, multiplier: 1, bounces: bouncesHorizontally,
                                          clockStart: context.time, range: rangeX, integration: context.integration),
                            y: AxisMotion(release: physicalY, velocity: 0, factor: factor, multiplier: 1, bounces: bouncesVertically,
                                          clockStart: context.time, range: rangeY, integration: context.integration),
                            firstFrame: context.frameIndex + 1)
        updateMotion(motion, outOfRange: isOutOfRange)
    }

    // MARK: Mapping

    /// The shown offset for an unconstrained drag offset `u` (<doc:Physics#Drag-and-rubber-band>): in range as is; past an
    /// edge through the rubber band when the axis `bounces`, else clamped.
    func dragged(_ u: Double, range: ClosedRange<Double>, rubberBand: RubberBand, bounces: Bool) -> Double {
        if range.contains(u) { return u }
        guard bounces, nestedScrolling != .chaining(.none) else { return clamp(u, range) }
        if u < range.lowerBound { return range.lowerBound - rubberBand.offset(forExcess: range.lowerBound - u) }
        return range.upperBound + rubberBand.offset(forExcess: u - range.upperBound)
    }

    /// The unconstrained offset that shows as `shown` (the inverse rubber band past an edge).
    func unconstrained(_ shown: Double, range: ClosedRange<Double>, rubberBand: RubberBand, bounces: Bool) -> Double {
        if range.contains(shown) || !bounces { return shown }
        if shown < range.lowerBound { return range.lowerBound - rubberBand.excess(forOffset: range.lowerBound - shown) }
        return range.upperBound + rubberBand.excess(forOffset: shown - range.upperBound)
    }

    func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }

    func clamp(_ value: CGFloat, _ range: ClosedRange<Double>) -> CGFloat {
        CGFloat(clamp(Double(value), range))
    }
}
