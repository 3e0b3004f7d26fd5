/// The command-line rules of the package's executables (`scrollsim` and its subcommands, `ScrollBench`),
/// in one place:
///
/// - `--name VALUE` and `--name=VALUE` give an option its value; the value must not be empty.
/// - A flag (an option without a value) is the bare `--name`; `--name=…` on a flag is an error.
/// - An option or flag may be given once, unless it is declared repeatable.
/// - `--help` and `-h` ask for help; `--` ends the options; `-` and every word not starting with `-` are
///   positional arguments (in order).
/// - Anything else starting with `-` is an unknown option.
///
/// Errors are one line (``ArgumentError``): `unknown option '--x'`, `option '--x' needs a value`,
/// `option '--x' needs a non-empty value`, `option '--x' given more than once`, `option '--x' takes no
/// value`. Each executable adds its usage text and exits with ``ExitCode/usage``.
package struct ArgumentScanner {
    /// The positional arguments, in order.
    package private(set) var positionals: [String] = []
    /// The options with their values, in command-line order.
    package private(set) var options: [(name: String, value: String)] = []
    /// The flags given, in order.
    package private(set) var flags: [String] = []
    /// Whether `--help` or `-h` was given.
    package private(set) var wantsHelp = false

    /// Scans `arguments` (without the program's or subcommand's name).
    /// - Parameters:
    ///   - valueOptions: the options that take a value (names with their dashes).
    ///   - flagOptions: the flags.
    ///   - repeatableOptions: options that may be given more than once (their values kept in order).
    ///   - flagValueProblem: the message for a value given to a flag (default: `option '--x' takes no value`).
    package init(_ arguments: [String], valueOptions: [String], flagOptions: [String] = [],
                 repeatableOptions: [String] = [],
                 flagValueProblem: (String) -> String = { "option '\($0)' takes no value" }) throws(ArgumentError) {
        var index = 0
        var optionsEnded = false
        var seen: [String] = []
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "--help" || argument == "-h" { wantsHelp = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            let isFlag = flagOptions.contains(name)
            guard isFlag || valueOptions.contains(name) else { throw ArgumentError("unknown option '\(name)'") }
            if seen.contains(name), !repeatableOptions.contains(name) {
                throw ArgumentError("option '\(name)' given more than once")
            }
            seen.append(name)
            if isFlag {
                guard inlineValue == nil else { throw ArgumentError(flagValueProblem(name)) }
                flags.append(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw ArgumentError("option '\(name)' needs a value") }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty else { throw ArgumentError("option '\(name)' needs a non-empty value") }
            options.append((name, value))
        }
    }

    /// The value of option `name`, if given (the last one for a repeatable option).
    package func value(of name: String) -> String? {
        options.last { $0.name == name }?.value
    }

    /// Whether flag `name` was given.
    package func has(_ flag: String) -> Bool {
        flags.contains(flag)
    }
}

/// A command line that breaks the rules of ``ArgumentScanner``: what is wrong, one line.
package struct ArgumentError: Error, Equatable, Sendable {
    /// The message, without a program prefix or usage text.
    package var message: String

    /// An error with `message`.
    package init(_ message: String) {
        self.message = message
    }
}
