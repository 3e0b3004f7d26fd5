import ScrollSim
import ScrollSimUIKit

/// One frame of a driven screen: the frame index, the scroll view's offset as the trace recorded it, and
/// what the test read from the screen after that frame's layout.
struct ScreenFrame<Snapshot> {
    var frame: Int
    var offset: CGPoint
    var value: Snapshot
}

/// Runs gesture scripts on a simulation of a screen (each script followed by `runUntilIdle`) and returns,
/// for every frame, `snapshot()` taken after the frame's layout paired with `scrollView`'s offset from
/// the simulation's trace (checked to be the offset the snapshot saw).
func driveScreen<Snapshot>(_ simulation: Simulation, following scrollView: UIScrollView, _ scripts: [[Gesture]],
                           snapshot: @escaping () -> Snapshot) throws -> [ScreenFrame<Snapshot>] {
    let recorder = TraceRecorder()
    simulation.recorder = recorder
    var captured: [(frame: Int, offset: CGPoint, value: Snapshot)] = []
    simulation.addFrameObserver { simulation in
        captured.append((simulation.frameCount, scrollView.contentOffset, snapshot()))
    }
    for script in scripts {
        try simulation.perform(script)
        simulation.runUntilIdle()
    }
    let recorded = recorder.frames.filter { $0.view == scrollView.name }
    precondition(recorded.count == captured.count, "one trace row per frame for \(scrollView.name)")
    return zip(recorded, captured).map { row, capture in
        precondition(row.frame == capture.frame && row.offset == capture.offset,
                     "trace and snapshot disagree at frame \(row.frame)")
        return ScreenFrame(frame: row.frame, offset: row.offset, value: capture.value)
    }
}

/// A finger put down at `from`, moved to `to` in `duration` seconds, held `hold` seconds, lifted.
func drag(_ from: CGPoint, _ to: CGPoint, _ duration: Double, hold: Double = 0) -> [Gesture] {
    var script: [Gesture] = [.down(at: from), .move(to: to, duration: duration)]
    if hold > 0 { script.append(.hold(duration: hold)) }
    script.append(.up)
    return script
}

/// A 393 × 852-pt screen (@3x, 120 Hz) without a safe area: the seed articles' numbers hold as written,
/// with no status-bar inset added to a scroll view's `adjustedContentInset`.
func screenWithoutSafeArea() -> UIScreen {
    UIScreen(device: UIScreen.Device(name: "393 × 852 without a safe area", size: CGSize(width: 393, height: 852),
                                     scale: 3, maximumFramesPerSecond: 120, safeAreaInsets: .zero))
}

/// A simulation of `controller` as the root of a key window filling `screenWithoutSafeArea()`.
func simulateWithoutSafeArea(_ controller: UIViewController) throws -> Simulation {
    let screen = screenWithoutSafeArea()
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.rootViewController = controller
    return try Simulation(window: window)
}
