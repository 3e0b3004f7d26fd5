import Foundation
import ScrollBenchCore
import ScrollSim

/// The throughput case for the ≥ 1,000,000 simulated frames/s target: a single scroll view without
/// layout, flings run back to back for many frames (the `fling` gesture, 50× the frames).
struct SingleViewThroughputScenario: BenchScenario {
    var name: String { "single-view-throughput" }
    var summary: String { "one scroll view without layout, flings back to back, many frames (frames/s target)" }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { quick ? 2_000 : 200_000 }

    /// 200,000 frames per repetition make the figure steady: 20 % and 0.05 µs (the global 1 µs would
    /// hide any regression of a 0.2-µs frame).
    var compareThreshold: ScenarioThreshold? { ScenarioThreshold(percent: 20, microseconds: 0.05) }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        try FlingScenario.fling.makeWorkload(items: nil, refreshRate: refreshRate)
    }
}
