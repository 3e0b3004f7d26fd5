import Foundation

/// A CSV trace read back for checks: the header's column names and the rows as fields (the traces'
/// fields here never need quoting: names use letters, digits, `_`, `-`, `.`, `#`).
struct TraceTable {
    let columns: [String]
    let rows: [[String]]

    init(_ text: String) {
        let lines = text.split(separator: "\n").map(String.init)
        columns = lines.first.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
        rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    init(contentsOf url: URL) throws {
        self.init(try String(contentsOf: url, encoding: .utf8))
    }

    /// The index of column `name` (traps if absent: the header is checked separately).
    func column(_ name: String) -> Int {
        guard let index = columns.firstIndex(of: name) else { preconditionFailure("no column \(name) in \(columns)") }
        return index
    }

    /// Rows whose `view` column is `view`, keyed by frame, as numbers of `fields`.
    func series(view: String, _ fields: [String]) -> [Int: [Double]] {
        series(where: { $0 == view }, fields)
    }

    /// Rows whose `view` column satisfies `matches`, keyed by frame (the first such row of a frame).
    func series(where matches: (String) -> Bool, _ fields: [String]) -> [Int: [Double]] {
        let viewColumn = column("view"), frameColumn = column("frame")
        let indices = fields.map(column)
        var result: [Int: [Double]] = [:]
        for row in rows where matches(row[viewColumn]) {
            let frame = Int(row[frameColumn])!
            if result[frame] == nil { result[frame] = indices.map { Double(row[$0])! } }
        }
        return result
    }
}
