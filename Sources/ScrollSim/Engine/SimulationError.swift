/// A simulation that cannot be set up: names the setting and the problem.
public struct SimulationError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The setting, e.g. `refreshRate`.
    public var setting: String
    /// What is wrong with it.
    public var problem: String

    /// Creates the error for `setting` with a description of the `problem`.
    public init(setting: String, problem: String) {
        self.setting = setting
        self.problem = problem
    }

    public var description: String { "\(setting): \(problem)" }
}
