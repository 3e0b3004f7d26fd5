import Foundation
import ScrollSim

/// A JSON value together with its path, used to decode a scenario with precise errors.
///
/// Every accessor either returns a checked value or throws a ``ScenarioError`` of kind `.invalid` whose
/// path is this cursor's path (or a child's).
struct JSONCursor {
    let value: JSONValue
    let path: String
    let file: String

    func fail(_ problem: String) -> ScenarioError {
        ScenarioError(kind: .invalid, file: file, path: path, problem: problem)
    }

    func typeError(expected: String) -> ScenarioError {
        fail("expected \(expected), got \(value.typeDescription)")
    }

    /// This value as an object whose keys must all be in `allowedKeys` (checked at once, in document
    /// order, so that a misspelt key is reported before the field it was meant to be is missed).
    func object(allowedKeys: [String]) throws(ScenarioError) -> ObjectCursor {
        guard case .object(let members) = value else { throw typeError(expected: "an object") }
        for member in members where !allowedKeys.contains(member.key) {
            throw ScenarioError(kind: .invalid, file: file,
                                path: path + JSONParser.pathComponent(forKey: member.key),
                                problem: NameSuggestion.unknown("key", member.key, among: allowedKeys, listedAs: "allowed keys"))
        }
        return ObjectCursor(members: members, path: path, file: file)
    }

    func array() throws(ScenarioError) -> [JSONCursor] {
        guard case .array(let elements) = value else { throw typeError(expected: "an array") }
        return elements.enumerated().map { JSONCursor(value: $0.element, path: path + "[\($0.offset)]", file: file) }
    }

    func string() throws(ScenarioError) -> String {
        guard case .string(let string) = value else { throw typeError(expected: "a string") }
        return string
    }

    func bool() throws(ScenarioError) -> Bool {
        guard case .bool(let bool) = value else { throw typeError(expected: "true or false") }
        return bool
    }

    /// A finite number within `range`. `minimumExclusive` turns the lower bound into "greater than".
    func number(in range: ClosedRange<Double>, minimumExclusive: Bool = false) throws(ScenarioError) -> Double {
        guard case .number(let number) = value else { throw typeError(expected: "a number") }
        return try checked(number, in: range, minimumExclusive: minimumExclusive)
    }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        let number = try self.number(in: Double(range.lowerBound)...Double(range.upperBound))
        guard number == number.rounded() else { throw fail("must be a whole number, got \(Self.format(number))") }
        return Int(number)
    }

    func checked(_ number: Double, in range: ClosedRange<Double>, minimumExclusive: Bool = false,
                 what: String = "") throws(ScenarioError) -> Double {
        let subject = what.isEmpty ? "" : "\(what) "
        guard number.isFinite else { throw fail("\(subject)must be a finite number, got \(number)") }
        if minimumExclusive, number <= range.lowerBound {
            throw fail("\(subject)must be greater than \(Self.format(range.lowerBound)), got \(Self.format(number))")
        }
        if number < range.lowerBound {
            throw fail("\(subject)must be at least \(Self.format(range.lowerBound)), got \(Self.format(number))")
        }
        if number > range.upperBound {
            throw fail("\(subject)is out of range: must be at most \(Self.format(range.upperBound)), got \(Self.format(number))")
        }
        return number
    }

    /// An array of exactly `count` numbers, each finite and within `magnitude` of zero.
    func numbers(count: Int, labels: [String], magnitude: Double) throws(ScenarioError) -> [Double] {
        let shape = "an array of \(count) numbers [\(labels.joined(separator: ", "))]"
        guard case .array(let elements) = value else { throw typeError(expected: shape) }
        guard elements.count == count else {
            throw fail("expected \(shape), got \(elements.count) element\(elements.count == 1 ? "" : "s")")
        }
        var result: [Double] = []
        for (index, element) in elements.enumerated() {
            let child = JSONCursor(value: element, path: path + "[\(index)]", file: file)
            guard case .number(let number) = element else {
                throw child.fail("\(labels[index]): expected a number, got \(element.typeDescription)")
            }
            result.append(try child.checked(number, in: -magnitude...magnitude, what: labels[index]))
        }
        return result
    }

    /// A point `[x, y]`.
    func point(magnitude: Double) throws(ScenarioError) -> CGPoint {
        let xy = try numbers(count: 2, labels: ["x", "y"], magnitude: magnitude)
        return CGPoint(x: xy[0], y: xy[1])
    }

    /// A size `[w, h]`; negative sizes are rejected (and zero when `positive`).
    func size(magnitude: Double, positive: Bool = false) throws(ScenarioError) -> CGSize {
        let wh = try numbers(count: 2, labels: ["width", "height"], magnitude: magnitude)
        try checkSize(wh, indices: (0, 1), positive: positive)
        return CGSize(width: wh[0], height: wh[1])
    }

    /// A rectangle `[x, y, w, h]`; negative sizes are rejected (and zero when `positive`).
    func rect(magnitude: Double, positive: Bool = false) throws(ScenarioError) -> CGRect {
        let xywh = try numbers(count: 4, labels: ["x", "y", "width", "height"], magnitude: magnitude)
        try checkSize(xywh, indices: (2, 3), positive: positive)
        return CGRect(x: xywh[0], y: xywh[1], width: xywh[2], height: xywh[3])
    }

    private func checkSize(_ values: [Double], indices: (Int, Int), positive: Bool) throws(ScenarioError) {
        for (index, label) in [(indices.0, "width"), (indices.1, "height")] {
            let child = JSONCursor(value: .number(values[index]), path: path + "[\(index)]", file: file)
            if values[index] < 0 {
                throw child.fail("negative size: \(label) must not be negative, got \(Self.format(values[index]))")
            }
            if positive, values[index] == 0 {
                throw child.fail("\(label) must be greater than 0")
            }
        }
    }

    /// Numbers in messages: integers without a fraction, others in shortest round-trip form.
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}

/// The members of a JSON object (keys already checked against the allowed set), with path-aware access.
struct ObjectCursor {
    let members: [JSONMember]
    let path: String
    let file: String

    func optional(_ key: String) -> JSONCursor? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return JSONCursor(value: member.value, path: path + JSONParser.pathComponent(forKey: key), file: file)
    }

    func required(_ key: String, _ what: String) throws(ScenarioError) -> JSONCursor {
        guard let cursor = optional(key) else {
            throw ScenarioError(kind: .invalid, file: file, path: path,
                                problem: "missing field \"\(key)\" (\(what))")
        }
        return cursor
    }
}
