import Foundation
import ScrollSim
import ScrollSimCommandLine
import ScrollSimScenario

/// The `scrollsim` root command: dispatches to a subcommand, prints help, maps errors to exit codes.
enum ScrollSimCommand {
    static var subcommands: [any Command.Type] { [RunCommand.self, SweepCommand.self, ValidateCommand.self, PlotCommand.self, ReplayCommand.self] }

    /// The command that handles `NAME ARGUMENTS`: `run` with several scenarios, a directory or a batch
    /// option is the batch form.
    static func command(named name: String, arguments: [String]) -> (any Command.Type)? {
        if name == RunCommand.name, BatchOptions.isBatch(arguments) { return BatchRunCommand.self }
        return subcommands.first { $0.name == name }
    }

    /// A command's help; `run` also shows its batch form.
    static func help(of command: any Command.Type) -> String {
        ObjectIdentifier(command) == ObjectIdentifier(RunCommand.self)
            || ObjectIdentifier(command) == ObjectIdentifier(BatchRunCommand.self)
            ? RunCommand.helpText + "\nUSAGE: \(BatchRunCommand.usage)\n\n" + BatchRunCommand.discussion
            : command.helpText
    }

    static let usage = "scrollsim <command> [options]   (commands: run, sweep, validate, plot, replay, help)"

    static var helpText: String {
        var text = """
        OVERVIEW: Run ScrollSim scenarios: UIKit's UIScrollView, emulated headlessly and deterministically.

        USAGE: \(usage)

        COMMANDS:

        """
        for command in subcommands {
            text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.abstract + "\n"
        }
        text += "  " + "help".padding(toLength: 10, withPad: " ", startingAt: 0) + "Show this help, or a command's: scrollsim help <command>\n"
        text += """

        Scenario files are JSON; the format is documented in Data/scenarios/README.md.

        EXIT STATUS:
          0   success
          1   the run did not come to rest within the frame limit (run: "untilIdle")
          64  usage error (unknown command or option, missing or extra argument, an output that is
              the scenario file itself or two outputs that are one file)
          65  invalid scenario (printed as FILE: $.json.path: problem); a batch (run with several
              scenarios, sweep) in which at least one scenario failed (the others ran to the end)
          66  the scenario file cannot be read
          73  an output file cannot be written (or is a directory, FIFO, socket or block device)

        """
        return text
    }

    /// Runs the tool with the arguments after the program name; returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments).rawValue
        } catch {
            // One line, whatever a file name, key or view name holds (control characters escaped).
            var text = "scrollsim: error: \(ScenarioError.oneLine(error.message))\n"
            if let usage = error.usage {
                text += "usage: \(usage)\n"
                text += "See '\(error.helpHint)'.\n"
            }
            StandardError.write(text)
            return error.exitCode.rawValue
        }
    }

    private static func dispatch(_ arguments: [String]) throws(CommandError) -> ExitCode {
        guard let first = arguments.first else {
            throw CommandError(exitCode: .usage, message: "missing command", usage: usage)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            print(helpText, terminator: "")
            return .success
        case "help":
            guard let name = rest.first else {
                print(helpText, terminator: "")
                return .success
            }
            guard rest.count == 1 else {
                throw CommandError(exitCode: .usage, message: "unexpected argument '\(rest[1])'",
                                   usage: "scrollsim help [command]")
            }
            guard let command = subcommands.first(where: { $0.name == name }) else {
                throw CommandError(exitCode: .usage, message: "unknown command '\(name)'", usage: usage)
            }
            print(help(of: command), terminator: "")
            return .success
        default:
            guard let command = command(named: first, arguments: rest) else {
                let message = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
                throw CommandError(exitCode: .usage, message: message, usage: usage)
            }
            if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
                print(help(of: command), terminator: "")
                return .success
            }
            let parsed = try command.init(arguments: rest)
            try parsed.validate()
            return try parsed.run()
        }
    }
}
