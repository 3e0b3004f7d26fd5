import ScrollEffects

/// Every benchmark scenario, in the order they run and print. Adding a scenario = one file in
/// `Scenarios/` with a ``BenchScenario`` type + one line here; scenarios that differ only in numbers are
/// values of one type (``FlingScenario``, ``ScrollViewCountScenario``, ``EffectScenario``).
enum ScenarioRegistry {
    static let all: [any BenchScenario] = [
        PhysicsFloorScenario(),
        FlingScenario.fling,
        FlingScenario.intoEdge,
        DragAndFlingScenario(),
        SingleViewThroughputScenario(),
        NestedChainingScenario(),
        ListDragAndFlingScenario(),
        GridFlingScenario(),
    ] + EffectRegistry.scenes.map { EffectScenario(scene: $0) } + [
        WorstCaseScenario(),
        SelfSizingFlingScenario(layout: .list), SelfSizingFlingScenario(layout: .grid),
        StretchyHeaderPullScenario(),
        ViewAnimationFlingScenario(),
        ScrollViewCountScenario.siblings,
        ScrollViewCountScenario.nested,
        SwiftUILazyVStackScenario(),
    ] + CellLayoutScenario.Mode.allCases.map { CellLayoutScenario(mode: $0) }
}
