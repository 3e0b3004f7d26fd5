import Foundation

/// A vertical grid with optional section headers, as `UICollectionViewFlowLayout` with
/// `scrollDirection = .vertical` and one item size.
///
/// Per section, top to bottom: the header (`headerReferenceSize.height`, full width), `sectionInset.top`,
/// rows of items, `sectionInset.bottom`. A row holds
/// `n = max(1, ⌊(W − left − right + interitem) / (itemWidth + interitem)⌋)` items; rows are
/// `itemHeight + minimumLineSpacing` apart. With `n > 1` the items are spread across the available width
/// (spacing `(available − n·itemWidth)/(n − 1)`, UIKit's justified full lines; ScrollSim uses it on the last
/// line too); a single item per line is centred, as UIKit does.
///
/// An element is in a rectangle when their interiors overlap (edges that only touch do not count, as
/// CoreGraphics' `CGRectIntersectsRect`; Foundation on Linux counts them).
///
/// Queries are O(log sections + k): a binary search over section tops, then row arithmetic.
open class FlowLayout: CollectionViewLayout {
    /// Every item's size, points (UIKit default 50 × 50).
    public var itemSize: CGSize {
        get { flowProperties.itemSize }
        set { flowProperties.itemSize = newValue; invalidateLayout() }
    }
    /// Vertical space between rows, points (UIKit default 10).
    public var minimumLineSpacing: CGFloat {
        get { flowProperties.minimumLineSpacing }
        set { flowProperties.minimumLineSpacing = newValue; invalidateLayout() }
    }
    /// Minimum horizontal space between items of a row, points (UIKit default 10).
    public var minimumInteritemSpacing: CGFloat {
        get { flowProperties.minimumInteritemSpacing }
        set { flowProperties.minimumInteritemSpacing = newValue; invalidateLayout() }
    }
    /// Space around each section's items, points.
    public var sectionInset: EdgeInsets {
        get { flowProperties.sectionInset }
        set { flowProperties.sectionInset = newValue; invalidateLayout() }
    }
    /// Each section header's size; only the height is used (headers span the width). Zero: no header.
    public var headerReferenceSize: CGSize {
        get { flowProperties.headerReferenceSize }
        set { flowProperties.headerReferenceSize = newValue; invalidateLayout() }
    }

    /// The public properties' storage.
    private var flowProperties = FlowProperties()

    /// The storage of the public properties (see ``View``'s "Storage and exclusivity").
    struct FlowProperties {
        var itemSize = CGSize(width: 50, height: 50)
        var minimumLineSpacing: CGFloat = 10
        var minimumInteritemSpacing: CGFloat = 10
        var sectionInset: EdgeInsets = .zero
        var headerReferenceSize: CGSize = .zero
    }

    /// Per-section geometry, in content coordinates.
    struct Section {
        var top: CGFloat          // header top
        var itemsTop: CGFloat     // first row top
        var bottom: CGFloat       // after the bottom inset
        var count: Int
        var rows: Int
    }
    private(set) var sections: [Section] = []
    private var columns = 1
    private var itemX0: CGFloat = 0
    private var columnStep: CGFloat = 0
    private var width: CGFloat = 0
    private var contentHeight: CGFloat = 0

