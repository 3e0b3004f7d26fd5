/// The one "did you mean" builder: the scenario decoder's unknown keys and the executables' unknown
/// scenes, effects and parameters all name the nearest known name the same way.
///
/// Near means a case-insensitive edit distance (Levenshtein, over Unicode scalars) of at most 2 and at
/// most a third of the longer name's length; the first candidate in list order wins a tie.
package enum NameSuggestion {
    /// The candidate nearest to a misspelt `name`, or `nil` if none is near.
    package static func closest(to name: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(Array(name.lowercased().unicodeScalars), Array(candidate.lowercased().unicodeScalars))
            let isClose = distance <= 2 && distance * 3 <= max(name.count, candidate.count)
            if isClose, best.map({ distance < $0.1 }) ?? true { best = (candidate, distance) }
        }
        return best?.0
    }

    /// `unknown KIND "NAME" QUALIFIER (did you mean "NEAR"?); LABEL: a, b, c` — the hint only when a
    /// candidate is near, the qualifier (e.g. `of "sticky-header-fade"`) only when given.
    package static func unknown(_ kind: String, _ name: String, _ qualifier: String = "", among candidates: [String],
                                listedAs label: String) -> String {
        var problem = "unknown \(kind) \"\(name)\""
        if !qualifier.isEmpty { problem += " " + qualifier }
        if let near = closest(to: name, in: candidates) { problem += " (did you mean \"\(near)\"?)" }
        return problem + "; \(label): " + candidates.joined(separator: ", ")
    }

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            if !b.isEmpty {
                for j in 1...b.count {
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                }
            }
            previous = current
        }
        return previous[b.count]
    }
}
