import Foundation

/// The engine behind ``View/animate(withDuration:delay:options:animations:completion:)``: it records the
/// changes an animation block makes, keeps the running animations and evaluates them once per frame
/// (<doc:ViewAnimations>).
///
/// All its state is static, as UIKit's animation state is per process: the block-based API is static and
/// names no simulation. An animation is bound to the first ``Simulation`` that runs a frame after it was
/// made (its commit, and its clock's start); only that simulation's frames advance it, and it is dropped
/// without completion if that simulation is gone. A frame without animations pays one flag check.
@MainActor
enum ViewAnimator {
    /// Whether setters must report changes (an animation block is running, not inside
    /// `performWithoutAnimation`). Read by every animatable setter: one flag.
    static var isCapturing = false
    /// Whether some animation runs or waits for its completion: the frame loop's one flag.
    static var isActive = false
    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled = true
    /// The block being recorded, if any.
    private static var capture: AnimationCapture?
    /// The running animations, in the order they were made.
    private static var groups: [AnimationGroup] = []
    /// The animations that ended in the frame being processed (reused buffer).
    private static var endedGroups: [AnimationGroup] = []

    /// A tolerance on elapsed time (seconds): an animation that ends within it of a frame ends in that
    /// frame (`k/rate` and a duration in decimal seconds rarely agree to the last bit), as
    /// ``Simulation/run(seconds:)`` counts frames.
    static let endTolerance = 1e-9

    // MARK: Recording a block

    /// A setter of `view` is about to change `property`: remember the old value (the first time in the block).
    static func willChange(_ view: View, _ property: AnimatedProperty) {
        guard let capture else { return }
        var index = 0
        while index < capture.changes.count {
            if capture.changes[index].view === view && capture.changes[index].property == property { return }
            index += 1
        }
        capture.changes.append(AnimationCapture.Change(view: view, property: property, old: view.modelValue(of: property)))
    }

    /// Runs `animations`, recording its changes, and makes the animation (see ``View/animate(withDuration:delay:options:animations:completion:)``).
    static func animate(duration: Double, delay: Double, curve: CubicTimingCurve, animations: () -> Void,
                        completion: ((Bool) -> Void)?) {
        precondition(duration.isFinite && delay.isFinite,
                     "UIView.animate: duration and delay must be finite, got \(duration), \(delay)")
        let outer = capture, outerCapturing = isCapturing
        let recording = AnimationCapture()
        capture = recording
        isCapturing = animationsEnabled
        animations()
        capture = outer
        isCapturing = outerCapturing
        let group = AnimationGroup(delay: max(0, delay), duration: duration, curve: curve, completion: completion)
        let animates = duration > 0 && animationsEnabled
        for change in recording.changes {
            let new = change.view.modelValue(of: change.property)
            guard new != change.old else { continue }
            // The drawn value where a running animation left it; the old model value otherwise.
            let start = change.view.presentation.flatMap { $0.animates(change.property) ? $0.value(of: change.property) : nil }
                ?? change.old
            interruptAnimation(of: change.view, change.property)
            guard animates, start != new else { continue }
            let presentation = change.view.presentation ?? PresentationValues()
            change.view.presentation = presentation
            presentation.set(change.property, start)
            group.tracks.append(AnimationTrack(view: change.view, property: change.property, from: start, to: new))
        }
        groups.append(group)
        isActive = true
    }

    /// Runs `body` with recording suspended and animations disabled (`performWithoutAnimation`: an
    /// `animate` call inside it does not animate either, and `areAnimationsEnabled` reads `false`, as UIKit).
    static func withoutAnimation(_ body: () -> Void) {
        let outerCapturing = isCapturing, outerEnabled = animationsEnabled
        isCapturing = false
        animationsEnabled = false
        body()
        isCapturing = outerCapturing
        animationsEnabled = outerEnabled
    }

    /// Removes the running animation of `property` on `view`, if any; its animation will complete with `false`.
    private static func interruptAnimation(of view: View, _ property: AnimatedProperty) {
        guard let presentation = view.presentation, presentation.animates(property) else { return }
        for group in groups {
            if let index = group.tracks.firstIndex(where: { $0.view === view && $0.property == property }) {
                group.tracks.remove(at: index)
                group.ranToEnd = false
                presentation.clear(property)
                return
            }
        }
    }

    // MARK: The frame loop

    /// Whether `simulation` has animations to run: one of its own, or one not yet committed.
    static func hasWork(for simulation: Simulation) -> Bool {
        guard isActive else { return false }
        return groups.contains { $0.startFrame < 0 || $0.owner === simulation }
    }

    /// Frame `frame` of `simulation` (after its layout pass): commits new animations (their clock starts
    /// here), draws each of its animations at the frame's time, ends those that reached their end and then
    /// runs their completions, in the order the animations were made. Allocates nothing.
    static func advance(_ simulation: Simulation, frame: Int, refreshRate: Double) {
        var index = 0
        while index < groups.count {
            let group = groups[index]
            if group.startFrame < 0 {
                group.startFrame = frame
                group.owner = simulation
            } else if group.owner !== simulation {
                if group.owner == nil {
                    // Its simulation is gone: nothing will draw it again.
                    group.clearPresentation()
                    groups.remove(at: index)
                    continue
                }
                index += 1
                continue
            }
            let elapsed = Double(frame - group.startFrame) / refreshRate - group.delay
            if group.tracks.isEmpty || elapsed >= group.duration - endTolerance {
                group.clearPresentation()
                endedGroups.append(group)
                groups.remove(at: index)
                continue
            }
            let progress = elapsed <= 0 ? 0 : group.curve.value(at: elapsed / group.duration)
            var track = 0
            while track < group.tracks.count {
                group.tracks[track].draw(progress: progress)
                track += 1
            }
            index += 1
        }
        isActive = !groups.isEmpty
        guard !endedGroups.isEmpty else { return }
        index = 0
        while index < endedGroups.count {
            let group = endedGroups[index]
            group.completion?(group.ranToEnd)
            index += 1
        }
        endedGroups.removeAll(keepingCapacity: true)
    }
}

