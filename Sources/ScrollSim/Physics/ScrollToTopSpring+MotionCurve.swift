/// The scroll-to-top spring as a ``MotionCurve`` (<doc:Physics#Programmatic-motion> [re]): a critically damped spring
/// (response 0.6 s) from rest, placed on its target after its fixed 1.6 s.
extension ScrollToTopSpring: MotionCurve {
    /// The motion's fixed length, ``ScrollToTopSpring/duration-type.property`` = 1.6 s.
    public var duration: Double { ScrollToTopSpring.duration }

    /// Where the spring rests: the top of the content (points).
    public var destination: Double { target }
}
