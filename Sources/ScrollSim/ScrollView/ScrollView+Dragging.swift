import Foundation

/// The pan: what a scroll view does between a finger's touch-down and its lift (PHYSICS.md §3–§5, §10).
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

    // MARK: Touch-down and catching

    /// A finger touched down on the view (or a subview): tracking starts and a moving view is caught.
    /// A bouncing view gets `scrollViewDidEndDecelerating` at once and is held where it is; a view
    /// decelerating in range stops with no callback; a programmatic animation stops where it is.
    func touchDidBegin() {
        isTracking = true
        switch mode {
        case .decelerating where deceleration.x.isBouncing || deceleration.y.isBouncing
                                 || !rangeX.contains(physicalX) || !rangeY.contains(physicalY):
            stopMotion()   // a bounce (even within half a pixel of the edge): scrollViewDidEndDecelerating at once
        case .decelerating, .animating, .scrollingToTop:
            mode = .idle
            currentVelocity = .zero
        case .idle, .dragging:
            break
        }
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
        let axes = panAxes(for: movement)
        let dx = axes.x ? Double(movement.x) : 0
        let dy = axes.y ? Double(movement.y) : 0
        let length = (dx * dx + dy * dy).squareRoot()
        let scale = length > 0 ? ScrollView.panHysteresis / length : 0
        // Grabbing content that is shown past an edge starts from its unconstrained offset (§4 inverse).
        let startX = unconstrained(physicalX, range: rangeX, rubberBand: rubberBandX)
        let startY = unconstrained(physicalY, range: rangeY, rubberBand: rubberBandY)
        var drag = Drag(startX: startX, startY: startY, hysteresisX: dx * scale, hysteresisY: dy * scale,
                        movesX: axes.x, movesY: axes.y)
        if case .chaining = nestedScrolling {
            drag.lastMovementX = dx * scale
            drag.lastMovementY = dy * scale
            drag.unconstrainedX = startX
            drag.unconstrainedY = startY
            var ancestor = superview
            while let view = ancestor {
                if let scrollView = view as? ScrollView { drag.ancestors.append(scrollView) }
                ancestor = view.superview
            }
        }
        mode = .dragging(drag)
        panGestureRecognizer.state = .began
        panGestureRecognizer.translation = CGPoint(x: Double(movement.x) - drag.hysteresisX, y: Double(movement.y) - drag.hysteresisY)
        panGestureRecognizer.velocity = panVelocity
        dragVelocityPreviousX = 0; dragVelocityPreviousY = 0
        dragVelocityCurrentX = 0; dragVelocityCurrentY = 0
        emit(.scrollViewWillBeginDragging)
        delegate?.scrollViewWillBeginDragging(self)
        panDidChange(movement: movement, panVelocity: panVelocity, isFirstUpdate: true)
    }

    /// A drag update: the finger is `movement` points from touch-down, moving at `panVelocity` pt/s.
    /// `u = startOffset − translation`, mapped through the rubber band or clamped (PHYSICS.md §4).
    func panDidChange(movement: CGPoint, panVelocity: CGPoint, isFirstUpdate: Bool = false) {
        guard case .dragging(var drag) = mode else { return }
        if !isFirstUpdate { panGestureRecognizer.state = .changed }
        panGestureRecognizer.translation = CGPoint(x: Double(movement.x) - drag.hysteresisX, y: Double(movement.y) - drag.hysteresisY)
        panGestureRecognizer.velocity = panVelocity
        dragVelocityPreviousX = dragVelocityCurrentX
        dragVelocityPreviousY = dragVelocityCurrentY
        // The raw pan velocity on both axes (§3: the release threshold is on its 2-D magnitude; an axis
        // that cannot scroll is zeroed only in the release velocity).
        dragVelocityCurrentX = -Double(panVelocity.x) / 1000
        dragVelocityCurrentY = -Double(panVelocity.y) / 1000
        currentVelocity = CGPoint(x: drag.movesX ? dragVelocityCurrentX * 1000 : 0, y: drag.movesY ? dragVelocityCurrentY * 1000 : 0)
        if case .chaining(let behavior) = nestedScrolling {
            chainedDragUpdate(&drag, movement: movement, behavior: behavior)
            mode = .dragging(drag)
            applyPhysicalOffset(x: drag.movesX ? dragged(drag.unconstrainedX, range: rangeX, rubberBand: rubberBandX) : physicalX,
                                y: drag.movesY ? dragged(drag.unconstrainedY, range: rangeY, rubberBand: rubberBandY) : physicalY)
            return
        }
        let x = drag.movesX
            ? dragged(drag.startX - (Double(movement.x) - drag.hysteresisX), range: rangeX, rubberBand: rubberBandX)
            : physicalX
        let y = drag.movesY
            ? dragged(drag.startY - (Double(movement.y) - drag.hysteresisY), range: rangeY, rubberBand: rubberBandY)
            : physicalY
        applyPhysicalOffset(x: x, y: y)
    }

    /// The finger lifted. Ends the pan if there is one; a view held past an edge without a pan returns
    /// with the bounce [model: UIKit's callbacks here are unconfirmed; ScrollSim sends
    /// willBeginDecelerating … didEndDecelerating].
    func touchDidEnd() {
        if case .dragging = mode {
            endDrag(cancelled: false)
            return
        }
        isTracking = false
        guard case .idle = mode, isOutOfRange else { return }
        startMotion(AxisMotion(position: physicalX, velocity: 0, target: nil, factor: decelerationRate.snapped.rawValue,
                               clockStart: context.time, range: rangeX, rubberBand: rubberBandX),
                    AxisMotion(position: physicalY, velocity: 0, target: nil, factor: decelerationRate.snapped.rawValue,
                               clockStart: context.time, range: rangeY, rubberBand: rubberBandY),
                    firstFrame: context.frameIndex + 1)
    }

    // MARK: Mapping

    /// The shown offset for an unconstrained drag offset `u` (PHYSICS.md §4): in range as is; past an
    /// edge through the rubber band with `bounces`, else clamped.
    func dragged(_ u: Double, range: ClosedRange<Double>, rubberBand: RubberBand) -> Double {
        if range.contains(u) { return u }
        guard bounces, nestedScrolling != .chaining(.none) else { return clamp(u, range) }
        if u < range.lowerBound { return range.lowerBound - rubberBand.offset(forExcess: range.lowerBound - u) }
        return range.upperBound + rubberBand.offset(forExcess: u - range.upperBound)
    }

    /// The unconstrained offset that shows as `shown` (the inverse rubber band past an edge).
    func unconstrained(_ shown: Double, range: ClosedRange<Double>, rubberBand: RubberBand) -> Double {
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
