/// A failure that ends the command: the message for stderr and the exit status.
nonisolated struct CommandError: Error {
    /// The exit status.
    var exitCode: ExitCode
    /// The message, without the `scrollsim: ` prefix.
    var message: String
    /// For usage errors: the usage line of the command that was being parsed.
    var usage: String?
    /// For usage errors: where to read more, e.g. `scrollsim help run`.
    var helpHint = "scrollsim --help"

    /// A usage error (exit 64) with the usage line of `command`.
    @MainActor static func usage(_ message: String, command: any Command.Type) -> CommandError {
        CommandError(exitCode: .usage, message: message, usage: command.usage,
                     helpHint: "scrollsim help \(command.name)")
    }

    /// A scenario error: 66 if the file cannot be read, else 65; message `FILE: $.path: problem`.
    @MainActor static func scenario(_ error: ScenarioErrorConvertible) -> CommandError {
        CommandError(exitCode: error.isUnreadable ? .noInput : .dataError, message: error.message)
    }
}

import ScrollSim
import ScrollSimCommandLine
import ScrollSimScenario

/// Bridges ``ScenarioError`` to ``CommandError``.
protocol ScenarioErrorConvertible {
    var isUnreadable: Bool { get }
    var message: String { get }
}

extension ScenarioError: ScenarioErrorConvertible {
    var isUnreadable: Bool { kind == .unreadable }
    var message: String { description }
}