/// An animatable property of a view; the raw value is its bit in ``PresentationValues``.
enum AnimatedProperty: UInt8 {
    case frame = 1, alpha = 2, transform = 4, backgroundColor = 8
}

/// A value of an animatable property as four numbers (a frame's x, y, width, height; an alpha in the first;
/// a transform's scaleX, scaleY, translationX, translationY; a colour's red, green, blue, alpha), so that one
/// interpolation serves them all.
struct AnimationVector: Equatable {
    var a: Double, b: Double, c: Double, d: Double

    /// `from + (to − from)·progress`, component by component.
    static func interpolate(_ from: AnimationVector, _ to: AnimationVector, _ progress: Double) -> AnimationVector {
        AnimationVector(a: from.a + (to.a - from.a) * progress, b: from.b + (to.b - from.b) * progress,
                        c: from.c + (to.c - from.c) * progress, d: from.d + (to.d - from.d) * progress)
    }
}

/// The changes one animation block made: each (view, property) once, with its value before the block.
@MainActor
final class AnimationCapture {
    struct Change {
        let view: View
        let property: AnimatedProperty
        let old: AnimationVector
    }
    var changes: [Change] = []
}

/// One property of one view moving from `from` to `to`.
@MainActor
struct AnimationTrack {
    let view: View
    let property: AnimatedProperty
    let from: AnimationVector
    let to: AnimationVector

    /// Writes the value at `progress` (0 … 1 of the change) into the view's presentation.
    func draw(progress: Double) {
        view.presentation?.set(property, AnimationVector.interpolate(from, to, progress))
    }
}

/// One `animate` call: its timing, its tracks and its completion.
@MainActor
final class AnimationGroup {
    let delay: Double
    let duration: Double
    let curve: CubicTimingCurve
    let completion: ((Bool) -> Void)?
    var tracks: [AnimationTrack] = []
    /// The frame that committed it (its clock's zero), −1 before.
    var startFrame = -1
    /// The simulation whose frames run it, from its commit on.
    weak var owner: Simulation?
    /// False once a newer animation took over one of its properties.
    var ranToEnd = true

    init(delay: Double, duration: Double, curve: CubicTimingCurve, completion: ((Bool) -> Void)?) {
        self.delay = delay
        self.duration = duration
        self.curve = curve
        self.completion = completion
    }

    /// Lets each animated view draw its model value again.
    func clearPresentation() {
        for track in tracks { track.view.presentation?.clear(track.property) }
    }
}

/// What a view draws for its animating properties (Core Animation's presentation layer, reduced to the
/// properties the engine animates). Allocated the first time a view animates and reused afterwards.
@MainActor
final class PresentationValues {
    /// Which properties are animating (``AnimatedProperty`` bits); the others draw the model value.
    private(set) var mask: UInt8 = 0
    private(set) var frame = CGRect.zero
    private(set) var alpha: CGFloat = 1
    private(set) var transform = ViewTransform.identity
    private(set) var backgroundColor = Color.clear

    func animates(_ property: AnimatedProperty) -> Bool { mask & property.rawValue != 0 }

    func clear(_ property: AnimatedProperty) { mask &= ~property.rawValue }

    func set(_ property: AnimatedProperty, _ value: AnimationVector) {
        mask |= property.rawValue
        switch property {
        case .frame: frame = CGRect(x: value.a, y: value.b, width: value.c, height: value.d)
        case .alpha: alpha = CGFloat(value.a)
        case .transform: transform = ViewTransform(scaleX: value.a, scaleY: value.b, translationX: value.c, translationY: value.d)
        case .backgroundColor: backgroundColor = Color(red: value.a, green: value.b, blue: value.c, alpha: value.d)
        }
    }

    func value(of property: AnimatedProperty) -> AnimationVector {
        switch property {
        case .frame: return AnimationVector(frame)
        case .alpha: return AnimationVector(a: Double(alpha), b: 0, c: 0, d: 0)
        case .transform: return AnimationVector(transform)
        case .backgroundColor: return AnimationVector(backgroundColor)
        }
    }
}

extension AnimationVector {
    init(_ rect: CGRect) {
        self.init(a: Double(rect.origin.x), b: Double(rect.origin.y), c: Double(rect.size.width), d: Double(rect.size.height))
    }
    init(_ transform: ViewTransform) {
        self.init(a: Double(transform.scaleX), b: Double(transform.scaleY),
                  c: Double(transform.translationX), d: Double(transform.translationY))
    }
    init(_ color: Color) {
        self.init(a: Double(color.red), b: Double(color.green), c: Double(color.blue), d: Double(color.alpha))
    }
}

extension View {
    /// The model value of `property` as an ``AnimationVector`` (a `nil` background colour as clear).
    func modelValue(of property: AnimatedProperty) -> AnimationVector {
        switch property {
        case .frame: return AnimationVector(storedFrame)
        case .alpha: return AnimationVector(a: Double(alpha), b: 0, c: 0, d: 0)
        case .transform: return AnimationVector(transform)
        case .backgroundColor: return AnimationVector(backgroundColor ?? .clear)
        }
    }
}
