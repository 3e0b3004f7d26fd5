import Foundation

// UIKit's block-based view animations (`UIView.animate(withDuration:…)`) on the simulation's frame clock.
// The model is in <doc:ViewAnimations>; the engine's side is ``ViewAnimator``.
extension View {
    /// Options of a block-based animation, as UIKit's `UIView.AnimationOptions` (the same raw values).
    ///
    /// The timing curve (`.curveEaseInOut`, the default, `.curveEaseIn`, `.curveEaseOut`, `.curveLinear`) is
    /// honoured. `.beginFromCurrentState` is accepted and is what every animation does anyway (a property that
    /// is already animating starts from its drawn value); `.allowUserInteraction` and `.layoutSubviews` are
    /// accepted and change nothing (hit-testing uses model values; layout is not animated separately).
    /// `.repeat`, `.autoreverse` and the transition options are not modelled (accepted, ignored).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The option bits, UIKit's raw values.
        public let rawValue: UInt
        /// Creates options from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews with the parent (UIKit `1 << 0`); accepted, no effect here.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the view take touches while animating (UIKit `1 << 1`); accepted, no effect here
        /// (hit-testing reads model values).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current drawn value (UIKit `1 << 2`); every animation here does.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (UIKit `1 << 3`); not modelled (ignored).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs back and forth (UIKit `1 << 4`); not modelled (ignored).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out, UIKit's default (raw value 0): ``CubicTimingCurve/easeInEaseOut``.
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in (UIKit `1 << 16`): ``CubicTimingCurve/easeIn``.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out (UIKit `2 << 16`): ``CubicTimingCurve/easeOut``.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear (UIKit `3 << 16`): ``CubicTimingCurve/linear``.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve these options select (bits 16–19, as UIKit).
        public var timingCurve: CubicTimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInEaseOut
            }
        }
    }

    /// Animates the changes made in `animations` to views' animatable properties (``frame``, ``bounds``' size,
    /// ``center``, ``alpha``, ``transform``, ``backgroundColor``; frames that a `layoutIfNeeded()` inside the
    /// block sets, so constraint changes animate), as `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The block runs at once and the model values take their end values at once (a read returns them);
    /// what is drawn (``presentationFrame``, ``presentationAlpha``, …, and the traces) goes from the old to the
    /// new value along the options' timing curve, starting `delay` seconds after the frame in which the
    /// animation is committed (the next frame the ``Simulation`` runs). `completion(true)` runs in the frame that
    /// reaches `delay + duration`; an animation whose every property is taken over by a newer animation ends with
    /// `completion(false)` [model of UIKit's interruption]. A duration ≤ 0, or a block that changes nothing,
    /// animates nothing and completes in the next frame (UIKit: the next run-loop turn). See <doc:ViewAnimations>.
    /// - Parameters:
    ///   - duration: seconds.
    ///   - delay: seconds before the change starts (default 0); the old value is drawn meanwhile.
    ///   - options: the timing curve and flags (default: ease in and out).
    ///   - animations: the changes; runs synchronously.
    ///   - completion: called with whether the animation ran to its end.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        ViewAnimator.animate(duration: duration, delay: delay, curve: options.timingCurve,
                             animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay: 0, options: [], animations:completion:)`, as UIKit's overload.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        ViewAnimator.animate(duration: duration, delay: 0, curve: .easeInEaseOut, animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay: 0, options: [], animations:completion: nil)`, as UIKit's overload.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        ViewAnimator.animate(duration: duration, delay: 0, curve: .easeInEaseOut, animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` with animations off, as `UIView.performWithoutAnimation(_:)`: its changes
    /// are drawn at once even inside an animation block, an `animate` call inside it does not animate, and
    /// ``areAnimationsEnabled`` reads `false` meanwhile (an animation already running on a property keeps
    /// drawing until it ends, as Core Animation does).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimator.withoutAnimation(actionsWithoutAnimation)
    }

    /// Whether animation blocks animate, as `UIView.areAnimationsEnabled` (default `true`); see
    /// ``setAnimationsEnabled(_:)``.
    public static var areAnimationsEnabled: Bool { ViewAnimator.animationsEnabled }

    /// Turns animation blocks on or off, as `UIView.setAnimationsEnabled(_:)`: while off, a block's changes are
    /// drawn at once and its completion runs in the next frame.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimator.animationsEnabled = enabled
    }

    // MARK: Presentation (what is drawn)

    /// The frame as drawn before the transform (points, superview coordinates): the animated frame while a
    /// frame animation runs, else ``frame``. Core Animation's presentation layer's frame without its transform.
    public var presentationLayoutFrame: CGRect {
        if let presentation, presentation.animates(.frame) { return presentation.frame }
        return frame
    }

    /// The alpha as drawn: the animated value while an alpha animation runs, else ``alpha`` (0 … 1).
    public var presentationAlpha: CGFloat {
        if let presentation, presentation.animates(.alpha) { return presentation.alpha }
        return alpha
    }

    /// The transform as drawn: the animated value while a transform animation runs, else ``transform``.
    public var presentationTransform: ViewTransform {
        if let presentation, presentation.animates(.transform) { return presentation.transform }
        return transform
    }

    /// The background colour as drawn: the animated value while a colour animation runs (a `nil` end is
    /// animated as ``Color/clear``), else ``backgroundColor``.
    public var presentationBackgroundColor: Color? {
        if let presentation, presentation.animates(.backgroundColor) { return presentation.backgroundColor }
        return backgroundColor
    }
}
