import Foundation
import ScrollSim
import ScrollSimScenario

/// A sweep: a scenario with parameter axes, expanded into one scenario per point.
///
/// ```json
/// { "name": "release-velocity-rate",
///   "scenarioFile": "../scenarios/fling.json",            // or "scenario": { ...inline... }
///   "axes": [
///     {"path": "$.gestures[1].move.to[1]", "range": {"from": 550, "to": 100, "step": -50}},
///     {"path": "$.scrollView.decelerationRate", "values": [0.998, 0.99]} ] }
/// ```
/// A `path` is a JSON path into the scenario (`$`, then `.key` and `[index]`) naming a number that is
/// there (any numeric scenario field or gesture value), or an optional key missing from an object that
/// is there (added at the end of the object). `values` lists numbers; `range` gives
/// `from + i·step` for i = 0, 1, … while not past `to` (computed from i, never accumulated; `to` itself
/// is included when it is within 1e-9·|step| of a point). Points are expanded row-major: the first axis
/// varies slowest, the last fastest (nested loops in axis order); point i (0-based) is named
/// `<name>-<i>` with i zero-padded to the digits of the last index, and that is also its scenario's
/// `"name"` and its trace files' name in `--out`.
nonisolated struct SweepSpec: Sendable {
    /// One axis: the path and its values, in order.
    struct Axis: Sendable {
        var path: String
        var steps: [PathStep]
        var values: [Double]
    }

    /// A step of a JSON path.
    enum PathStep: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The most points a sweep may expand to.
    static let maximumPoints = 1_000_000

    var name: String
    var file: String
    var scenario: JSONValue
    var axes: [Axis]

    /// Points in the sweep: the product of the axes' value counts.
    var pointCount: Int { axes.reduce(1) { $0 * $1.values.count } }

    /// Reads and checks a sweep file; errors name the file and the JSON path.
    init(contentsOfFile file: String) throws(CommandError) {
        self.file = file
        func fail(_ path: String, _ problem: String) -> CommandError {
            CommandError(exitCode: .dataError, message: "\(file): \(path): \(problem)")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CommandError(exitCode: .noInput, message: "\(file): $: cannot read the file")
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(data))
        } catch {
            throw fail(error.path, "syntax error at line \(error.line), column \(error.column): \(error.message)")
        }
        guard case .object(let members) = root else { throw fail("$", "expected an object, got \(root.typeDescription)") }
        let known = ["name", "description", "scenario", "scenarioFile", "axes"]
        for member in members where !known.contains(member.key) {
            throw fail("$.\(member.key)", "unknown key; known keys: " + known.joined(separator: ", "))
        }
        guard case .string(let name)? = root["name"], !name.isEmpty,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }) else {
            throw fail("$.name", "required: a non-empty string of letters, digits, '-', '_', '.' (it names the points)")
        }
        self.name = name
        switch (root["scenario"], root["scenarioFile"]) {
        case (let inline?, nil):
            guard case .object = inline else { throw fail("$.scenario", "expected an object, got \(inline.typeDescription)") }
            scenario = inline
        case (nil, .string(let relative)?):
            let base = URL(fileURLWithPath: file).deletingLastPathComponent()
            let path = relative.hasPrefix("/") ? relative : base.appendingPathComponent(relative).path
            guard let scenarioData = FileManager.default.contents(atPath: path) else {
                throw fail("$.scenarioFile", "cannot read '\(path)'")
            }
            do {
                scenario = try JSONParser.parse(Array(scenarioData))
            } catch {
                throw fail("$.scenarioFile", "'\(path)': syntax error at line \(error.line), column \(error.column): \(error.message)")
            }
        case (nil, let other?):
            throw fail("$.scenarioFile", "expected a string, got \(other.typeDescription)")
        case (nil, nil):
            throw fail("$", "give the scenario: \"scenario\" (inline) or \"scenarioFile\" (a path relative to this file)")
        case (_?, _?):
            throw fail("$.scenarioFile", "give \"scenario\" or \"scenarioFile\", not both")
        }
        guard case .array(let axisValues)? = root["axes"], !axisValues.isEmpty else {
            throw fail("$.axes", "required: a non-empty array of {\"path\", \"values\" | \"range\"}")
        }
        var axes: [Axis] = []
        var points = 1
        for (index, value) in axisValues.enumerated() {
            let axis = try Self.axis(value, at: "$.axes[\(index)]", scenario: scenario, fail: fail)
            if axes.contains(where: { $0.path == axis.path }) {
                throw fail("$.axes[\(index)].path", "\(axis.path) is swept by an earlier axis")
            }
            points = points.multipliedReportingOverflow(by: axis.values.count).overflow ? Int.max : points * axis.values.count
            guard points <= Self.maximumPoints else {
                throw fail("$.axes", "the axes make more than \(Self.maximumPoints) points")
            }
            axes.append(axis)
        }
        self.axes = axes
    }

    private static func axis(_ value: JSONValue, at path: String, scenario: JSONValue,
                             fail: (String, String) -> CommandError) throws(CommandError) -> Axis {
        guard case .object(let members) = value else { throw fail(path, "expected an object, got \(value.typeDescription)") }
        for member in members where !["path", "values", "range"].contains(member.key) {
            throw fail("\(path).\(member.key)", "unknown key; known keys: path, values, range")
        }
        guard case .string(let text)? = value["path"] else { throw fail("\(path).path", "required: a JSON path such as $.scrollView.contentOffset[1]") }
        guard let steps = parsePath(text) else {
            throw fail("\(path).path", "'\(text)' is not a path: '$' then .key or [index] steps")
        }
        switch lookup(scenario, steps) {
        case .number?:
            break
        case nil where isMissingKeyOfObject(scenario, steps):
            break  // an optional field left at its default: the sweep writes it
        default:
            throw fail("\(path).path", "\(text) does not name a number in the scenario (nor an optional key of an object in it)")
        }
        var numbers: [Double] = []
        switch (value["values"], value["range"]) {
        case (.array(let list)?, nil):
            guard !list.isEmpty else { throw fail("\(path).values", "needs at least one number") }
            for (i, element) in list.enumerated() {
                guard case .number(let number) = element, number.isFinite else {
                    throw fail("\(path).values[\(i)]", "expected a finite number, got \(element.typeDescription)")
                }
                numbers.append(number)
            }
        case (nil, .object?):
            let range = value["range"]!
            func number(_ key: String) throws(CommandError) -> Double {
                guard case .number(let n)? = range[key], n.isFinite else {
                    throw fail("\(path).range.\(key)", "required: a finite number")
                }
                return n
            }
            if case .object(let rangeMembers) = range {
                for member in rangeMembers where !["from", "to", "step"].contains(member.key) {
                    throw fail("\(path).range.\(member.key)", "unknown key; known keys: from, to, step")
                }
            }
            let from = try number("from"), to = try number("to"), step = try number("step")
            guard step != 0, (to - from) / step >= 0 else {
                throw fail("\(path).range.step", "must be non-zero and lead from 'from' towards 'to'")
            }
            let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
            guard count <= maximumPoints else { throw fail("\(path).range", "more than \(maximumPoints) values") }
            numbers = (0..<count).map { from + Double($0) * step }
        case (nil, nil):
            throw fail(path, "give \"values\" (a list) or \"range\" ({from, to, step})")
        default:
            throw fail(path, "give \"values\" (a list) or \"range\" ({from, to, step}), one of them")
        }
        return Axis(path: text, steps: steps, values: numbers)
    }

    /// `$`, `.key`, `[index]`; keys are letters, digits and `_`.
    static func parsePath(_ text: String) -> [PathStep]? {
        var characters = Substring(text)
        guard characters.first == "$" else { return nil }
        characters.removeFirst()
        var steps: [PathStep] = []
        while let first = characters.first {
            if first == "." {
                characters.removeFirst()
                let key = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard !key.isEmpty else { return nil }
                steps.append(.key(String(key)))
                characters.removeFirst(key.count)
            } else if first == "[" {
                characters.removeFirst()
                let digits = characters.prefix { $0.isNumber }
                guard let index = Int(digits), characters.dropFirst(digits.count).first == "]" else { return nil }
                steps.append(.index(index))
                characters.removeFirst(digits.count + 1)
            } else {
                return nil
            }
        }
        return steps.isEmpty ? nil : steps
    }

    /// Whether `steps` ends in a key that its parent object (which exists) does not have.
    static func isMissingKeyOfObject(_ value: JSONValue, _ steps: [PathStep]) -> Bool {
        guard case .key(let key)? = steps.last, case .object? = lookup(value, Array(steps.dropLast())) else { return false }
        return lookup(value, Array(steps.dropLast()))?[key] == nil
    }

    static func lookup(_ value: JSONValue, _ steps: [PathStep]) -> JSONValue? {
        if steps.isEmpty { return value }
        var current = value
        for step in steps {
            switch (step, current) {
            case (.key(let key), .object):
                guard let next = current[key] else { return nil }
                current = next
            case (.index(let index), .array(let elements)):
                guard index < elements.count else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    static func replacing(_ value: JSONValue, _ steps: ArraySlice<PathStep>, with number: Double) -> JSONValue {
        guard let step = steps.first else { return .number(number) }
        switch (step, value) {
        case (.key(let key), .object(var members)):
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = replacing(members[index].value, steps.dropFirst(), with: number)
            } else if steps.count == 1 {
                members.append(JSONMember(key: key, value: .number(number)))
            }
            return .object(members)
        case (.index(let index), .array(var elements)):
            elements[index] = replacing(elements[index], steps.dropFirst(), with: number)
            return .array(elements)
        default:
            return value
        }
    }

    /// The values of point `index` (row-major: the last axis varies fastest), in axis order.
    func coordinates(of index: Int) -> [Double] {
        var rest = index
        var values = [Double](repeating: 0, count: axes.count)
        for axis in axes.indices.reversed() {
            let count = axes[axis].values.count
            values[axis] = axes[axis].values[rest % count]
            rest /= count
        }
        return values
    }

    /// The points as a batch, each expanded when it runs.
    @MainActor func source() -> BatchSource {
        let spec = self
        return BatchSource(count: pointCount) { spec.item(spec.pointCount, $0) }
    }

    /// Point `index` of `count` as a batch item.
    func item(_ count: Int, _ index: Int) -> BatchItem {
        let width = String(max(count - 1, 0)).count
        let digits = String(index)
        let pointName = name + "-" + String(repeating: "0", count: width - digits.count) + digits
        var scenario = scenario
        let values = coordinates(of: index)
        for (axis, value) in zip(axes, values) {
            scenario = Self.replacing(scenario, axis.steps[...], with: value)
        }
        if case .object(var members) = scenario {
            if let slot = members.firstIndex(where: { $0.key == "name" }) {
                members[slot].value = .string(pointName)
            } else {
                members.insert(JSONMember(key: "name", value: .string(pointName)), at: 0)
            }
            scenario = .object(members)
        }
        return BatchItem(stem: pointName, file: "\(file)#\(index)", json: JSONText.value(scenario), point: index,
                         parameters: zip(axes, values).map { ($0.path, JSONText.number($1)) })
    }
}
