/// How a release's motion is evaluated at frame times (<doc:Physics#Time-and-frames>, <doc:Physics#UIKit-frame-integrator>).
public enum Integration: String, Sendable, Equatable, CaseIterable {
    /// The closed forms, exact in time (the default): the same motion at any refresh rate, up to the first
    /// step and pixel rounding.
    case closedForm
    /// UIKit's per-frame integrator (``UIKitFrameIntegrator``, <doc:Physics#UIKit-frame-integrator> [re]): its quadratic
    /// approximation of `a^dt`, linear edge crossing and frame-time dependence. Scroll chaining's hand-off of
    /// a fling to an ancestor still uses the closed form.
    case uikitFrames
}
