import Foundation

/// The motion of one axis of a scroll view after a release: a chain of closed-form segments
/// (deceleration in range → bounce past an edge → deceleration after re-entering …), each a pure
/// function of time, with every edge crossing solved exactly (PHYSICS.md §5–§8).
///
/// The range and the rubber band are passed in at every evaluation, so that edges moved by a delegate
/// (insets, content size) are re-read every frame (§7).
struct AxisMotion: Sendable {
    /// How a coasting segment moves.
    enum Coast: Sendable {
        case natural(Deceleration)
        case targeted(TargetedDeceleration)

        func position(at t: Double) -> Double {
            switch self {
            case .natural(let d): return d.position(at: t)
            case .targeted(let d): return d.position(at: t)
            }
        }

        func velocity(at t: Double) -> Double {
            switch self {
            case .natural(let d): return d.velocity(at: t)
            case .targeted(let d): return d.velocity(at: t)
            }
        }

        func time(toReach x: Double) -> Double? {
            switch self {
            case .natural(let d): return d.time(toReach: x)
            case .targeted(let d): return d.time(toReach: x)
            }
        }

        var startPosition: Double {
            switch self {
            case .natural(let d): return d.startPosition
            case .targeted(let d): return d.deceleration.startPosition
            }
        }

        /// Whether the motion has ended `t` seconds in: natural below the stop speed, targeted on target.
        func hasEnded(at t: Double) -> Bool {
            switch self {
            case .natural(let d): return abs(d.velocity(at: t)) < Deceleration.stopSpeed
            case .targeted(let d): return t >= d.duration
            }
        }
    }

    /// Which end of the range.
    enum Edge: Sendable { case minimum, maximum }

    /// What a deceleration does when it reaches an edge.
    enum EdgeBehavior: Sendable {
        /// Keeps its velocity into the bounce (`bounces = true`, §7).
        case bounce
        /// Stops on the edge (`bounces = false`, §8; `overscroll-behavior: none`).
        case clamp
        /// Stops on the edge and reports the crossing, for scroll chaining to hand the velocity on.
        case handOff
    }

    /// A deceleration that reached an edge under ``EdgeBehavior/handOff``.
    struct HandOff: Sendable {
        /// The exact crossing instant, seconds.
        var time: Double
        /// The velocity at that instant, points/second, offset direction.
        var velocity: Double
    }

    enum Segment: Sendable {
        /// In range, clock started at `clockStart` (s).
        case coasting(Coast, clockStart: Double)
        /// Past `edge`, the bounce started at `start` (s).
        case bouncing(Bounce, edge: Edge, start: Double)
        /// Snapping onto a page, started at `start` (s) (`isPagingEnabled`, §9).
        case paging(PagingSnap, start: Double)
        /// At rest at `position`.
        case resting(position: Double)
    }

    /// Where the axis is at one instant.
    struct Sample: Sendable {
        /// Physical (unrounded) offset, points.
        var position: Double
        /// Points per second, in the offset's direction.
        var velocity: Double
        /// The motion on this axis is over.
        var finished: Bool
        /// The offset is outside the range (bouncing).
        var isOutOfRange: Bool
        /// Set when a deceleration reached an edge under ``EdgeBehavior/handOff``.
        var handOff: HandOff? = nil
    }

    private(set) var segment: Segment
    /// The snapped deceleration factor per ms.
    let factor: Double

    /// The motion that starts at `clockStart` from `position` (physical, points) at `velocity` (pt/s):
    /// a bounce if the position is out of range, else a deceleration (or a re-planned one to `target`).
    init(position: Double, velocity: Double, target: Double?, factor: Double, clockStart: Double,
         range: ClosedRange<Double>, rubberBand: RubberBand) {
        self.factor = factor
        if position < range.lowerBound {
            let excess = rubberBand.excess(forOffset: range.lowerBound - position)
            segment = .bouncing(Bounce(excess: excess, velocity: -velocity, factor: factor), edge: .minimum, start: clockStart)
        } else if position > range.upperBound {
            let excess = rubberBand.excess(forOffset: position - range.upperBound)
            segment = .bouncing(Bounce(excess: excess, velocity: velocity, factor: factor), edge: .maximum, start: clockStart)
        } else if let target, target != position || velocity != 0 {
            segment = .coasting(.targeted(TargetedDeceleration(position: position, velocity: velocity,
                                                               target: target, factor: factor)), clockStart: clockStart)
        } else if velocity == 0 {
            segment = .resting(position: position)
        } else {
            segment = .coasting(.natural(Deceleration(position: position, velocity: velocity, factor: factor)),
                                clockStart: clockStart)
        }
    }

    /// A motion re-planned to `target` with a factor shared between axes (PHYSICS.md §5, two axes).
    init(position: Double, target: Double, sharedFactor: Double, clockStart: Double) {
        factor = sharedFactor
        segment = target == position
            ? .resting(position: position)
            : .coasting(.targeted(TargetedDeceleration(position: position, target: target, sharedFactor: sharedFactor)),
                        clockStart: clockStart)
    }

    /// A paging snap from `position` at `velocity` (pt/s) onto `target`, started at `clockStart`.
    init(position: Double, velocity: Double, page target: Double, pageSize: Double, factor: Double, clockStart: Double) {
        self.factor = factor
        segment = target == position && velocity == 0
            ? .resting(position: position)
            : .paging(PagingSnap(position: position, velocity: velocity, target: target, pageSize: pageSize), start: clockStart)
    }

