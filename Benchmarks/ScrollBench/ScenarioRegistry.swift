import ScrollEffects

/// Every benchmark scenario, in the order they run and print. Adding a scenario = one file in
/// `Scenarios/` with a ``BenchScenario`` type + one line here.
enum ScenarioRegistry {
    static let all: [any BenchScenario] = [
        PhysicsFloorScenario(),
        FlingScenario(),
        FlingIntoEdgeScenario(),
        DragAndFlingScenario(),
        SingleViewThroughputScenario(),
        NestedChainingScenario(),
        ListDragAndFlingScenario(),
        GridFlingScenario(),
    ] + EffectFactory.effectNames.map { EffectScenario(effect: $0) } + [
        WorstCaseScenario(),
        SelfSizingFlingScenario(), SelfSizingGridFlingScenario(),
        StretchyHeaderPullScenario(),
        SiblingScrollViewsScenario(),
        NestedScrollViewsScenario(),
    ] + CellLayoutScenario.Mode.allCases.map { CellLayoutScenario(mode: $0) }
}
