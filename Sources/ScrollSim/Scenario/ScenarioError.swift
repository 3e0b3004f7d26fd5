/// Why a scenario file could not be loaded: which file, where in it (a JSON path such as
/// `$.gestures[3].move.duration`), and what is wrong.
///
/// `description` is the one-line message the CLI prints: `FILE: $.path: problem`.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The three kinds of failure; the CLI maps them to exit codes (66 for ``unreadable``, 65 otherwise).
    public enum Kind: Sendable, Equatable {
        /// The file could not be read (missing, a directory, no permission).
        case unreadable
        /// The file is not valid JSON (the problem names the line and column).
        case syntax
        /// Valid JSON that is not a valid scenario (missing field, wrong type, value out of range, …).
        case invalid
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// The file as the user named it (or a label such as `<string>` for in-memory JSON).
    public var file: String
    /// The JSON path of the offending value, `$` for the document itself.
    public var path: String
    /// What is wrong, in a form that tells the user what to change.
    public var problem: String

    /// Creates an error.
    public init(kind: Kind, file: String, path: String, problem: String) {
        self.kind = kind
        self.file = file
        self.path = path
        self.problem = problem
    }

    /// `FILE: $.path: problem`, or `FILE: problem` for an unreadable file.
    public var description: String {
        kind == .unreadable ? "\(file): \(problem)" : "\(file): \(path): \(problem)"
    }
}
