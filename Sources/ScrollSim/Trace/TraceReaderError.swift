/// Why a trace could not be read: the file, the line and (for a bad field) the column, and the problem.
///
/// Its ``description`` is one line, `FILE:LINE: column NAME: PROBLEM` (or `FILE:LINE: PROBLEM` when the
/// problem is not one field's), for example
/// `frames.csv:3: column offset_y: expected a number, got "abc"`.
public struct TraceReaderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name as given to the reader (e.g. `frames.csv`).
    public var file: String
    /// The line, from 1 (the header is line 1); for a record whose quoted field spans lines, its first.
    public var line: Int
    /// The column's name from the header, or `nil` when the problem is the whole line or file.
    public var column: String?
    /// What is wrong, e.g. `expected a number, got "abc"`.
    public var problem: String

    /// Creates an error.
    public init(file: String, line: Int, column: String? = nil, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `FILE:LINE: column NAME: PROBLEM`, one line.
    public var description: String {
        "\(file):\(line): " + (column.map { "column \($0): " } ?? "") + problem
    }
}
