/// Every benchmark scenario, in the order they run and print. Adding a scenario = one file with a
/// ``BenchScenario`` type + one line here.
enum ScenarioRegistry {
    static let all: [any BenchScenario] = [
    ]
}
