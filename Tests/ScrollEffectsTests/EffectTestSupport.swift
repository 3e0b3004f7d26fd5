import Foundation
import ScrollSim
@testable import ScrollEffects
import ScrollSimTestSupport

/// One frame of a run: the frame index, the offset the trace recorded, and what the test captured
/// after that frame's layout.
struct FrameSample<S> {
    var frame: Int
    var offset: CGPoint
    var value: S
}

/// Runs `gestures` on `scene` (each followed by `runUntilIdle`), capturing `snapshot()` after every frame's
/// layout; returns the samples paired with the offsets of the engine's trace (checked to be the offsets
/// at capture time).
func runScene<S>(_ scene: EffectScene, _ gestures: [[Gesture]], snapshot: @escaping () -> S) throws -> [FrameSample<S>] {
    let sim = try scene.makeSimulation()
    let recorder = TraceRecorder()
    sim.recorder = recorder
    var captured: [(Int, CGPoint, S)] = []
    sim.addFrameObserver { sim in
        sim.root.layoutIfNeeded()
        captured.append((sim.frameCount, scene.scrollView.contentOffset, snapshot()))
    }
    for g in gestures {
        try sim.perform(g)
        sim.runUntilIdle()
    }
    let recorded = recorder.frames.filter { $0.view == scene.scrollView.name }
    precondition(recorded.count == captured.count, "one trace row per frame")
    return zip(recorded, captured).map { r, c in
        precondition(r.frame == c.0 && r.offset == c.1, "trace and capture disagree at frame \(r.frame)")
        return FrameSample(frame: r.frame, offset: r.offset, value: c.2)
    }
}

/// A drag from `from` to `to` over `duration` seconds, held `hold` seconds, then lifted.
func drag(_ from: CGPoint, _ to: CGPoint, _ duration: Double, hold: Double = 0) -> [Gesture] {
    var g: [Gesture] = [.down(at: from), .move(to: to, duration: duration)]
    if hold > 0 { g.append(.hold(duration: hold)) }
    g.append(.up)
    return g
}

