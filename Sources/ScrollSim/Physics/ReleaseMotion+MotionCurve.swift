/// ``ReleaseMotion`` is a ``MotionCurve``: the whole release of one axis (deceleration, edge, bounce) with
/// the shared shape (`position(at:)`, `velocity(at:)`, `duration`, `destination`).
extension ReleaseMotion: MotionCurve {}
