import Foundation

/// The pan recognizer's velocity estimate (<doc:Physics#Touch-pan-and-velocity> [re]).
///
/// Each touch report gives a sample `Δposition/Δt` (window space, points/second). The estimate is
/// ```
/// velocity = 0.2·latest + 0.8·previous        (just 0.2·latest after the first sample)
/// ```
/// so a finger at constant speed reads exactly that speed from its second sample on.
struct VelocityTracker: Sendable {
    /// Weight of the latest sample, 0.2 [re].
    static let latestWeight = 0.2

    private var lastLocation: CGPoint
    private var lastTime: Double
    private var previousSample: CGPoint? = nil
    private(set) var latestSample: CGPoint? = nil

    /// Starts at the touch-down.
    init(location: CGPoint, time: Double) {
        lastLocation = location
        lastTime = time
    }

    /// Adds the report at `location` at `time` (seconds). Reports with no elapsed time are ignored.
    mutating func add(location: CGPoint, time: Double) {
        let dt = time - lastTime
        guard dt > 0 else { return }
        previousSample = latestSample
        latestSample = CGPoint(x: (location.x - lastLocation.x) / dt, y: (location.y - lastLocation.y) / dt)
        lastLocation = location
        lastTime = time
    }

    /// The recognizer's velocity, points/second.
    var velocity: CGPoint {
        guard let latest = latestSample else { return .zero }
        let w = VelocityTracker.latestWeight
        guard let previous = previousSample else { return CGPoint(x: w * latest.x, y: w * latest.y) }
        return CGPoint(x: w * latest.x + (1 - w) * previous.x, y: w * latest.y + (1 - w) * previous.y)
    }
}
