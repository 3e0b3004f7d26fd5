/// UIKit's repeated-flick acceleration: a streak of quick same-direction flicks, each catching the
/// previous one's flight, scales the distance of the next deceleration by a growing multiplier.
///
/// <doc:Physics#Repeated-flicks> [re]. State per scroll view: count n = 0, multiplier m = 1, start multiplier m₀, end
/// time t_end, and the last non-zero velocity sign per axis (kept across gestures, initially negative).
/// Transitions, one method each:
/// 1. ``touchDown(at:catchesInRangeFlight:)``: keep n and m only if the touch catches a deceleration in
///    flight in range and `t_down ≤ t_end + 1 s`; otherwise n = 0, m = 1. Then m₀ = m.
/// 2. ``dragUpdate(velocity:rubberBandingX:rubberBandingY:distance:)`` with a non-zero velocity v (pt/ms):
///    a sign change on an axis, rubber-banding, or `|v| < 0.13 pt/ms` (2-D) → n = 0, m = 1; then, if n ≥ 3,
///    ```
///    m = min(m₀ + (1 + (n − 3)/2)·min(D/240, 0.9), 16)        D = the drag's 2-D distance (points)
///    ```
/// 3. ``release(at:rawVelocity:inOverscroll:paging:)``: in overscroll, or `|v| < 0.6 pt/ms` → n = 0, m = 1;
///    otherwise, unless paging, n += 1 and t_end = the release time.
/// 4. ``end()``: the motion reached the bounce, or stopped for any reason → n = 0, m = 1.
///
/// m scales the projected target (``Deceleration/projectedTarget(position:velocity:factor:multiplier:)``)
/// and the free-decay distance (``Deceleration/multiplier``), nothing else. Same-direction flicks each
/// dragging ≥ 216 pt give ×1, 1, 1, 1.9, 3.25, 5.05, 7.3, 10.0, 13.15, then 16.
///
/// Units: times in seconds (the simulation's clock), velocities in points per millisecond (UIKit's
/// unit for the pair it stores per drag update, <doc:Physics#Touch-pan-and-velocity>), distances in points.
public struct FlickStreak: Sendable, Equatable {
    /// A touch-down keeps the streak only within 1 s of the last counted release [re].
    public static let catchWindow = 1.0
    /// A drag update slower than 0.13 pt/ms (2-D) breaks the streak [re].
    public static let minimumDragSpeed = 0.13
    /// A release slower than 0.6 pt/ms (raw 2-D velocity) breaks the streak; a faster one counts [re].
    public static let minimumReleaseSpeed = 0.6
    /// The count from which drag updates grow the multiplier, 3 [re].
    public static let accelerationCount = 3
    /// The drag distance that earns a full step, 240 pt [re].
    public static let distancePerStep = 240.0
    /// The largest fraction of a step one drag earns, 0.9 (reached at 216 pt) [re].
    public static let maximumStepFraction = 0.9
    /// The cap on the multiplier, 16 [re].
    public static let maximumMultiplier = 16.0

    /// n, the number of counted flicks in the streak.
    public private(set) var count = 0
    /// m, the distance multiplier in force (1 outside a streak).
    public private(set) var multiplier = 1.0
    /// m₀, the multiplier at the last touch-down: the base that drag updates add to.
    public private(set) var startMultiplier = 1.0
    /// t_end, the time (seconds) of the last counted release; `nil` before the first.
    public private(set) var endTime: Double?
    /// The sign (+1 or −1) of the last non-zero drag velocity on x; initially −1 [re].
    public private(set) var lastSignX = -1.0
    /// The sign (+1 or −1) of the last non-zero drag velocity on y; initially −1 [re].
    public private(set) var lastSignY = -1.0

    /// A fresh scroll view's state: no streak, m = 1, both last signs negative.
    public init() {}

    /// A touch went down at `time` (seconds). `catchesInRangeFlight`: it caught a deceleration still
    /// moving (non-zero velocity) inside the content range. The streak survives only then, and only within
    /// ``catchWindow`` of the last counted release; either way m₀ becomes the multiplier in force.
    public mutating func touchDown(at time: Double, catchesInRangeFlight: Bool) {
        let withinWindow = endTime.map { time <= $0 + FlickStreak.catchWindow } ?? false
        if !(catchesInRangeFlight && withinWindow) { reset() }
        startMultiplier = multiplier
    }

    /// A drag update stored the new `current` velocity (points/ms, per axis, the sign of the offset).
    ///
    /// A zero velocity (a caught pan that has not moved yet) changes nothing. Otherwise the streak breaks
    /// if an axis's non-zero velocity has the opposite sign to that axis's last non-zero velocity, if an
    /// axis is rubber-banding (`rubberBandingX`/`rubberBandingY`: the drag is past an edge on it), or if
    /// `|v| < 0.13` (2-D). Then, from the third counted flick on, the multiplier grows with the drag:
    /// `m = min(m₀ + (1 + (n − 3)/2)·min(D/240, 0.9), 16)`, with `(n − 3)/2` in floating point (n = 4 → 0.5)
    /// and D the length of `distance` (the rubber-banded offset minus `startOffset`, points), its square root
    /// taken in single precision as UIKit does.
    public mutating func dragUpdate(velocity: (x: Double, y: Double), rubberBandingX: Bool, rubberBandingY: Bool,
                                    distance: (x: Double, y: Double)) {
        guard velocity.x != 0 || velocity.y != 0 else { return }
        var breaks = rubberBandingX || rubberBandingY
        if velocity.x != 0 {
            let sign: Double = velocity.x > 0 ? 1 : -1
            if sign != lastSignX { breaks = true }
            lastSignX = sign
        }
        if velocity.y != 0 {
            let sign: Double = velocity.y > 0 ? 1 : -1
            if sign != lastSignY { breaks = true }
            lastSignY = sign
        }
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        if speed < FlickStreak.minimumDragSpeed { breaks = true }
        if breaks { reset() }
        guard count >= FlickStreak.accelerationCount else { return }
        let length = Double(Float(distance.x * distance.x + distance.y * distance.y).squareRoot())
        let fraction = min(length / FlickStreak.distancePerStep, FlickStreak.maximumStepFraction)
        let steps = 1 + Double(count - FlickStreak.accelerationCount) / 2
        multiplier = min(startMultiplier + steps * fraction, FlickStreak.maximumMultiplier)
    }

    /// The finger lifted at `time` (seconds) with the raw latest velocity `rawVelocity` (points/ms, the
    /// pair's `current` before <doc:Physics#Touch-pan-and-velocity>'s blend). In overscroll (`inOverscroll`) or slower than
    /// ``minimumReleaseSpeed`` (2-D) the streak breaks; otherwise, unless the view pages (`paging`), the
    /// flick counts (n += 1) and `time` becomes t_end.
    public mutating func release(at time: Double, rawVelocity: (x: Double, y: Double), inOverscroll: Bool, paging: Bool) {
        let speed = (rawVelocity.x * rawVelocity.x + rawVelocity.y * rawVelocity.y).squareRoot()
        if inOverscroll || speed < FlickStreak.minimumReleaseSpeed {
            reset()
        } else if !paging {
            count += 1
            endTime = time
        }
    }

    /// The motion reached the bounce (crossed an edge) or stopped (any `didEndDecelerating`): n = 0, m = 1.
    public mutating func end() { reset() }

    private mutating func reset() {
        count = 0
        multiplier = 1
    }
}
