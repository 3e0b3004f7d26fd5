import ScrollSim
import ScrollSimScenario
import ScrollSimVisualization

/// Deterministic JSON text for the batch summary and the sweep's expanded scenarios: members in the
/// order given, numbers in shortest round-trip form (``TraceNumber``), strings escaped per RFC 8259,
/// no whitespace. Non-finite numbers (which JSON cannot hold) are written as `null`.
nonisolated enum JSONText {
    /// A string literal, quotes included, escaped as JSON requires (no HTML escapes).
    static func string(_ text: String) -> String {
        ScrollSimVisualization.JSONText.string(text, htmlSafe: false)
    }

    /// A number in shortest round-trip form; `null` if not finite.
    static func number(_ value: Double) -> String {
        value.isFinite ? TraceNumber.format(value) : "null"
    }

    /// An optional number; `null` for `nil`.
    static func number(_ value: Double?) -> String {
        value.map { number($0) } ?? "null"
    }

    /// An object from members already rendered, in the order given.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// An array from elements already rendered.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    /// A parsed ``JSONValue`` as text (members in document order).
    static func value(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.isFinite && number == number.rounded() && abs(number) < 1e15
            ? String(Int64(number)) : JSONText.number(number)
        case .string(let text): string(text)
        case .array(let elements): array(elements.map(JSONText.value))
        case .object(let members): object(members.map { ($0.key, JSONText.value($0.value)) })
        }
    }
}
