import Foundation

/// A single-section list with per-row heights and an optional table header view, the layout of a
/// `UITableView` (plain style, no section headers).
///
/// Content top to bottom: the collection view's ``CollectionView/tableHeaderView`` (its frame height,
/// full width), then rows `0 ..< n`; row `i` starts at `headerHeight + Σ_{j<i} h_j` (prefix sums, kept in
/// ``prepare()``, O(n) once per invalidation). Queries are O(log n + k) by binary search.
///
/// **Self-sizing rows** (``rowHeight`` = ``automaticDimension``, UIKit's `UITableView.automaticDimension`):
/// every row starts at ``estimatedRowHeight``; when a row's cell first appears it is measured with
/// `systemLayoutSizeFitting` (width = the list's, height compressed at `fittingSizeLevel`: the height its
/// constraints give) and the measure replaces the estimate for good. The rule for the content size and
/// the offset [model, as UIKit behaves visibly]: the content size changes by the correction at once;
/// if the row lies above the top of the visible area (`bounds.minY`), `contentOffset.y` moves by the
/// same correction, so that the rows on screen do not jump; a row at or below the top pushes the rows
/// below it. Heights are kept in a Fenwick tree: a correction and a "row at y" query are O(log n).
@MainActor
open class ListLayout: CollectionViewLayout {
    /// UIKit's `UITableView.automaticDimension` (−1): row heights from the cells' constraints.
    public static let automaticDimension: CGFloat = -1

    /// The height of rows without an entry in ``rowHeights``, points (UIKit's standard row, 44), or
    /// ``automaticDimension`` for self-sizing rows.
    public var rowHeight: CGFloat = 44 { didSet { heightsVersion &+= 1; invalidateLayout() } }

    /// The height assumed for self-sizing rows until they are measured, points (UIKit's
    /// `estimatedRowHeight`; 44 here).
    public var estimatedRowHeight: CGFloat = 44 { didSet { heightsVersion &+= 1; invalidateLayout() } }

    /// Whether rows size themselves (``rowHeight`` is ``automaticDimension``).
    public var isSelfSizing: Bool { rowHeight == Self.automaticDimension }

    /// Self-sizing heights (estimates until measured) and which rows were measured.
    private var tree = RowHeightTree()
    private var measured: [Bool] = []
    /// Rows measured so far (self-sizing).
    public private(set) var measuredRowCount = 0
    /// Per-row heights, points; rows past its end use ``rowHeight``. Empty: every row is ``rowHeight``.
    public var rowHeights: [CGFloat] = [] { didSet { heightsVersion &+= 1; invalidateLayout() } }

    /// `rowTops[i]` = top of row i relative to the first row; `rowTops[n]` = total row height.
    private(set) var rowTops: [CGFloat] = [0]
    private var headerHeight: CGFloat = 0
    private var width: CGFloat = 0
    /// Inputs of the last prefix-sum computation (skip the O(n) pass when unchanged).
    private var preparedCount = -1, preparedHeightsVersion = -1
    private var heightsVersion = 0

    /// Creates a list layout.
    public override init() { super.init() }

    /// Reads the header height and width; rebuilds the prefix sums only if the row count or heights
    /// changed.
    open override func prepare() {
        super.prepare()
        guard let cv = collectionView else { return }
        width = cv.bounds.width
        headerHeight = cv.tableHeaderView?.frame.height ?? 0
        let n = cv.numberOfSections > 0 ? cv.numberOfItems(inSection: 0) : 0
        if isSelfSizing {
            if n != preparedCount || preparedHeightsVersion != heightsVersion {
                tree.reset(count: n, value: Double(estimatedRowHeight))
                measured = [Bool](repeating: false, count: n)
                measuredRowCount = 0
                preparedCount = n
                preparedHeightsVersion = heightsVersion
            }
            return
        }
        if n != preparedCount || preparedHeightsVersion != heightsVersion {
            rowTops.removeAll(keepingCapacity: true)
            rowTops.reserveCapacity(n + 1)
            var y: CGFloat = 0
            rowTops.append(0)
            for i in 0..<n {
                y += i < rowHeights.count ? rowHeights[i] : rowHeight
                rowTops.append(y)
            }
            preparedCount = n
            preparedHeightsVersion = heightsVersion
        }
    }

