/// A parsed JSON value, as read by the scenario parser (`JSONParser`).
///
/// Unlike Foundation's `JSONSerialization`, the representation is the same on every platform: numbers are
/// always `Double` (booleans are never numbers, numbers are never booleans), and objects keep their members
/// in document order as an array (no `Dictionary`, so iterating an object is deterministic). Duplicate keys
/// are rejected by the parser, so a key identifies at most one member.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, converted to the nearest `Double` (correctly rounded). It may be infinite when the literal
    /// overflows (`1e999`); the scenario decoder reports that as a non-finite number.
    case number(Double)
    /// A string with all escapes resolved.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// An object: its members in document order, keys unique.
    case object([JSONMember])

    /// The member value for `key` when `self` is an object that has it, else `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short name of the value's JSON type for error messages: `"null"`, `"a boolean"`, `"a number"`,
    /// `"a string"`, `"an array"` or `"an object"`.
    package var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
