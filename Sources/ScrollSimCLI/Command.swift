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

/// A minimal argument scanner: positionals, `--option VALUE` / `--option=VALUE`, `--` ends options.
struct ArgumentScanner {
    private(set) var positionals: [String] = []
    private(set) var options: [(name: String, value: String)] = []
    private(set) var wantsHelp = false
    /// The flags given (options without a value), in order.
    private(set) var flags: [String] = []

    /// Scans `arguments`, accepting only `valueOptions` and `flagOptions` (names with their dashes).
    init(_ arguments: [String], valueOptions: [String], flagOptions: [String] = [],
         command: any Command.Type) throws(CommandError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "--help" || argument == "-h" { wantsHelp = true; continue }
            if flagOptions.contains(argument) {
                guard !flags.contains(argument) else { throw .usage("option '\(argument)' given more than once", command: command) }
                flags.append(argument)
                continue
            }
            let name: String
            let inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
                inlineValue = nil
            }
            guard valueOptions.contains(name) else {
                throw .usage("unknown option '\(name)'", command: command)
            }
            if options.contains(where: { $0.name == name }) {
                throw .usage("option '\(name)' given more than once", command: command)
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw .usage("option '\(name)' needs a value", command: command) }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty else { throw .usage("option '\(name)' needs a non-empty value", command: command) }
            options.append((name, value))
        }
    }

    func value(of name: String) -> String? {
        options.first { $0.name == name }?.value
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
