import Foundation

/// One step of a scripted finger, in window coordinates (points) and seconds.
///
/// A script is a list of steps run back to back from the simulation's current time. The digitiser
/// reports the finger only at its ticks (`digitizerRate`, default 120 Hz), so every duration is
/// rounded to a whole number of ticks (documented, not silent: at 120 Hz 0.1 s is exactly 12 ticks).
/// - `down(at:)`: the finger touches down, at the current instant.
/// - `move(to:duration:)`: constant speed to `to`; one sample per tick in (start, start + duration]; the
///   duration must be > 0 and is at least one tick.
/// - `hold(duration:)`: the finger stays still; a stationary sample each tick (they count as drag
///   updates, so the velocity falls to zero).
/// - `pause(duration:)`: the finger stays down and the digitiser reports nothing (the iOS Simulator's held
///   mouse): the pan keeps the stale velocity of the last moves (<doc:Physics#Touch-pan-and-velocity>). The next step (an `up`:
///   the lift) starts at its end; a lift after a pause takes <doc:Physics#Release-target-and-hand-off>'s first step only if the pause lasted
///   between 0.8 and 2.4 frames.
/// - `up`: the finger lifts, at the instant the previous step ended.
/// - `wait(duration:)`: time passes with no finger on the screen.
/// - `statusBarTap`: a tap on the status bar (scroll to top, <doc:Physics#Programmatic-motion>), at the current instant.
/// - `tap(at:)`: a quick tap of a finger: down at `at`, then up at the same point ``tapDuration`` (0.1 s)
///   later with no report in between (a quick tap, shorter than UIKit's 0.15-s content-touch delay). On a
///   resting list it selects the cell under the point (<doc:CallbackOrder#Tap-on-a-list>); on a moving one it
///   stops it.
public enum Gesture: Sendable, Equatable {
    case down(at: CGPoint)
    case move(to: CGPoint, duration: Double)
    case hold(duration: Double)
    case pause(duration: Double)
    case up
    case wait(duration: Double)
    case statusBarTap
    case tap(at: CGPoint)

    /// How long a ``tap(at:)`` keeps the finger down, seconds (0.1 s, [model]: a quick tap, below UIKit's
    /// 0.15-s `delaysContentTouches` delay, so its touch-down and lift reach the cell together).
    public static let tapDuration = 0.1

    /// The step's name as written in scenario JSON (`down`, `move`, `hold`, `pause`, `up`, `wait`,
    /// `statusBarTap`, `tap`).
    public var name: String {
        switch self {
        case .down: return "down"
        case .move: return "move"
        case .hold: return "hold"
        case .pause: return "pause"
        case .up: return "up"
        case .wait: return "wait"
        case .statusBarTap: return "statusBarTap"
        case .tap: return "tap"
        }
    }
}
