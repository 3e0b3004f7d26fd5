import Testing
import ScrollSim
@testable import ScrollSimScenario

/// The strict JSON parser: values, order, and errors with exact line, column and path (counted by hand).
@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValueWithObjectsInDocumentOrder() throws {
        let value = try JSONParser.parse(#"{"z": 1, "a": [true, false, null], "m": "x", "b": {"k": -2.5e1}}"#)
        #expect(value == .object([
            JSONMember(key: "z", value: .number(1)),
            JSONMember(key: "a", value: .array([.bool(true), .bool(false), .null])),
            JSONMember(key: "m", value: .string("x")),
            JSONMember(key: "b", value: .object([JSONMember(key: "k", value: .number(-25))])),
        ]))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("1", 1.0), ("0.1", 0.1), ("1e2", 100.0), ("1E-2", 0.01),
        ("-12.375e+1", -123.75), ("844", 844.0), ("0.5", 0.5),
    ])
    func numbersAreCorrectlyRoundedDoubles(literal: String, expected: Double) throws {
        let value = try JSONParser.parse(literal)
        guard case .number(let number) = value else { Issue.record("not a number: \(value)"); return }
        #expect(number == expected)
        #expect(number.sign == expected.sign)
    }

    @Test func anOverflowingLiteralBecomesInfinityForTheDecoderToReject() throws {
        #expect(try JSONParser.parse("1e999") == .number(.infinity))
        #expect(try JSONParser.parse("-1e999") == .number(-.infinity))
    }

    @Test func booleansAreNeverNumbers() throws {
        #expect(try JSONParser.parse("true") == .bool(true))
        #expect(try JSONParser.parse("1") != .bool(true))
    }

    @Test func stringEscapesAreResolved() throws {
        #expect(try JSONParser.parse(#""a\"b\\c\/d\n\t\r\b\f""#) == .string("a\"b\\c/d\n\t\r\u{08}\u{0C}"))
        #expect(try JSONParser.parse(#""\u00e9\u00E9""#) == .string("éé"))
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try JSONParser.parse("\"😀é\"") == .string("😀é"))
    }

    @Test func aByteOrderMarkAndSurroundingWhitespaceAreAccepted() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(" \n\t[]\r\n ".utf8)) == .array([]))
    }

    @Test func subscriptFindsMembersByKey() throws {
        let value = try JSONParser.parse(#"{"a": 1, "b": 2}"#)
        #expect(value["b"] == .number(2))
        #expect(value["c"] == nil)
        #expect(JSONValue.array([])["a"] == nil)
    }

    /// One malformed document and where the error must be reported. Lines and columns are 1-based and
    /// were counted by hand from the text.
    struct BadDocument: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var path: String
        var message: String
        var testDescription: String { message }
    }

    nonisolated static let badDocuments: [BadDocument] = [
        BadDocument(text: "", line: 1, column: 1, path: "$", message: "empty"),
        BadDocument(text: "{\n  \"a\": 1,\n}", line: 3, column: 1, path: "$", message: "trailing comma before '}'"),
        BadDocument(text: "[1,]", line: 1, column: 4, path: "$", message: "trailing comma before ']'"),
        BadDocument(text: #"{"a":1,"a":2}"#, line: 1, column: 8, path: "$", message: "duplicate key \"a\""),
        BadDocument(text: "{\"x\": {\"b\": true,\n \"b\": false}}", line: 2, column: 2, path: "$.x",
                    message: "duplicate key \"b\""),
        BadDocument(text: "01", line: 1, column: 1, path: "$", message: "leading zeros"),
        BadDocument(text: "+1", line: 1, column: 1, path: "$", message: "expected a value"),
        BadDocument(text: ".5", line: 1, column: 1, path: "$", message: "expected a value"),
        BadDocument(text: "1.", line: 1, column: 1, path: "$", message: "expected a digit after '.'"),
        BadDocument(text: "1e", line: 1, column: 1, path: "$", message: "exponent"),
        BadDocument(text: "-", line: 1, column: 1, path: "$", message: "expected a digit after '-'"),
        BadDocument(text: "[NaN]", line: 1, column: 2, path: "$[0]", message: "NaN and Infinity are not JSON"),
        BadDocument(text: "[Infinity]", line: 1, column: 2, path: "$[0]", message: "NaN and Infinity are not JSON"),
        BadDocument(text: "tru", line: 1, column: 1, path: "$", message: "expected 'true'"),
        BadDocument(text: "nullx", line: 1, column: 1, path: "$", message: "expected 'null'"),
        BadDocument(text: "1 2", line: 1, column: 3, path: "$", message: "after the end of the JSON value"),
        BadDocument(text: "\"abc", line: 1, column: 5, path: "$", message: "unterminated string"),
        BadDocument(text: "\"a\u{01}\"", line: 1, column: 3, path: "$", message: "unescaped control character U+0001"),
        BadDocument(text: #""\x""#, line: 1, column: 3, path: "$", message: "invalid escape"),
        BadDocument(text: #""\ud83d""#, line: 1, column: 8, path: "$", message: "unpaired high surrogate"),
        BadDocument(text: #""\ude00""#, line: 1, column: 8, path: "$", message: "unpaired low surrogate"),
        BadDocument(text: #""\u12G4""#, line: 1, column: 6, path: "$", message: "invalid hex digit"),
        BadDocument(text: "{'a': 1}", line: 1, column: 2, path: "$", message: "expected a string key"),
        BadDocument(text: #"{"a" 1}"#, line: 1, column: 6, path: "$", message: "expected ':'"),
        BadDocument(text: #"{"a": 1 "b": 2}"#, line: 1, column: 9, path: "$", message: "expected ',' or '}'"),
        BadDocument(text: "[1 2]", line: 1, column: 4, path: "$", message: "expected ',' or ']'"),
        BadDocument(text: "[\"é\", x]", line: 1, column: 7, path: "$[1]", message: "expected a value"),
        BadDocument(text: "{\"gestures\": [{\"move\": {\"to\": [1, 2],\n  \"duration\": }}]}", line: 2, column: 15,
                    path: "$.gestures[0].move.duration", message: "expected a value"),
        BadDocument(text: #"{"a b": [}"#, line: 1, column: 10, path: #"$["a b"][0]"#, message: "expected a value"),
        BadDocument(text: "// comment\n{}", line: 1, column: 1, path: "$", message: "expected a value"),
    ]

    @Test(arguments: badDocuments)
    func malformedDocumentsReportLineColumnAndPath(_ bad: BadDocument) {
        #expect {
            _ = try JSONParser.parse(bad.text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            let matches = error.line == bad.line && error.column == bad.column && error.path == bad.path
                && error.message.contains(bad.message)
            if !matches { Issue.record("got \(error.path) \(error)") }
            return matches
        }
    }

    @Test func invalidUTF8InAStringIsRejected() {
        #expect(throws: JSONSyntaxError.self) {
            _ = try JSONParser.parse([UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")])
        }
    }

    @Test func nestingIsLimitedToTheDocumentedDepth() throws {
        let depth = JSONParser.maximumDepth
        let ok = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        _ = try JSONParser.parse(ok)
        let tooDeep = "[" + ok + "]"
        #expect(throws: JSONSyntaxError.self) { _ = try JSONParser.parse(tooDeep) }
    }
}
