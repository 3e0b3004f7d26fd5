/// What the scroll views of one simulation share: the clock, the pixel grid, the recorder and the
/// window's safe area. A scroll view outside any simulation has a context of its own (time 0, 120 Hz,
/// scale 3, no safe area).
@MainActor
final class SimulationContext {
    /// The instant being processed, seconds: an event's timestamp during event processing, the frame
    /// time during motion and layout.
    var time: Double = 0
    /// Index of the frame being processed.
    var frameIndex: Int = 0
    /// Frames per second.
    var refreshRate: Double = 120
    /// The screen's pixel grid.
    var grid = PixelGrid(scale: 3)
    /// How release motions are evaluated (<doc:Physics#UIKit-frame-integrator>).
    var integration = Integration.closedForm
    /// Where callbacks and frames are recorded, if anywhere.
    var recorder: TraceRecorder?
    /// The window's safe area, points from each window edge (``Simulation/safeAreaInsets``); zero by
    /// default, which keeps `adjustedContentInset == contentInset` without any work.
    var safeAreaInsets: EdgeInsets = .zero {
        didSet { hasSafeArea = safeAreaInsets != .zero }
    }
    /// Whether a ``Simulation`` owns this context (a scroll view outside any simulation has a context of
    /// its own, with this `false`).
    var isSimulation = false
    /// `safeAreaInsets != .zero`, kept with it: the per-frame range reads this one flag.
    private(set) var hasSafeArea = false

    init() {}
}
