import Foundation
import ScrollSim

/// The setup of <doc:Physics#Worked-examples>'s worked examples: one 390 × 844 scroll view named `"scrollView"` at the
/// window origin, zero insets, rate `.normal`, content as wide as the view, a ``TraceRecorder`` and a
/// ``RecordingDelegate``. Defaults: 120 Hz frames, 120 Hz digitiser, screen scale 3.
@MainActor
public final class SimulationFixture {
    /// The <doc:Physics#Worked-examples> scroll view size, points.
    nonisolated public static let viewSize = CGSize(width: 390, height: 844)
    /// The scroll view's trace name.
    nonisolated public static let viewName = "scrollView"

    /// The scroll view under test.
    public let scrollView: ScrollView
    /// The simulation whose root is `scrollView`.
    public let simulation: Simulation
    /// The trace of every frame and callback.
    public let recorder: TraceRecorder
    /// The delegate (set as `scrollView.delegate`; held strongly here because the property is weak).
    public let delegate: RecordingDelegate

    /// The delegate's log.
    public var log: CallbackLog { delegate.log }

    /// Creates the fixture; `configure` runs on the scroll view before the simulation is created.
    public init(contentHeight: Double, offsetY: Double, refreshRate: Double = 120, screenScale: Double = 3,
                digitizerRate: Double = 120, configure: (ScrollView) -> Void = { _ in }) throws {
        let view = ScrollView(frame: CGRect(origin: .zero, size: Self.viewSize), name: Self.viewName)
        view.contentSize = CGSize(width: Self.viewSize.width, height: CGFloat(contentHeight))
        view.contentOffset = CGPoint(x: 0, y: CGFloat(offsetY))
        configure(view)
        scrollView = view
        delegate = RecordingDelegate()
        view.delegate = delegate
        simulation = try Simulation(root: view, refreshRate: refreshRate, screenScale: screenScale,
                                    digitizerRate: digitizerRate)
        recorder = TraceRecorder()
        simulation.recorder = recorder
    }

    /// The offset y of the scroll view now, points.
    public var offsetY: Double { Double(scrollView.contentOffset.y) }

    /// The scroll view's frame records.
    public var frames: [FrameRecord] { recorder.frames(of: Self.viewName) }

    /// The frame index that processed the lift (the first `scrollViewWillEndDragging`).
    public var releaseFrame: Int? { recorder.releaseFrame(of: Self.viewName) }

    /// Offset y at frame `release + k`.
    public func offsetY(releasePlus k: Int) -> Double? { recorder.offsetY(of: Self.viewName, releasePlus: k) }

    /// A vertical fling/drag in window coordinates: down at (200, fromY), move to (200, toY) in `duration`,
    /// then up. The finger moving up (toY < fromY) scrolls the content up (offset increases).
    nonisolated public static func drag(fromY: Double, toY: Double, duration: Double, holdAfter hold: Double = 0) -> [Gesture] {
        var steps: [Gesture] = [.down(at: CGPoint(x: 200, y: fromY)),
                                .move(to: CGPoint(x: 200, y: toY), duration: duration)]
        if hold > 0 { steps.append(.hold(duration: hold)) }
        steps.append(.up)
        return steps
    }
}