    /// The most items per row the layout computes (2³¹ − 1), whatever the item size: keeps the row
    /// arithmetic far from `Int` overflow.
    public static let maximumColumns = Int(Int32.max)

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Recomputes the section geometry: O(sections).
    open override func prepare() {
        super.prepare()
        guard let cv = collectionView else { sections.removeAll(keepingCapacity: true); return }
        width = cv.bounds.width
        let available = max(0, width - sectionInset.left - sectionInset.right)
        // Computed in floating point and clamped before the conversion: an item 1e-300 pt wide would
        // otherwise ask for more columns than `Int` holds (a trap), and 0/0 is NaN. More columns than
        // `maximumColumns` cannot matter: no section has that many items in practice, and a row's
        // items beyond the section's count are never laid out.
        let rawColumns = ((available + minimumInteritemSpacing) / (itemSize.width + minimumInteritemSpacing)).rounded(.down)
        columns = rawColumns.isNaN ? 1 : Int(min(max(rawColumns, 1), CGFloat(Self.maximumColumns)))
        if columns == 1 {
            itemX0 = sectionInset.left + (available - itemSize.width) / 2
            columnStep = 0
        } else {
            itemX0 = sectionInset.left
            columnStep = itemSize.width + (available - CGFloat(columns) * itemSize.width) / CGFloat(columns - 1)
        }
        sections.removeAll(keepingCapacity: true)
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let count = cv.numberOfItems(inSection: s)
            let rows = (count + columns - 1) / columns
            let itemsTop = y + headerReferenceSize.height + sectionInset.top
            let itemsHeight = rows == 0 ? 0 : CGFloat(rows) * itemSize.height + CGFloat(rows - 1) * minimumLineSpacing
            let bottom = itemsTop + itemsHeight + sectionInset.bottom
            sections.append(Section(top: y, itemsTop: itemsTop, bottom: bottom, count: count, rows: rows))
            y = bottom
        }
        contentHeight = y
    }

    /// `(collection view width, bottom of the last section)`.
    open override var collectionViewContentSize: CGSize { CGSize(width: width, height: contentHeight) }

    /// The frame of item `item` of section `s` (content coordinates).
    func itemFrame(section s: Int, item: Int) -> CGRect {
        let row = item / columns, column = item % columns
        return CGRect(x: itemX0 + CGFloat(column) * columnStep,
                      y: sections[s].itemsTop + CGFloat(row) * (itemSize.height + minimumLineSpacing),
                      width: itemSize.width, height: itemSize.height)
    }

    /// The frame of section `s`'s header (content coordinates).
    func headerFrame(section s: Int) -> CGRect {
        CGRect(x: 0, y: sections[s].top, width: width, height: headerReferenceSize.height)
    }

    /// Headers and items intersecting `rect`, section by section, header first, items in order.
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        // Properties read once into locals; the pooled query state is borrowed once for all elements.
        // The frames are itemFrame(section:item:) and headerFrame(section:), written out on the locals.
        let sections = self.sections, contentHeight = self.contentHeight, width = self.width
        let columns = self.columns, itemX0 = self.itemX0, columnStep = self.columnStep
        let itemSize = self.itemSize, minimumLineSpacing = self.minimumLineSpacing
        let headerHeight = headerReferenceSize.height
        return withAttributesQuery { query in
            query.begin()
            guard !sections.isEmpty, rect.maxY > 0, rect.minY < contentHeight || contentHeight == 0 else { return query.result }
            // First section whose bottom is below rect.minY.
            var lo = 0, hi = sections.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if sections[mid].bottom <= rect.minY { lo = mid + 1 } else { hi = mid }
            }
            var s = lo
            let rowStep = itemSize.height + minimumLineSpacing
            while s < sections.count, sections[s].top < rect.maxY {
                let section = sections[s]
                if headerHeight > 0 {
                    let header = CGRect(x: 0, y: sections[s].top, width: width, height: headerHeight)
                    if header.overlaps(rect) {
                        query.append(category: .supplementaryView, kind: CollectionView.elementKindSectionHeader,
                                     section: s, item: 0, frame: header)
                    }
                }
                if section.rows > 0 && rowStep > 0 {
                    var firstRow = Int(((rect.minY - section.itemsTop) / rowStep).rounded(.down))
                    firstRow = min(max(firstRow, 0), section.rows - 1)
                    var row = firstRow
                    while row < section.rows {
                        let rowTop = section.itemsTop + CGFloat(row) * rowStep
                        if rowTop >= rect.maxY { break }
                        if rowTop + itemSize.height > rect.minY {
                            var item = row * columns
                            let end = min(item + columns, section.count)
                            while item < end {
                                let itemRow = item / columns, column = item % columns
                                let frame = CGRect(x: itemX0 + CGFloat(column) * columnStep,
                                                   y: sections[s].itemsTop + CGFloat(itemRow) * (itemSize.height + minimumLineSpacing),
                                                   width: itemSize.width, height: itemSize.height)
                                if frame.overlaps(rect) {
                                    query.append(category: .cell, kind: nil, section: s, item: item, frame: frame)
                                }
                                item += 1
                            }
                        }
                        row += 1
                    }
                }
                s += 1
            }
            return query.result
        }
    }

    /// The item's attributes (a fresh object).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section < sections.count, indexPath.item >= 0, indexPath.item < sections[indexPath.section].count else { return nil }
        let a = LayoutAttributes(forCellWith: indexPath)
        a.frame = itemFrame(section: indexPath.section, item: indexPath.item)
        return a
    }

    /// The section header's attributes (a fresh object), `nil` without a header size.
    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == CollectionView.elementKindSectionHeader, headerReferenceSize.height > 0,
              indexPath.section < sections.count else { return nil }
        let a = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        a.frame = headerFrame(section: indexPath.section)
        return a
    }

    /// UIKit's flow layout invalidates when the bounds' size changes (not on scrolling).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != width
    }
}
