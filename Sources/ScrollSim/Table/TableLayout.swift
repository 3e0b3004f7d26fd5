import Foundation

/// The layout of a ``TableView``: the table header view, then per section its header, its rows and its
/// footer, then the table footer view, top to bottom, each spanning the width.
///
/// Heights are resolved once per ``prepare()`` (O(rows), asking the delegate as ``TableViewDelegate``
/// says) into a Fenwick tree of slots (per section: header, rows, footer), so a query is a tree search for
/// the first slot and a walk (O(log n + k)), and a self-sizing correction is O(log n).
///
/// Automatic heights (``TableView/automaticDimension``) [model, UIKit publishes no numbers except the row]:
/// - a row starts at ``TableView/estimatedRowHeight`` (44 when automatic or 0) and, the first time its
///   cell appears, takes the height its content view's constraints give (`systemLayoutSizeFitting` at the
///   table's width) — or 44 pt, UIKit's standard row, when its content view has no constraints; the
///   content size and offset follow ``ListLayout``'s rule (a row above the visible top moves the offset);
/// - a section header with a title (`titleForHeaderInSection`) is 28 pt, as a plain table's one-line
///   header; one with only a view (`viewForHeaderInSection`) takes the view's frame height (28 pt when
///   the frame has none); without either it is 0 pt in a plain table and 17.5 pt in a grouped or inset
///   grouped one (UIKit's empty grouped header); footers alike.
///
/// Not modelled: plain-style headers that stay pinned at the top while their section scrolls, inset
/// grouped side insets, separators.
@MainActor
final class TableLayout: CollectionViewLayout {
    /// A slot's element.
    enum SlotKind { case header, row, footer }

    private var tree = RowHeightTree()
    /// The first slot (the header) of each section, and the slot count after the last.
    private var sectionSlot: [Int] = [0]
    /// Rows whose height is automatic and not measured yet (flat slot index).
    private var pendingMeasure: [Bool] = []
    private var tableHeaderHeight: CGFloat = 0
    private var tableFooterHeight: CGFloat = 0
    private var width: CGFloat = 0

    /// The standard row height, points (UIKit's 44, UIKIT-FACTS topic 4).
    static let standardRowHeight: CGFloat = 44
    /// A section header or footer with a title, points ([model]: a plain table's one-line header, ≈28).
    static let titledHeaderHeight: CGFloat = 28
    /// An empty header or footer of a grouped table, points (17.5).
    static let groupedEmptyHeaderHeight: CGFloat = 17.5

    private var table: TableView? { collectionView as? TableView }

    override func prepare() {
        super.prepare()
        guard let table else { return }
        width = table.bounds.width
        tableHeaderHeight = table.tableHeaderView?.frame.height ?? 0
        tableFooterHeight = table.tableFooterView?.frame.height ?? 0
        let delegate = table.tableDelegate
        let dataSource = table.dataSource as? TableViewDataSource
        let estimate = table.estimatedRowHeight > 0 ? table.estimatedRowHeight : Self.standardRowHeight
        var heights: [Double] = []
        sectionSlot.removeAll(keepingCapacity: true)
        pendingMeasure.removeAll(keepingCapacity: true)
        for s in 0..<table.numberOfSections {
            sectionSlot.append(heights.count)
            let rows = table.numberOfItems(inSection: s)
            heights.append(Double(headerFooterHeight(table, delegate, dataSource, section: s, header: true)))
            pendingMeasure.append(false)
            for row in 0..<rows {
                var h = delegate?.tableView(table, heightForRowAt: IndexPath(row: row, section: s)) ?? table.rowHeight
                let automatic = h < 0
                if automatic { h = estimate }
                heights.append(Double(h))
                pendingMeasure.append(automatic)
            }
            heights.append(Double(headerFooterHeight(table, delegate, dataSource, section: s, header: false)))
            pendingMeasure.append(false)
        }
        sectionSlot.append(heights.count)
        tree.reset(heights: heights)
    }

    /// A header's or footer's resolved height (see the type's rule).
    private func headerFooterHeight(_ table: TableView, _ delegate: TableViewDelegate?, _ dataSource: TableViewDataSource?,
                                    section s: Int, header: Bool) -> CGFloat {
        let asked = header ? (delegate?.tableView(table, heightForHeaderInSection: s) ?? table.sectionHeaderHeight)
                           : (delegate?.tableView(table, heightForFooterInSection: s) ?? table.sectionFooterHeight)
        if asked >= 0 { return asked }
        let title = header ? dataSource?.tableView(table, titleForHeaderInSection: s) : dataSource?.tableView(table, titleForFooterInSection: s)
        if title != nil { return Self.titledHeaderHeight }
        if let view = header ? delegate?.tableView(table, viewForHeaderInSection: s) : delegate?.tableView(table, viewForFooterInSection: s) {
            return view.frame.height > 0 ? view.frame.height : Self.titledHeaderHeight
        }
        return table.style == .plain ? 0 : Self.groupedEmptyHeaderHeight
    }

