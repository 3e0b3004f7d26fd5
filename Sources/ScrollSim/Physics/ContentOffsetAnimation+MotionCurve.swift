/// `setContentOffset(_:animated: true)` as a ``MotionCurve`` (<doc:Physics#Programmatic-motion> [re][doc]): a fixed 0.3-second
/// ease `start + (target − start)·sin²(π·t/0.6)` resting on its target.
extension ContentOffsetAnimation: MotionCurve {
    /// The animation's fixed length, ``ContentOffsetAnimation/duration-type.property`` = 0.3 s, whatever the distance.
    /// (UIKit starts no animation when the target equals the offset; the curve itself is then constant.)
    public var duration: Double { ContentOffsetAnimation.duration }

    /// Where the animation ends: its target (points).
    public var destination: Double { target }
}
