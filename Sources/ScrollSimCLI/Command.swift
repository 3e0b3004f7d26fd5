import ScrollSimCommandLine

/// A subcommand, shaped like swift-argument-parser's `ParsableCommand` without depending on it:
/// `init(arguments:)` parses (usage errors only), `validate()` checks the arguments together, `run()` does
/// the work. Each stage throws ``CommandError``.
protocol Command {
    /// The subcommand's name on the command line.
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The usage line, e.g. `scrollsim validate FILE`.
    static var usage: String { get }
    /// The full help text (after the usage line).
    static var discussion: String { get }

    /// Parses the arguments after the subcommand's name.
    init(arguments: [String]) throws(CommandError)
    /// Checks the parsed arguments against each other.
    func validate() throws(CommandError)
    /// Runs the command, writing its normal output to stdout.
    func run() throws(CommandError) -> ExitCode
}

extension Command {
    func validate() throws(CommandError) {}

    /// `USAGE:` + discussion, as printed by `scrollsim help NAME` and `scrollsim NAME --help`.
    static var helpText: String {
        "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n\n\(discussion)"
    }
}

extension ArgumentScanner {
    /// Scans a subcommand's arguments with the package's rules (``ArgumentScanner``); a broken rule is a
    /// usage error of `command`.
    init(_ arguments: [String], valueOptions: [String], flagOptions: [String] = [],
         command: any Command.Type) throws(CommandError) {
        do {
            try self.init(arguments, valueOptions: valueOptions, flagOptions: flagOptions)
        } catch {
            throw .usage(error.message, command: command)
        }
    }

    /// Exactly one positional, the scenario file.
    func singleFile(command: any Command.Type) throws(CommandError) -> String {
        guard let file = positionals.first else { throw .usage("missing the scenario FILE", command: command) }
        guard positionals.count == 1 else {
            throw .usage("unexpected argument '\(positionals[1])'", command: command)
        }
        return file
    }
}
