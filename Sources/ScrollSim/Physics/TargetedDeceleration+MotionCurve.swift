/// A re-planned deceleration (<doc:Physics#Release-target-and-hand-off> [re][measured]) is a ``MotionCurve`` ending on its target:
/// ``TargetedDeceleration/duration`` is the instant it reaches the target (after the snap or the creep).
extension TargetedDeceleration: MotionCurve {
    /// Where the motion rests: the delegate's target (points).
    public var destination: Double { target }
}