    /// `(width, table header + sections + table footer)`.
    override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: tableHeaderHeight + CGFloat(tree.total) + tableFooterHeight)
    }

    /// The top of the table footer view (content coordinates).
    var tableFooterTop: CGFloat { tableHeaderHeight + CGFloat(tree.total) }

    /// The section of `slot` (binary search over the sections' first slots).
    private func section(ofSlot slot: Int) -> Int {
        var lo = 0, hi = sectionSlot.count - 2
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionSlot[mid] <= slot { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The slot of a row, header or footer.
    private func slot(section s: Int, kind: SlotKind, row: Int) -> Int {
        switch kind {
        case .header: return sectionSlot[s]
        case .row: return sectionSlot[s] + 1 + row
        case .footer: return sectionSlot[s + 1] - 1
        }
    }

    /// The frame of a slot (content coordinates).
    private func frame(ofSlot slot: Int) -> CGRect {
        CGRect(x: 0, y: tableHeaderHeight + CGFloat(tree.top(of: slot)), width: width, height: CGFloat(tree.heights[slot]))
    }

    /// The frame of a row, or `nil` past the content.
    func rowFrame(_ indexPath: IndexPath) -> CGRect? {
        let s = indexPath.section
        guard s >= 0, s < sectionSlot.count - 1, indexPath.row >= 0,
              indexPath.row < sectionSlot[s + 1] - sectionSlot[s] - 2 else { return nil }
        return frame(ofSlot: slot(section: s, kind: .row, row: indexPath.row))
    }

    /// Rows (and non-empty headers and footers) with `top < rect.maxY` and `bottom > rect.minY`, in order.
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        let headerHeight = tableHeaderHeight, width = self.width
        return withAttributesQuery { query in
            query.begin()
            let n = tree.count
            guard n > 0 else { return query.result }
            var slot = tree.firstRow(below: Double(rect.minY - headerHeight))
            guard slot < n else { return query.result }
            var s = section(ofSlot: slot)
            var top = CGFloat(tree.top(of: slot)) + headerHeight
            while slot < n, top < rect.maxY {
                while slot >= sectionSlot[s + 1] { s += 1 }
                let h = CGFloat(tree.heights[slot])
                let frame = CGRect(x: 0, y: top, width: width, height: h)
                if slot == sectionSlot[s] {
                    if h > 0 { query.append(category: .supplementaryView, kind: CollectionView.elementKindSectionHeader, section: s, item: 0, frame: frame) }
                } else if slot == sectionSlot[s + 1] - 1 {
                    if h > 0 { query.append(category: .supplementaryView, kind: CollectionView.elementKindSectionFooter, section: s, item: 0, frame: frame) }
                } else if top + h > rect.minY || h == 0 {
                    query.append(category: .cell, kind: nil, section: s, item: slot - sectionSlot[s] - 1, frame: frame)
                }
                top += h
                slot += 1
            }
            return query.result
        }
    }

    /// Measures an automatic row's cell the first time it appears (see the type's rule).
    override func elementDidAppear(_ view: CollectionReusableView, attributes: LayoutAttributes) -> CGFloat {
        guard attributes.representedElementCategory == .cell else { return 0 }
        let s = attributes.indexPath.section
        guard s >= 0, s < sectionSlot.count - 1 else { return 0 }
        let i = slot(section: s, kind: .row, row: attributes.indexPath.row)
        guard i < pendingMeasure.count, pendingMeasure[i] else { return 0 }
        pendingMeasure[i] = false
        var new = Double(Self.standardRowHeight)
        if let cell = view as? TableViewCell, cell.hasContentConstraints {
            let fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                                  withHorizontalFittingPriority: .required,
                                                                  verticalFittingPriority: .fittingSizeLevel)
            new = Double(max(0, fitted.height))
        }
        let old = tree.heights[i]
        guard new != old else { return 0 }
        let top = tableHeaderHeight + CGFloat(tree.top(of: i))
        tree.set(i, new)
        return rowHeightDidChange(from: old, to: new, rowTop: top)
    }

    /// The row's attributes (a fresh object).
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let frame = rowFrame(indexPath) else { return nil }
        let a = LayoutAttributes(forCellWith: indexPath)
        a.frame = frame
        return a
    }

    /// Invalidates when the width changes (rows span it).
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != width
    }
}