    /// An axis that does not move.
    init(restingAt position: Double, factor: Double) {
        self.factor = factor
        segment = .resting(position: position)
    }

    /// Whether the axis is past an edge, bouncing.
    var isBouncing: Bool {
        if case .bouncing = segment { return true }
        return false
    }

    /// Translates an in-range deceleration by `delta` points, keeping its clock: the motion continues from
    /// the new place exactly as before (the first step at release included). Returns `false` for other
    /// segments (bounce, paging, rest), which the caller restarts instead.
    mutating func shift(by delta: Double) -> Bool {
        guard case .coasting(let coast, let clockStart) = segment else { return false }
        switch coast {
        case .natural(let d): segment = .coasting(.natural(d.shifted(by: delta)), clockStart: clockStart)
        case .targeted(let d): segment = .coasting(.targeted(d.shifted(by: delta)), clockStart: clockStart)
        }
        return true
    }

    var isFinished: Bool {
        if case .resting = segment { return true }
        return false
    }

    /// Advances to time `t` (s) against the current `range`, returning the axis's state there.
    mutating func advance(to t: Double, range: ClosedRange<Double>, rubberBand: RubberBand,
                          edgeBehavior: EdgeBehavior, settleTolerance: Double) -> Sample {
        // A motion changes segment at most a few times per frame; the bound guards against a
        // degenerate range making it alternate forever.
        for _ in 0..<8 {
            switch segment {
            case .resting(let position):
                return Sample(position: position, velocity: 0, finished: true, isOutOfRange: !range.contains(position))

            case .coasting(let coast, let clockStart):
                let elapsed = max(0, t - clockStart)
                let position = coast.position(at: elapsed)
                let edge: Edge? = position > range.upperBound ? .maximum : (position < range.lowerBound ? .minimum : nil)
                if let edge {
                    let edgePosition = edge == .maximum ? range.upperBound : range.lowerBound
                    // The exact crossing instant; a start already beyond the edge crosses at once.
                    let crossing = min(coast.time(toReach: edgePosition) ?? 0, elapsed)
                    let velocity = coast.velocity(at: crossing)
                    switch edgeBehavior {
                    case .bounce:
                        segment = .bouncing(Bounce(excess: 0, velocity: abs(velocity), factor: factor), edge: edge,
                                            start: clockStart + crossing)
                        continue
                    case .clamp:
                        segment = .resting(position: edgePosition)
                        return Sample(position: edgePosition, velocity: 0, finished: true, isOutOfRange: false)
                    case .handOff:
                        segment = .resting(position: edgePosition)
                        return Sample(position: edgePosition, velocity: 0, finished: true, isOutOfRange: false,
                                      handOff: HandOff(time: clockStart + crossing, velocity: velocity))
                    }
                }
                if coast.hasEnded(at: elapsed) {
                    segment = .resting(position: position)
                    return Sample(position: position, velocity: 0, finished: true, isOutOfRange: false)
                }
                return Sample(position: position, velocity: coast.velocity(at: elapsed), finished: false, isOutOfRange: false)

            case .paging(let snap, let start):
                let elapsed = max(0, t - start)
                if snap.hasEnded(at: elapsed) {
                    segment = .resting(position: snap.target)
                    return Sample(position: snap.target, velocity: 0, finished: true, isOutOfRange: !range.contains(snap.target))
                }
                let position = snap.position(at: elapsed)
                return Sample(position: position, velocity: snap.velocity(at: elapsed), finished: false,
                              isOutOfRange: !range.contains(position))

            case .bouncing(let bounce, let edge, let start):
                let elapsed = max(0, t - start)
                let edgePosition = edge == .maximum ? range.upperBound : range.lowerBound
                let outward: Double = edge == .maximum ? 1 : -1
                if let reentry = bounce.timeToReenter(), reentry <= elapsed {
                    let inwardVelocity = outward * bounce.velocity(at: reentry)
                    segment = .coasting(.natural(Deceleration(position: edgePosition, velocity: inwardVelocity, factor: factor)),
                                        clockStart: start + reentry)
                    continue
                }
                let shown = rubberBand.offset(forExcess: bounce.excess(at: elapsed))
                let velocity = bounce.velocity(at: elapsed)
                if abs(shown) <= settleTolerance && abs(velocity) < Deceleration.stopSpeed {
                    segment = .resting(position: edgePosition)
                    return Sample(position: edgePosition, velocity: 0, finished: true, isOutOfRange: false)
                }
                return Sample(position: edgePosition + outward * shown, velocity: outward * velocity,
                              finished: false, isOutOfRange: shown > 0)
            }
        }
        let position: Double
        switch segment {
        case .resting(let p): position = p
        case .coasting(let coast, _): position = coast.startPosition
        case .paging(let snap, _): position = snap.target
        case .bouncing(_, let edge, _): position = edge == .maximum ? range.upperBound : range.lowerBound
        }
        segment = .resting(position: min(max(position, range.lowerBound), range.upperBound))
        return Sample(position: position, velocity: 0, finished: true, isOutOfRange: false)
    }
}
