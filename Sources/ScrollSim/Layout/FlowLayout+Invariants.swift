import Foundation

// The flow layout's cache invariants (debug builds only; called from CollectionView+Invariants.swift).
extension FlowLayout {
    #if DEBUG
    /// The broken invariants of the section geometry and of the query for `rect`: sections tile the
    /// content top to bottom (`top ≤ itemsTop ≤ bottom`, each starting where the previous ended) with the
    /// data source's item counts, and ``layoutAttributesForElements(in:)`` returns exactly the header and
    /// items whose frames overlap `rect`, in order, as a scan over every element finds them.
    func flowCacheInvariantViolations(in rect: CGRect) -> [String] {
        var violations: [String] = []
        guard let cv = collectionView else { return violations }
        if usesLines { return linesInvariantViolations(in: rect, cv) }
        if sections.count != cv.numberOfSections {
            violations.append("FlowLayout: \(sections.count) sections cached, the data source has \(cv.numberOfSections)")
            return violations
        }
        var y: CGFloat = 0
        for (s, cached) in sections.enumerated() {
            let span = sectionSpan(s)
            let section = (count: cached.count, top: span.top, itemsTop: span.itemsTop, bottom: span.bottom)
            if section.count != cv.numberOfItems(inSection: s) {
                violations.append("FlowLayout: section \(s) caches \(section.count) items, the data source has \(cv.numberOfItems(inSection: s))")
            }
            if !(section.top == y && section.top <= section.itemsTop && section.itemsTop <= section.bottom) {
                violations.append("FlowLayout: section \(s) spans top \(section.top), items \(section.itemsTop), bottom \(section.bottom); expected to start at \(y)")
            }
            y = section.bottom
        }
        if collectionViewContentSize.height != y {
            violations.append("FlowLayout: content height \(collectionViewContentSize.height), the sections end at \(y)")
        }
        // Brute force: every element, in the query's order (section by section, header first).
        var expected: [(section: Int, item: Int, isHeader: Bool, frame: CGRect)] = []
        for s in sections.indices {
            if headerReferenceSize.height > 0, headerFrame(section: s).overlaps(rect) {
                expected.append((s, 0, true, headerFrame(section: s)))
            }
            for item in 0..<sections[s].count where itemFrame(section: s, item: item).overlaps(rect) {
                expected.append((s, item, false, itemFrame(section: s, item: item)))
            }
        }
        let found = (layoutAttributesForElements(in: rect) ?? []).map {
            (section: $0.indexPath.section, item: $0.indexPath.item, isHeader: $0.representedElementCategory == .supplementaryView,
             frame: $0.frame)
        }
        let same = found.count == expected.count && zip(found, expected).allSatisfy {
            $0.section == $1.section && $0.item == $1.item && $0.isHeader == $1.isHeader && $0.frame.isEqual(to: $1.frame)
        }
        if !same {
            func list(_ elements: [(section: Int, item: Int, isHeader: Bool, frame: CGRect)]) -> String {
                elements.prefix(8).map { "\($0.isHeader ? "header" : "item") \($0.section).\($0.item)" }.joined(separator: ", ")
                    + (elements.count > 8 ? ", …" : "")
            }
            violations.append("FlowLayout: the query for \(rect) returns \(found.count) elements [\(list(found))], a scan finds \(expected.count) [\(list(expected))]")
        }
        return violations
    }

    /// The element-by-element layout's invariants: one header and footer frame per section, the data
    /// source's item counts, slots in order along the scrolling axis, and a query that returns exactly the
    /// elements a scan over every element finds, in slot order.
    private func linesInvariantViolations(in rect: CGRect, _ cv: CollectionView) -> [String] {
        var violations: [String] = []
        let sectionCount = cv.numberOfSections
        if lines.sectionFirstItem.count != sectionCount || lines.headerFrames.count != sectionCount {
            return ["FlowLayout: \(lines.sectionFirstItem.count) sections laid out, the data source has \(sectionCount)"]
        }
        for s in 0..<sectionCount where lines.count(ofSection: s) != cv.numberOfItems(inSection: s) {
            violations.append("FlowLayout: section \(s) lays out \(lines.count(ofSection: s)) items, the data source has \(cv.numberOfItems(inSection: s))")
        }
        var previousEnd: CGFloat = 0
        for slot in lines.slots {
            if !(slot.start >= previousEnd && slot.end >= slot.start) {
                violations.append("FlowLayout: a slot spans \(slot.start)…\(slot.end) after one ending at \(previousEnd)")
            }
            previousEnd = slot.end
        }
        var expected: [String] = []
        for slot in lines.slots {
            switch slot.kind {
            case .header where lines.headerFrames[slot.section].overlaps(rect): expected.append("header \(slot.section)")
            case .footer where lines.footerFrames[slot.section].overlaps(rect): expected.append("footer \(slot.section)")
            case .line:
                for item in slot.firstItem..<slot.endItem where lines.itemFrame(section: slot.section, item: item).overlaps(rect) {
                    expected.append("item \(slot.section).\(item)")
                }
            default: break
            }
        }
        let found = (layoutAttributesForElements(in: rect) ?? []).map { a -> String in
            if a.representedElementCategory == .cell { return "item \(a.indexPath.section).\(a.indexPath.item)" }
            return (a.representedElementKind == CollectionView.elementKindSectionFooter ? "footer " : "header ") + "\(a.indexPath.section)"
        }
        if found != expected {
            violations.append("FlowLayout: the query for \(rect) returns [\(found.prefix(8).joined(separator: ", "))], a scan finds [\(expected.prefix(8).joined(separator: ", "))]")
        }
        return violations
    }
    #endif
}
