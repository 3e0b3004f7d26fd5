import Foundation

/// A trace file read record by record against the columns its reader needs: the header is checked (every
/// needed column present, once; columns added later are allowed and skipped), then every record must have
/// as many fields as the header, and its fields are handed out by the needed column's position.
struct CSVTable {
    private var scanner: CSVScanner
    /// The columns the reader needs, in the order it asks for them.
    let columns: [String]
    /// For each needed column, its position in the file's header.
    private let positions: [Int]
    private let headerCount: Int

    /// Reads the header of `text`.
    /// - Throws: ``TraceReaderError`` on line 1 for an empty text, a needed column missing or a column
    ///   named twice.
    init(_ text: String, file: String, columns: [String]) throws(TraceReaderError) {
        scanner = CSVScanner(text, file: file)
        self.columns = columns
        guard let (_, header) = try scanner.next() else {
            throw TraceReaderError(file: file, line: 1, problem: "empty file: expected the header \(columns.joined(separator: ","))")
        }
        var seen = Set<String>()
        for name in header where !seen.insert(name).inserted {
            throw TraceReaderError(file: file, line: 1, problem: "the header names column \(name) twice")
        }
        var positions: [Int] = []
        for name in columns {
            guard let position = header.firstIndex(of: name) else {
                throw TraceReaderError(file: file, line: 1,
                                       problem: "the header has no column \(name) (expected \(columns.joined(separator: ",")))")
            }
            positions.append(position)
        }
        self.positions = positions
        headerCount = header.count
    }

    /// The next record, or `nil` after the last.
    /// - Throws: ``TraceReaderError`` for a malformed record or a field count other than the header's.
    mutating func nextRow() throws(TraceReaderError) -> Row? {
        guard let (line, fields) = try scanner.next() else { return nil }
        guard fields.count == headerCount else {
            throw TraceReaderError(file: scanner.file, line: line,
                                   problem: "\(fields.count) field\(fields.count == 1 ? "" : "s"), expected \(headerCount) as in the header")
        }
        return Row(file: scanner.file, columns: columns, positions: positions, line: line, fields: fields)
    }

    /// One record: typed reads of its fields by needed-column index, with errors naming the column.
    struct Row {
        fileprivate let file: String
        fileprivate let columns: [String]
        fileprivate let positions: [Int]
        /// The line the record starts on.
        let line: Int
        fileprivate let fields: [String]

        /// The field of needed column `column`.
        func text(_ column: Int) -> String { fields[positions[column]] }

        /// An error about needed column `column` of this record.
        func error(_ column: Int, _ problem: String) -> TraceReaderError {
            TraceReaderError(file: file, line: line, column: columns[column], problem: problem)
        }

        /// The field as a decimal integer.
        func int(_ column: Int) throws(TraceReaderError) -> Int {
            let field = text(column)
            guard let value = Int(field) else { throw error(column, "expected an integer, got \(quoted(field))") }
            return value
        }

        /// The field as a `Double` (shortest round-trip form reads back bit for bit; `inf`, `-inf` and
        /// `nan` as Swift writes them).
        func double(_ column: Int) throws(TraceReaderError) -> Double {
            let field = text(column)
            guard let value = CSVTable.number(field) else { throw error(column, "expected a number, got \(quoted(field))") }
            return value
        }

        /// The field as a `CGFloat`.
        func cgFloat(_ column: Int) throws(TraceReaderError) -> CGFloat { CGFloat(try double(column)) }
    }

    /// `text` as a `Double`: what Swift's `Double(_:)` reads (the shortest round-trip form
    /// ``TraceNumber`` writes, exactly), but not an empty field or one with surrounding spaces.
    static func number(_ text: String) -> Double? {
        guard let first = text.utf8.first, let last = text.utf8.last,
              first != UInt8(ascii: " "), last != UInt8(ascii: " ") else { return nil }
        return Double(text)
    }
}

/// `text` in double quotes, shortened to 40 characters, for error messages.
func quoted(_ text: String) -> String {
    let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return "\"" + shown + "\""
}
