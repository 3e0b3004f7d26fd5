import ScrollBenchCore

/// The reference floor for the engine: the `fling` scenario's motion (<doc:Physics#Worked-examples> example A: a
/// 300-pt drag in 0.1 s, released at 3 pt/ms, `.normal` deceleration to the 0.01 pt/ms stop) evaluated
/// as a bare closed-form loop — one `exp` per frame, pixel rounding, a trivial per-frame callback —
/// without views, touches, a velocity tracker or delegates (``PhysicsFloorWorkload``). Every run
/// measures it, so the tables print how many times this floor each scenario costs.
struct PhysicsFloorScenario: BenchScenario {
    var name: String { "physics-floor" }
    var summary: String { "reference: the fling's motion as a bare closed-form loop (exp, pixel rounding, a callback)" }
    var takesItemCount: Bool { false }

    func frameCount(quick: Bool) -> Int { FlingScenario.fling.frameCount(quick: quick) }

    /// A ~40 ns loop: relative noise is large, so a regression must double it and grow by 0.05 µs.
    var compareThreshold: ScenarioThreshold? { ScenarioThreshold(percent: 100, microseconds: 0.05) }

    func makeWorkload(items: Int?, refreshRate: Double) throws -> any Workload {
        PhysicsFloorWorkload(refreshRate: refreshRate, screenScale: ScenarioGeometry.screenScale)
    }
}
