import Foundation

/// The motion of one axis of a scroll view without a finger, evaluated at frame times: a natural release
/// (a ``ReleaseMotion``: deceleration → edge → bounce …), a deceleration re-planned onto a delegate's
/// target (<doc:Physics#Release-target-and-hand-off>), a paging snap (<doc:Physics#Programmatic-motion>), or rest (<doc:Physics#Release-target-and-hand-off> to <doc:Physics#Programmatic-motion>).
///
/// The range is passed in at every evaluation, so that edges moved by a delegate (insets, content size)
/// are re-read every frame (<doc:Physics#Bounce>): a release motion whose range changed is re-planned from its current
/// state (exact: every piece is memoryless).
struct AxisMotion: Sendable {
    /// What a deceleration does when it reaches an edge.
    enum EdgeBehavior: Sendable {
        /// Keeps its velocity into the bounce (the axis bounces, <doc:Physics#Bounce>).
        case bounce
        /// Stops on the edge (bouncing off on this axis, <doc:Physics#Without-bouncing>; `overscroll-behavior: none`).
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
        /// A natural release, its current piece started at `clockStart` (s).
        case release(ReleaseMotion, clockStart: Double)
        /// A natural release integrated frame by frame as UIKit does (``Integration/uikitFrames``, <doc:Physics#UIKit-frame-integrator>),
        /// last stepped at `last` (s).
        case frames(UIKitFrameIntegrator, last: Double, bounces: Bool)
        /// A deceleration re-planned onto a target (<doc:Physics#Release-target-and-hand-off>), clock started at `clockStart` (s).
        case targeted(TargetedDeceleration, clockStart: Double)
        /// Snapping onto a page, started at `start` (s) (`isPagingEnabled`, <doc:Physics#Programmatic-motion>).
        case paging(PagingSnap, start: Double)
        /// At rest at `position`.
        case resting(position: Double)
    }

    /// Where the axis is at one instant.
    struct Sample: Sendable {
        /// Displayed (unrounded) offset, points.
        var position: Double
        /// Points per second, in the offset's direction.
        var velocity: Double
        /// The axis has reached its own end (rest, a target, a page); a release instead stops by the
        /// view's 2-D rule (<doc:Physics#Bounce>).
        var finished: Bool
        /// This evaluation crossed an edge into a bounce (<doc:Physics#Repeated-flicks>: the streak ends).
        var reachedBounce = false
        /// Set when a deceleration reached an edge under ``EdgeBehavior/handOff``.
        var handOff: HandOff? = nil
    }

    private(set) var segment: Segment {
        didSet { revision &+= 1 }
    }
    /// Counts changes of ``segment``: a frame that leaves it unchanged need not store the motion back.
    private(set) var revision = 0
    /// The deceleration factor per ms in force.
    let factor: Double

    /// A natural release from `position` (displayed, points) at `velocity` (pt/s), clock at `clockStart`.
    init(release position: Double, velocity: Double, factor: Double, multiplier: Double, bounces: Bool,
         clockStart: Double, range: ClosedRange<Double>, integration: Integration = .closedForm) {
        self.factor = factor
        switch integration {
        case .closedForm:
            segment = .release(ReleaseMotion(range: range, position: position, velocity: velocity, factor: factor,
                                             multiplier: multiplier, bounces: bounces), clockStart: clockStart)
        case .uikitFrames:
            segment = .frames(UIKitFrameIntegrator(position: position, velocity: velocity / 1000, factor: factor,
                                                   multiplier: max(multiplier, .leastNormalMagnitude)),
                              last: clockStart, bounces: bounces)
        }
    }

    /// A deceleration re-planned onto `target` (<doc:Physics#Release-target-and-hand-off>); rest if there is nothing to do.
    init(position: Double, velocity: Double, target: Double, factor: Double, clockStart: Double) {
        self.factor = factor
        segment = target == position && velocity == 0
            ? .resting(position: position)
            : .targeted(TargetedDeceleration(position: position, velocity: velocity, target: target, factor: factor),
                        clockStart: clockStart)
    }

