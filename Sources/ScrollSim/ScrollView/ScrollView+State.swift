import Foundation

/// The scroll view's state machine: one private ``ScrollView/State``, changed only by
/// ``ScrollView/transition(to:motion:willDecelerate:finished:)`` (<doc:CallbackOrder>).
extension ScrollView {
    /// What the view is doing. Every payload is a plain value (no references).
    ///
    /// Storage: a release's motion (``Motion``, both axes' closed forms, a few hundred bytes) is not a
    /// payload of `.decelerating`/`.bouncing` but the scroll view's ``ScrollView/motion``, stored beside the
    /// state, non-`nil` exactly in those two cases. The frame loop evaluates it every frame; kept in the
    /// enum, every `switch state` copied the whole enum (the compiler copies an enum to switch on it and
    /// to bind its payload), twice a frame. Stored apart, the state stays small (its largest payload is a
    /// ``Drag``) and the per-frame path reads the motion in place. The motion is still part of the state
    /// machine: only the transition installs or clears it, and only ``ScrollView/updateMotion(_:outOfRange:)``
    /// stores an advanced or re-planned one in place.
    enum State {
        /// At rest, no finger on it (or a finger that is not its own, see ``ScrollView/isTracking``).
        case idle
        /// A finger is down on the view at rest; its pan has not begun (hysteresis, <doc:Physics#Touch-pan-and-velocity>).
        case tracking
        /// A finger caught a moving view: the pan began at touch-down and holds the content until the finger
        /// has travelled 10 pt (<doc:Physics#Touch-pan-and-velocity> catch, <doc:CallbackOrder>).
        case caught(Drag)
        /// A pan owned by this view moves the content (<doc:Physics#Drag-and-rubber-band>).
        case dragging(Drag)
        /// A release's motion (``ScrollView/motion``) with the applied offset in range (<doc:Physics#Deceleration>).
        case decelerating
        /// A release's motion (``ScrollView/motion``) with the applied offset past an edge (<doc:Physics#Bounce>).
        case bouncing
        /// `setContentOffset(_:animated: true)` (<doc:Physics#Programmatic-motion>).
        case animating(Animation)
        /// A status-bar tap's scroll to top (<doc:Physics#Programmatic-motion>).
        case scrollingToTop(ScrollToTop)

        /// `.decelerating` or `.bouncing`: the states that carry a release ``Motion``.
        var isRelease: Bool {
            switch self {
            case .decelerating, .bouncing: return true
            default: return false
            }
        }
    }

    /// A pan owned by this view.
    struct Drag {
        /// The unconstrained offset at pan begin (points): `startOffset` of <doc:Physics#Drag-and-rubber-band>.
        var startX: Double, startY: Double
        /// The hysteresis subtracted from the finger's movement (points, window space).
        var hysteresisX = 0.0, hysteresisY = 0.0
        /// Which axes the pan moves (scrollable, after the directional lock).
        var movesX: Bool, movesY: Bool
        /// The pan caught an in-range deceleration: `isDecelerating` stays true through it (<doc:CallbackOrder>).
        var keepsDecelerating = false
        /// Scroll chaining only: the finger movement at the previous update (window points) and the
        /// unconstrained offset accumulated from the deltas this view kept (points).
        var lastMovementX = 0.0, lastMovementY = 0.0
        var unconstrainedX = 0.0, unconstrainedY = 0.0
    }

    /// A release's motion, both axes.
    struct Motion {
        var x: AxisMotion, y: AxisMotion
        /// The first frame whose time evaluates the motion.
        var firstFrame: Int
        /// The release velocity, points/second (for post-fling's `consumed`).
        var releaseVelocity: CGPoint = .zero
        /// `isDecelerating` reads true: `scrollViewWillBeginDecelerating` has been sent (or the motion
        /// continues a caught deceleration).
        var isAnnounced = false
        /// The transition that installs it still has to send `scrollViewWillBeginDecelerating`.
        var needsAnnouncement = true
    }

    /// `setContentOffset(_:animated: true)`.
    struct Animation {
        var x: ContentOffsetAnimation, y: ContentOffsetAnimation
        var start: Double
        /// Whether its end sends `scrollViewDidEndScrollingAnimation` (not for a refresh control's return).
        var announcesEnd = true
    }

    /// The status-bar tap's motion: the spring to the top on y, and on x the same spring back into the
    /// range if x was past an edge (a tap during a horizontal bounce) [model].
    struct ScrollToTop {
        var x: ScrollToTopSpring, y: ScrollToTopSpring
        var start: Double
    }
}
