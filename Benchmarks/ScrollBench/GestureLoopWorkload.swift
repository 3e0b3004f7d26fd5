import Foundation
import ScrollSim

/// The common workload: one gesture script on one simulation, repeated back to back.
///
/// Per cycle: (untimed) put the scroll view back at its start offset, then (timed) perform the script —
/// touch down, moves, lift — and `runUntilIdle()` (the fling has decelerated and any bounce has
/// settled). Every frame is marked on the sampler by a frame observer
/// (`Simulation.addFrameObserver`), which runs at the very end of each frame, after layout.
final class GestureLoopWorkload: Workload {
    /// The simulation being driven.
    let simulation: Simulation
    /// The scroll view the script scrolls; reset to ``startOffset`` before every cycle.
    let scrollView: ScrollView
    /// The gesture of one cycle (built once, never per frame).
    let script: [Gesture]
    /// Where each cycle starts, points.
    let startOffset: CGPoint
    /// Untimed work before each cycle, after the offset reset (e.g. re-arming an effect).
    var beforeCycle: (() -> Void)?
    /// Objects the scenario must keep alive that the views hold weakly (data sources, delegates).
    var retained: [AnyObject] = []

    private var sampler: FrameSampler?

    init(simulation: Simulation, scrollView: ScrollView, script: [Gesture], startOffset: CGPoint) {
        self.simulation = simulation
        self.scrollView = scrollView
        self.script = script
        self.startOffset = startOffset
        simulation.addFrameObserver { [unowned self] _ in
            self.sampler?.mark()
        }
    }

    func run(sampler: FrameSampler) throws {
        self.sampler = sampler
        defer { self.sampler = nil }
        while !sampler.isFull {
            scrollView.setContentOffset(startOffset, animated: false)
            beforeCycle?()
            sampler.resume(startingGesture: true)
            try simulation.perform(script)
            // Frames until idle, as a test would run them (one hierarchy scan per call, an O(1) idle
            // check per frame while the scroll view moves). Frames past the sampler's limit are not kept.
            simulation.runUntilIdle()
        }
    }
}
