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

    /// `FILE: $.path: problem`, or `FILE: problem` for an unreadable file: always one line, control
    /// characters escaped (``oneLine(_:)``), whatever the file's keys, names or the file name hold.
    public var description: String {
        Self.oneLine(kind == .unreadable ? "\(file): \(problem)" : "\(file): \(path): \(problem)")
    }

    /// `text` on one line with no control characters: `\n`, `\r` and `\t` as those two-character
    /// escapes, every other control character (Unicode general category Cc: U+0000–U+001F,
    /// U+007F–U+009F) and the line and paragraph separators U+2028, U+2029 as `\u{XX}` (hex).
    /// A backslash stays as it is.
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
