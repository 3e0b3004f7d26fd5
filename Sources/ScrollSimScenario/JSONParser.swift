/// A strict RFC 8259 JSON parser producing ``JSONValue``.
///
/// Hand-written so that the result does not depend on the platform's Foundation (on Linux
/// `JSONSerialization` turns `1` and `true` into types that differ from Darwin's). Strictness:
/// - exactly one value, surrounded only by whitespace (a leading UTF-8 byte-order mark is skipped);
/// - no comments, no trailing commas, no single quotes, no `NaN`/`Infinity`, no leading `+` or zeros;
/// - strings must be valid UTF-8, control characters must be escaped, `\u` escapes must pair surrogates;
/// - **duplicate keys in one object are an error** (RFC 8259 leaves them undefined; we refuse to guess);
/// - nesting deeper than ``maximumDepth`` is an error (protects the stack).
///
/// Errors are ``JSONSyntaxError``s with a 1-based line and column (columns count Unicode scalars) and the
/// JSON path of the value being read, e.g. `$.gestures[3].move`.
package struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 256
    /// From this many members on, an object's keys are checked for duplicates in a hash set.
    static let hashedKeyThreshold = 16

    /// Parses a complete JSON document.
    /// - Parameter text: the document's UTF-8 bytes.
    package static func parse(_ text: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text))
        return try parser.parseDocument()
    }

    /// Parses a complete JSON document given as a string.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Path components of the values being parsed, outermost first (`.key` or `[i]`).
    private var path: [String] = []

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Document

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw error("the document is empty; expected a JSON value") }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        DecodingStatistics.count(.bytes, index)
        if index < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of input; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("unexpected \(describeCurrent()); NaN and Infinity are not JSON numbers")
        default:
            throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    // MARK: Containers

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        advance() // {
        var members: [JSONMember] = []
        // Keys seen so far: a linear scan while the object is small, a hash set from
        // `Self.hashedKeyThreshold` members on (an object of n keys is checked in O(n), not O(n²)).
        var keySet: Set<String>?
        skipWhitespace()
        if peek() == UInt8(ascii: "}") { advance(); return .object(members) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a string key in double quotes")
            }
            let keyLine = line, keyColumn = column
            let key = try parseString()
            let isDuplicate: Bool
            if keySet != nil {
                isDuplicate = !keySet!.insert(key).inserted
                DecodingStatistics.count(.keyLookup)
            } else {
                isDuplicate = members.contains(where: { $0.key == key })
                DecodingStatistics.count(.keyLookup, members.count)
                if members.count + 1 >= Self.hashedKeyThreshold { keySet = Set(members.map(\.key) + [key]) }
            }
            if isDuplicate {
                throw JSONSyntaxError(line: keyLine, column: keyColumn, path: pathString(),
                                      message: "duplicate key \"\(key)\" in one object")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after the key \"\(key)\"")
            }
            advance()
            skipWhitespace()
            path.append(Self.pathComponent(forKey: key))
            let value = try parseValue(depth: depth)
            path.removeLast()
            members.append(JSONMember(key: key, value: value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                advance()
                skipWhitespace()
                if peek() == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
            case UInt8(ascii: "}"):
                advance()
                return .object(members)
            default:
                throw error("unexpected \(describeCurrent()); expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        advance() // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { advance(); return .array(elements) }
        while true {
            skipWhitespace()
            path.append("[\(elements.count)]")
            let value = try parseValue(depth: depth)
            path.removeLast()
            elements.append(value)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                advance()
                skipWhitespace()
                if peek() == UInt8(ascii: "]") { throw error("trailing comma before ']'") }
            case UInt8(ascii: "]"):
                advance()
                return .array(elements)
            default:
                throw error("unexpected \(describeCurrent()); expected ',' or ']' after an array element")
            }
        }
    }

    // MARK: Scalars

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let expected = literal.withUTF8Buffer { Array($0) }
        let startLine = line, startColumn = column
        for byte in expected {
            guard peek() == byte else {
                throw JSONSyntaxError(line: startLine, column: startColumn, path: pathString(),
                                      message: "invalid literal; expected '\(literal)'")
            }
            advance()
        }
        if let next = peek(), Self.isIdentifierByte(next) {
            throw JSONSyntaxError(line: startLine, column: startColumn, path: pathString(),
                                  message: "invalid literal; expected '\(literal)'")
        }
    }

    /// Number grammar of RFC 8259 §6, then `Double(_:)` (correctly rounded).
    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let startLine = line, startColumn = column
        func fail(_ message: String) -> JSONSyntaxError {
            JSONSyntaxError(line: startLine, column: startColumn, path: pathString(), message: message)
        }
        if peek() == UInt8(ascii: "-") { advance() }
        guard let first = peek(), Self.isDigit(first) else { throw fail("invalid number: expected a digit after '-'") }
        advance()
        if first == UInt8(ascii: "0"), let next = peek(), Self.isDigit(next) {
            throw fail("invalid number: leading zeros are not allowed")
        }
        while let digit = peek(), Self.isDigit(digit) { advance() }
        if peek() == UInt8(ascii: ".") {
            advance()
            guard let digit = peek(), Self.isDigit(digit) else {
                throw fail("invalid number: expected a digit after '.'")
            }
            while let digit = peek(), Self.isDigit(digit) { advance() }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            advance()
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            guard let digit = peek(), Self.isDigit(digit) else {
                throw fail("invalid number: expected a digit in the exponent")
            }
            while let digit = peek(), Self.isDigit(digit) { advance() }
        }
        if let next = peek(), Self.isIdentifierByte(next) || next == UInt8(ascii: ".") {
            throw fail("invalid number: unexpected \(describeCurrent())")
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(literal) else { throw fail("invalid number '\(literal)'") }
        return value
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        advance() // opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw error("the string before this point is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                advance()
                try parseEscape(into: &utf8)
            case 0x00..<0x20:
                throw error("unescaped control character U+\(Self.hex(UInt32(byte), width: 4)) in a string")
            default:
                utf8.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = peek() else { throw error("unterminated string") }
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default: throw error("invalid escape '\\\(describeByte(byte))' in a string")
        }
        advance()
        if let simple {
            utf8.append(simple)
            return
        }
        let first = try parseHex4()
        var scalarValue = first
        if (0xD800...0xDBFF).contains(first) {
            guard peek() == UInt8(ascii: "\\") else { throw error("unpaired high surrogate \\u\(Self.hex(first, width: 4))") }
            advance()
            guard peek() == UInt8(ascii: "u") else { throw error("unpaired high surrogate \\u\(Self.hex(first, width: 4))") }
            advance()
            let second = try parseHex4()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw error("high surrogate \\u\(Self.hex(first, width: 4)) not followed by a low surrogate")
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            throw error("unpaired low surrogate \\u\(Self.hex(first, width: 4))")
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw error("invalid \\u escape") }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit \(describeCurrent()) in a \\u escape")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    // MARK: Cursor

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Moves past one byte, keeping line and column (columns count Unicode scalars: UTF-8 continuation
    /// bytes do not advance the column).
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
              byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            advance()
        }
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, path: pathString(), message: message)
    }

    private func pathString() -> String {
        "$" + path.joined()
    }

    private func describeCurrent() -> String {
        guard let byte = peek() else { return "end of input" }
        return "'\(describeByte(byte))'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return "\\x" + Self.hex(UInt32(byte), width: 2)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The JSON path component for an object key: `.key` for identifier-like keys, else `["key"]`.
    static func pathComponent(forKey key: String) -> String {
        let isPlain = !key.isEmpty && key.utf8.allSatisfy { isIdentifierByte($0) } && !isDigit(key.utf8.first!)
        if isPlain { return "." + key }
        var escaped = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "[\"\(escaped)\"]"
    }
}

/// A JSON syntax error: where it is (line, column, JSON path) and what is wrong.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line of the offending character.
    package var line: Int
    /// 1-based column of the offending character, counted in Unicode scalars.
    package var column: Int
    /// The JSON path of the value being read when the error was found, e.g. `$.gestures[3].move`.
    package var path: String
    /// What is wrong, e.g. `unexpected '}'; expected a value`.
    package var message: String

    /// Creates an error.
    package init(line: Int, column: Int, path: String, message: String) {
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `line L, column C: message`.
    package var description: String {
        "line \(line), column \(column): \(message)"
    }
}
