import Foundation

/// The pan recognizer's velocity estimate, UIKit's blend of the two latest touch samples
/// (<doc:Physics#Touch-pan-and-velocity>; the weights are reverse-engineered from UIKit, marked [re]).
///
/// Each touch report after the first gives a sample `Δposition/Δt` (window space, points per second,
/// the time in seconds). The estimate is
/// ```
/// velocity = 0.2·latest + 0.8·previous        (just 0.2·latest after the first sample)
/// ```
/// so a finger at constant speed reads exactly that speed from its second sample on, and a pan's
/// release velocity lags a change of speed by one report. ``PanGestureRecognizer``'s velocity is this
/// estimate; a ``ScrollView`` converts it to points per millisecond for the release (<doc:Physics>).
public struct VelocityTracker: Sendable {
    /// Weight of the latest sample, 0.2 [re]; the previous one weighs `1 − latestWeight` = 0.8.
    public static let latestWeight = 0.2

    private var lastLocation: CGPoint
    private var lastTime: Double
    private var previousSample: CGPoint? = nil
    /// The latest sample, points/second, or `nil` before the second report.
    public private(set) var latestSample: CGPoint? = nil

    /// Starts at the touch-down: `location` in window points, `time` in seconds.
    public init(location: CGPoint, time: Double) {
        lastLocation = location
        lastTime = time
    }

    /// Adds the report at `location` at `time` (seconds). Reports with no elapsed time are ignored.
    public mutating func add(location: CGPoint, time: Double) {
        let dt = time - lastTime
        guard dt > 0 else { return }
        previousSample = latestSample
        latestSample = CGPoint(x: (location.x - lastLocation.x) / dt, y: (location.y - lastLocation.y) / dt)
        lastLocation = location
        lastTime = time
    }

    /// The recognizer's velocity, points/second (window space): zero before the second report.
    public var velocity: CGPoint {
        guard let latest = latestSample else { return .zero }
        let w = VelocityTracker.latestWeight
        guard let previous = previousSample else { return CGPoint(x: w * latest.x, y: w * latest.y) }
        return CGPoint(x: w * latest.x + (1 - w) * previous.x, y: w * latest.y + (1 - w) * previous.y)
    }
}
