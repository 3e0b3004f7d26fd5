/// Splits CSV text into records of fields, as RFC 4180 says and as ``TraceCSV`` writes: fields separated
/// by `,`, records by `\n` (or `\r\n`); a field holding a comma, a quote or a line break is quoted, with a
/// quote inside written twice. One pass over the text's UTF-8 bytes: linear time.
struct CSVScanner {
    private let bytes: [UInt8]
    private var index = 0
    /// The line the next record starts on, from 1.
    private(set) var line = 1
    /// The file's name, for errors.
    let file: String

    private static let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\""),
                       newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    /// A scanner over `text`; `file` names it in errors.
    init(_ text: String, file: String) {
        bytes = Array(text.utf8)
        self.file = file
    }

    /// Whether every record has been read (a final line break ends the last record, it starts none).
    var isAtEnd: Bool { index == bytes.count }

    /// The next record and the line it starts on, or `nil` at the end of the text.
    /// - Throws: ``TraceReaderError`` for a quote that is never closed, or a quote inside an unquoted
    ///   field or after a closing quote.
    mutating func next() throws(TraceReaderError) -> (line: Int, fields: [String])? {
        guard !isAtEnd else { return nil }
        let recordLine = line
        var fields: [String] = []
        while true {
            let (field, endsRecord) = try nextField(recordLine: recordLine, fieldNumber: fields.count + 1)
            fields.append(field)
            if endsRecord { return (recordLine, fields) }
        }
    }

    /// One field, and whether it ended its record (a line break or the end of the text followed it).
    private mutating func nextField(recordLine: Int, fieldNumber: Int) throws(TraceReaderError) -> (String, Bool) {
        if index < bytes.count, bytes[index] == Self.quote {
            let openingLine = line
            index += 1
            var content: [UInt8] = []
            while true {
                guard index < bytes.count else {
                    throw TraceReaderError(file: file, line: openingLine,
                                           problem: "field \(fieldNumber): the quote opened here is never closed")
                }
                let byte = bytes[index]
                index += 1
                if byte == Self.quote {
                    if index < bytes.count, bytes[index] == Self.quote {
                        content.append(Self.quote)
                        index += 1
                        continue
                    }
                    break
                }
                if byte == Self.newline { line += 1 }
                content.append(byte)
            }
            let field = String(decoding: content, as: UTF8.self)
            guard let endsRecord = consumeSeparator() else {
                throw TraceReaderError(file: file, line: line,
                                       problem: "field \(fieldNumber): text after a closing quote (a quote inside a field is written twice)")
            }
            return (field, endsRecord)
        }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.comma || byte == Self.newline
                || (byte == Self.carriageReturn && index + 1 < bytes.count && bytes[index + 1] == Self.newline) {
                break
            }
            if byte == Self.quote {
                throw TraceReaderError(file: file, line: line,
                                       problem: "field \(fieldNumber): a quote inside an unquoted field (quote the whole field)")
            }
            index += 1
        }
        let field = String(decoding: bytes[start..<index], as: UTF8.self)
        // The loop stopped at a separator or the end, so this cannot fail.
        return (field, consumeSeparator() ?? true)
    }

    /// Consumes a `,` (returns `false`), a line break or the end of the text (returns `true`); `nil` if
    /// something else follows.
    private mutating func consumeSeparator() -> Bool? {
        guard index < bytes.count else { return true }
        switch bytes[index] {
        case Self.comma:
            index += 1
            return false
        case Self.newline:
            index += 1
            line += 1
            return true
        case Self.carriageReturn where index + 1 < bytes.count && bytes[index + 1] == Self.newline:
            index += 2
            line += 1
            return true
        default:
            return nil
        }
    }
}
