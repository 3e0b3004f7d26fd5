/// A modifier that sets environment values for the views inside it while their nodes are made.
@MainActor
protocol EnvironmentModifier: LayoutModifier {
    /// Runs `body` (making the modified view's nodes) with this modifier's values in the environment.
    func withEnvironment<Result>(_ body: () -> Result) -> Result
}
