/// Why a gesture script cannot run: names the step (its index in the script) and the problem.
public struct GestureError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Index of the offending step in the script passed to ``Simulation/perform(_:)``.
    public var stepIndex: Int
    /// The step's name (`down`, `move`, …).
    public var step: String
    /// What is wrong, e.g. "move before down: no finger is on the screen".
    public var problem: String

    /// Creates the error for step `stepIndex` (named `step`) with a description of the `problem`.
    public init(stepIndex: Int, step: String, problem: String) {
        self.stepIndex = stepIndex
        self.step = step
        self.problem = problem
    }

    public var description: String { "gesture step \(stepIndex) (\(step)): \(problem)" }
}