    /// `(width, header + Σ heights)`.
    open override var collectionViewContentSize: CGSize {
        if isSelfSizing { return CGSize(width: width, height: headerHeight + CGFloat(tree.total)) }
        return CGSize(width: width, height: headerHeight + (rowTops.last ?? 0))
    }

    /// The number of rows laid out.
    public var numberOfRows: Int { isSelfSizing ? tree.count : rowTops.count - 1 }

    /// The frame of row `i` (content coordinates).
    public func rowFrame(_ i: Int) -> CGRect {
        if isSelfSizing {
            return CGRect(x: 0, y: headerHeight + CGFloat(tree.top(of: i)), width: width, height: CGFloat(tree.heights[i]))
        }
        return CGRect(x: 0, y: headerHeight + rowTops[i], width: width, height: rowTops[i + 1] - rowTops[i])
    }

    /// Measures a self-sizing row's cell the first time it appears (see the type's rule).
    open override func elementDidAppear(_ view: CollectionReusableView, attributes: LayoutAttributes) -> CGFloat {
        guard isSelfSizing, attributes.representedElementCategory == .cell else { return 0 }
        let i = attributes.indexPath.item
        guard i >= 0, i < measured.count, !measured[i] else { return 0 }
        measured[i] = true
        measuredRowCount += 1
        let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let old = tree.heights[i]
        let new = Double(max(0, fitted.height))
        guard new != old else { return 0 }
        let top = headerHeight + CGFloat(tree.top(of: i))
        tree.set(i, new)
        return rowHeightDidChange(from: old, to: new, rowTop: top)
    }

    /// Rows with `top < rect.maxY` and `bottom > rect.minY`, in order: a binary search for the first, then
    /// a walk.
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        // Properties read once into locals; the pooled query state is borrowed once for all rows.
        if isSelfSizing { return selfSizingAttributes(in: rect) }
        let rowTops = self.rowTops, headerHeight = self.headerHeight, width = self.width
        return withAttributesQuery { query in
            query.begin()
            let n = rowTops.count - 1
            guard n > 0 else { return query.result }
            // First row whose bottom is below rect.minY: smallest i with headerHeight + rowTops[i+1] > minY.
            let target = rect.minY - headerHeight
            var lo = 0, hi = n
            while lo < hi {
                let mid = (lo + hi) / 2
                if rowTops[mid + 1] <= target { lo = mid + 1 } else { hi = mid }
            }
            var i = lo
            while i < n, headerHeight + rowTops[i] < rect.maxY {
                // rowFrame(i), from the locals.
                let frame = CGRect(x: 0, y: headerHeight + rowTops[i], width: width, height: rowTops[i + 1] - rowTops[i])
                query.append(category: .cell, kind: nil, section: 0, item: i, frame: frame)
                i += 1
            }
            return query.result
        }
    }

    /// Self-sizing rows in `rect`: the first by a tree search, then a walk.
    private func selfSizingAttributes(in rect: CGRect) -> [LayoutAttributes]? {
        let headerHeight = self.headerHeight, width = self.width
        return withAttributesQuery { query in
            query.begin()
            let n = tree.count
            guard n > 0 else { return query.result }
            var i = tree.firstRow(below: Double(rect.minY - headerHeight))
            var top = CGFloat(tree.top(of: i)) + headerHeight
            while i < n, top < rect.maxY {
                let h = CGFloat(tree.heights[i])
                query.append(category: .cell, kind: nil, section: 0, item: i, frame: CGRect(x: 0, y: top, width: width, height: h))
                top += h
                i += 1
            }
            return query.result
        }
    }

    /// The row's attributes (a fresh object).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < numberOfRows else { return nil }
        let a = LayoutAttributes(forCellWith: indexPath)
        a.frame = rowFrame(indexPath.item)
        return a
    }

    /// Invalidates when the width changes (rows span it).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != width
    }
}
