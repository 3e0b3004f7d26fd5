import Foundation

// The list layout's cache invariants (debug builds only; called from CollectionView+Invariants.swift).
extension ListLayout {
    #if DEBUG
    /// The broken invariants of the prefix sums and of the query for `rect`: `rowTops` starts at 0, never
    /// decreases and has one entry per row plus one (the data source's row count); and
    /// ``layoutAttributesForElements(in:)`` returns exactly the rows with `top < rect.maxY` and
    /// `bottom > rect.minY`, in order, as a scan over every row finds them.
    func listCacheInvariantViolations(in rect: CGRect) -> [String] {
        var violations: [String] = []
        guard let cv = collectionView else { return violations }
        let rows = cv.numberOfSections > 0 ? cv.numberOfItems(inSection: 0) : 0
        if numberOfRows != rows {
            violations.append("ListLayout: \(numberOfRows) rows cached, the data source has \(rows)")
            return violations
        }
        if rowTops.first != 0 {
            violations.append("ListLayout: the first row starts at \(rowTops.first.map { "\($0)" } ?? "nothing"), expected 0")
        }
        if let i = rowTops.indices.dropFirst().first(where: { !(rowTops[$0] >= rowTops[$0 - 1]) }) {
            violations.append("ListLayout: row \(i - 1) ends at \(rowTops[i]), above its top \(rowTops[i - 1]) (a negative or NaN height)")
        }
        let expected = (0..<numberOfRows).filter { rowFrame($0).minY < rect.maxY && rowFrame($0).maxY > rect.minY }
        let query = layoutAttributesForElements(in: rect) ?? []
        let found = query.map(\.indexPath.item)
        let framesAgree = zip(query, found).allSatisfy { $0.frame.isEqual(to: rowFrame($1)) }
        if found != expected || !framesAgree {
            violations.append("ListLayout: the query for \(rect) returns rows \(found.prefix(8))\(found.count > 8 ? "…" : ""), a scan finds \(expected.prefix(8))\(expected.count > 8 ? "…" : "")")
        }
        return violations
    }
    #endif
}