    /// A motion re-planned to `target` with a factor shared between axes (<doc:Physics#Release-target-and-hand-off>, two axes).
    init(position: Double, target: Double, sharedFactor: Double, clockStart: Double) {
        factor = sharedFactor
        segment = target == position
            ? .resting(position: position)
            : .targeted(TargetedDeceleration(position: position, target: target, sharedFactor: sharedFactor),
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

    var isFinished: Bool {
        if case .resting = segment { return true }
        return false
    }

    var isPaging: Bool {
        if case .paging = segment { return true }
        return false
    }

    /// Translates an in-range release or targeted deceleration by `delta` points, keeping its clock: the
    /// motion continues from the new place exactly as before (the first step at release included).
    /// Returns `false` for other segments, which the caller restarts instead.
    mutating func shift(by delta: Double, range: ClosedRange<Double>) -> Bool {
        switch segment {
        case .release(let motion, let clockStart):
            guard motion.firstSegment == .decelerating else { return false }
            segment = .release(ReleaseMotion(range: range, position: motion.startPosition + delta, velocity: motion.startVelocity,
                                             factor: motion.factor, multiplier: motion.multiplier, bounces: motion.bounces),
                               clockStart: clockStart)
            return true
        case .targeted(let d, let clockStart):
            segment = .targeted(d.shifted(by: delta), clockStart: clockStart)
            return true
        case .frames(var integrator, let last, let bounces):
            guard range.contains(integrator.position) else { return false }
            integrator.position += delta
            segment = .frames(integrator, last: last, bounces: bounces)
            return true
        case .paging, .resting:
            return false
        }
    }

    /// The axis's state at time `t` (s) against `range` when advancing to it would change nothing: at rest,
    /// or a release within its current piece with its range unchanged (the per-frame path). `nil` otherwise
    /// (``advance(to:range:edgeBehavior:)`` then).
    @inline(__always)
    func unchangedSample(at t: Double, range: ClosedRange<Double>) -> Sample? {
        switch segment {
        case .resting(let position):
            return Sample(position: position, velocity: 0, finished: true)
        case .release(let current, let start):
            let now = max(0, t - start) * 1000
            guard current.range == range, now < current.pieceEnd else { return nil }
            let state = current.pieceState(milliseconds: now)
            return Sample(position: state.position, velocity: state.velocity * 1000, finished: false)
        case .frames, .targeted, .paging:
            return nil
        }
    }

    /// Advances to time `t` (s) against the current `range`, returning the axis's state there.
    mutating func advance(to t: Double, range: ClosedRange<Double>, edgeBehavior: EdgeBehavior) -> Sample {
        if let sample = unchangedSample(at: t, range: range) { return sample }
        switch segment {
        case .resting(let position):
            return Sample(position: position, velocity: 0, finished: true)

        case .release(let current, let start):
            var motion = current, clockStart = start
            if motion.range != range {
                // The edges moved (<doc:Physics#Bounce>, <doc:CallbackOrder>): re-plan from the state now, against the new range.
                let now = motion.unstopped(at: t - clockStart)
                motion = ReleaseMotion(range: range, position: now.position, velocity: now.velocity, factor: motion.factor,
                                       multiplier: motion.firstSegment == .decelerating ? motion.multiplier : 1,
                                       bounces: motion.bounces)
                clockStart = max(clockStart, t)
            }
            var tau = max(0, t - clockStart) * 1000
            var reachedBounce = false
            // At most a few hand-overs per frame (deceleration → bounce → deceleration …); the bound guards
            // against a degenerate range alternating forever.
            var hops = 0
            while tau >= motion.pieceEnd, hops < 8 {
                hops += 1
                if motion.piece == .coasting, edgeBehavior != .bounce {
                    let crossing = clockStart + motion.pieceEnd / 1000
                    let velocity = motion.pieceState(milliseconds: motion.pieceEnd).velocity * 1000
                    segment = .resting(position: motion.edge)
                    return Sample(position: motion.edge, velocity: 0, finished: true,
                                  handOff: edgeBehavior == .handOff ? HandOff(time: crossing, velocity: velocity) : nil)
                }
                guard let next = motion.continuation else { break }
                if motion.piece == .coasting && next.piece == .bouncing { reachedBounce = true }
                tau -= motion.pieceEnd
                clockStart += motion.pieceEnd / 1000
                motion = next
            }
            segment = .release(motion, clockStart: clockStart)
            let state = motion.pieceState(milliseconds: tau)
            return Sample(position: state.position, velocity: state.velocity * 1000, finished: false,
                          reachedBounce: reachedBounce)

        case .frames(var integrator, var last, let bounces):
            guard edgeBehavior != .handOff else {
                // Scroll chaining hands a fling on at the exact crossing: the closed form from here.
                segment = .release(ReleaseMotion(range: range, position: integrator.position, velocity: integrator.velocity * 1000,
                                                 factor: integrator.factor, multiplier: integrator.multiplier, bounces: bounces),
                                   clockStart: last)
                return advance(to: t, range: range, edgeBehavior: edgeBehavior)
            }
            let dt = (t - last) * 1000
            var reachedBounce = false
            if dt >= UIKitFrameIntegrator.minimumStep {
                reachedBounce = integrator.step(milliseconds: dt, range: range, bounces: edgeBehavior == .bounce) && bounces
                last = t
            }
            segment = .frames(integrator, last: last, bounces: bounces)
            return Sample(position: integrator.position, velocity: integrator.velocity * 1000, finished: false,
                          reachedBounce: reachedBounce)

        case .targeted(let coast, let clockStart):
            let elapsed = max(0, t - clockStart)
            let position = coast.position(at: elapsed)
            if position > range.upperBound || position < range.lowerBound {
                let edge = position > range.upperBound ? range.upperBound : range.lowerBound
                // The exact crossing instant; a start already beyond the edge crosses at once.
                let crossing = min(coast.time(toReach: edge) ?? 0, elapsed)
                let velocity = coast.velocity(at: crossing)
                if edgeBehavior != .bounce {
                    segment = .resting(position: edge)
                    return Sample(position: edge, velocity: 0, finished: true,
                                  handOff: edgeBehavior == .handOff ? HandOff(time: clockStart + crossing, velocity: velocity) : nil)
                }
                segment = .release(ReleaseMotion(range: range, position: edge, velocity: velocity, factor: factor),
                                   clockStart: clockStart + crossing)
                var sample = advance(to: t, range: range, edgeBehavior: edgeBehavior)
                sample.reachedBounce = true
                return sample
            }
            if elapsed >= coast.duration {
                segment = .resting(position: coast.target)
                return Sample(position: coast.target, velocity: 0, finished: true)
            }
            return Sample(position: position, velocity: coast.velocity(at: elapsed), finished: false)

        case .paging(let snap, let start):
            let elapsed = max(0, t - start)
            if snap.hasEnded(at: elapsed) {
                segment = .resting(position: snap.target)
                return Sample(position: snap.target, velocity: 0, finished: true)
            }
            return Sample(position: snap.position(at: elapsed), velocity: snap.velocity(at: elapsed), finished: false)
        }
    }

    /// The velocity (pt/s) the motion has at `t` without advancing it.
    func velocity(at t: Double) -> Double {
        var probe = self
        switch segment {
        case .release(let motion, _):
            return probe.advance(to: t, range: motion.range, edgeBehavior: .bounce).velocity
        case .frames(let integrator, _, _):
            return integrator.velocity * 1000
        default:
            return probe.advance(to: t, range: -Double.infinity...Double.infinity, edgeBehavior: .bounce).velocity
        }
    }
}
