/// A one-axis motion given in closed form as a function of elapsed time: what the engine samples at every
/// frame (<doc:Physics#Time-and-frames>: motion is evaluated in closed form, never accumulated per frame).
///
/// Units: t in seconds since the motion's clock started (<doc:Physics#Release-target-and-hand-off>), positions in points, velocities in
/// points per second. The conforming types document what "position" means for them (``Bounce``: the
/// excess past the edge) and which stop rule ends them.
public protocol MotionCurve: Sendable {
    /// Position (points) `t` seconds after the motion's clock started.
    func position(at t: Double) -> Double
    /// Velocity (points/second) `t` seconds after the motion's clock started.
    func velocity(at t: Double) -> Double
    /// Seconds from the clock start until the motion ends by its own stop rule.
    var duration: Double { get }
    /// Where the motion comes to rest (points), in the same frame as ``position(at:)``.
    var destination: Double { get }
}
