import Foundation

/// The format reference (`Sources/ScrollSim/ScrollSim.docc/ScenarioFormat.md`) as tables, for the tests
/// that check it against the declarations it documents (the scroll-view keys, the scenes, the effects).
public enum FormatReference {
    /// The body rows of the Markdown tables in the section titled `heading` (a `## ` heading): each row's
    /// cells, trimmed; header and separator rows left out.
    public static func tableRows(under heading: String) throws -> [[String]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Sources/ScrollSim/ScrollSim.docc/ScenarioFormat.md"),
                              encoding: .utf8)
        let parts = text.components(separatedBy: "\n## \(heading)\n")
        guard parts.count > 1 else { return [] }
        let section = parts[1].components(separatedBy: "\n## ").first ?? ""
        var rows: [[String]] = []
        for line in section.split(separator: "\n") where line.hasPrefix("|") {
            if line.hasPrefix("|---") {
                rows.removeLast()   // the row above the separator is the header
                continue
            }
            rows.append(line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return rows
    }
}
