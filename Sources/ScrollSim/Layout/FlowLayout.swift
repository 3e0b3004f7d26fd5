import Foundation

/// A grid with optional section headers and footers, as `UICollectionViewFlowLayout`: vertical with one
/// item size (the grid arithmetic below), or element by element (horizontal, footers, or sizes from a
/// ``CollectionViewDelegateFlowLayout``).
///
/// **Element by element** (``scrollDirection`` horizontal, a non-zero ``footerReferenceSize``, or a
/// delegate that implements any flow-layout method; built in ``prepare()``, O(items)): a line takes items
/// in order while their lengths across the scrolling axis plus ``minimumInteritemSpacing`` between them fit
/// the section's available length (the collection view's width — its height when horizontal — less the
/// section inset across; 1e-9 pt of tolerance); a line with several items spreads them to fill it, a lone
/// item is centred; a line is as thick as its thickest item and thinner items are centred in it; lines
/// are ``minimumLineSpacing`` apart. Each section: header, inset, lines, inset, footer, along the scrolling
/// axis; headers and footers span the collection view across it. Queries are a binary search over the
/// headers, lines and footers and a walk: O(log n + k), no allocation.
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
///
/// **Self-sizing items** (``estimatedItemSize`` non-zero, or ``automaticSize``: UIKit's rule): items are
/// packed into lines by the estimate's width (``itemSize``'s for ``automaticSize``) and every item starts
/// at the estimate's height. When an item's cell first appears it is measured with
/// `systemLayoutSizeFitting` (width = the estimate's, required; height compressed at `fittingSizeLevel`:
/// the height its constraints give) and the measure replaces the estimate for good. A line is as tall as
/// its tallest item; shorter items are centred in it, as UIKit's flow layout does. The rule for the
/// content size and the offset [model, the one ``ListLayout`` follows, as UIKit behaves visibly]: the
/// content size changes by the line's correction at once; if the line's top lies above the top of the
/// visible area (`bounds.minY`), `contentOffset.y` moves by the same correction, so that what is on
/// screen does not jump; a line at or below the top pushes the lines below it. [model] The width stays
/// the estimate's (UIKit may also resize the width and repack the line; ScrollSim's lines keep their
/// columns). Line heights live in a Fenwick tree of the sections' vertical slots (lead: header and top
/// inset; one slot per line, line spacing included; tail: bottom inset): a correction and an
/// "element at y" query are O(log n), and a steady-state query allocates nothing.
@MainActor
open class FlowLayout: CollectionViewLayout {
    /// UIKit's `UICollectionViewFlowLayout.automaticSize`: as ``estimatedItemSize``, self-sizing items
    /// whose estimate is ``itemSize``. (A sentinel; compare with `==`.)
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size assumed for self-sizing items until they are measured, points (UIKit default `.zero`:
    /// items are ``itemSize``); ``automaticSize`` estimates with ``itemSize``. Non-zero turns on
    /// self-sizing (see the type's rule).
    public var estimatedItemSize: CGSize = .zero {
        didSet { heightsVersion &+= 1; invalidateLayout() }
    }

    /// Whether items size themselves (``estimatedItemSize`` is not zero).
    public var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// Items measured so far (self-sizing).
    public private(set) var measuredItemCount = 0

    /// Every item's size, points (UIKit default 50 × 50).
    public var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// Vertical space between rows, points (UIKit default 10).
    public var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// Minimum horizontal space between items of a row, points (UIKit default 10).
    public var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// Space around each section's items, points.
    public var sectionInset: EdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// Each section header's size; only the height is used (headers span the width) — the width when
    /// ``scrollDirection`` is horizontal (headers span the height). Zero: no header (UIKit default).
    public var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// Each section footer's size, as ``headerReferenceSize`` (UIKit's `footerReferenceSize`, default
    /// zero: no footer).
    public var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    /// The scrolling axis, as UIKit's `scrollDirection` (default ``CollectionView/ScrollDirection/vertical``).
    /// Horizontal: lines are columns laid left to right, items fill each column top to bottom, the
    /// content width grows with the items and the height is the collection view's (see "Element by
    /// element" in the type's notes). Self-sizing items (``estimatedItemSize``) are vertical only: a
    /// horizontal layout uses the item sizes as they are.
    public var scrollDirection: CollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }

    /// The default delegate methods' answer "not implemented" for sizes (UIKit asks `respondsToSelector:`).
    nonisolated public static let notImplementedSize = CGSize(width: -CGFloat.infinity, height: -CGFloat.infinity)
    /// The default delegate methods' answer "not implemented" for insets.
    nonisolated public static let notImplementedInsets = EdgeInsets(top: -CGFloat.infinity, left: -CGFloat.infinity,
                                                                    bottom: -CGFloat.infinity, right: -CGFloat.infinity)
    /// The default delegate methods' answer "not implemented" for lengths.
    nonisolated public static let notImplementedLength = -CGFloat.infinity

    /// The element-by-element layout (``FlowLines``), used when ``usesLines``.
    var lines = FlowLines()
    /// Whether the last ``prepare()`` built ``lines`` (horizontal, footers or delegate sizes), and the
    /// queries follow it.
    private(set) var usesLines = false
    /// The collection view's bounds size at the last prepare (for ``shouldInvalidateLayout(forBoundsChange:)``).
    private var preparedSize: CGSize = .zero
    /// Reused buffer of one section's item sizes while packing.
    private var sizeBuffer: [CGSize] = []

    // Self-sizing state (see the type's rule).
    /// Vertical slots of all sections: per section a lead, its lines, a tail.
    private var slots = RowHeightTree()
    /// The first slot (the lead) of each section, and the slot count after the last (`sections.count + 1`).
    private var sectionSlot: [Int] = []
    /// The first item (flat index over the sections) of each section.
    private var sectionFirstItem: [Int] = []
    /// Each item's height (its estimate until measured), flat index.
    private var itemHeights: [Double] = []
    private var measuredItems: [Bool] = []
    /// Each line's height (its tallest item), flat over the sections in slot order (slot − section − 1).
    private var lineHeights: [Double] = []
    /// The self-sizing item size used for packing (the estimate, or `itemSize` for `automaticSize`).
    private var estimate: CGSize = .zero
    /// Inputs of the last self-sizing build (measures are kept while they are unchanged).
    private var preparedCounts: [Int] = []
    private var preparedHeightsVersion = -1
    private var heightsVersion = 0
    /// Whether the last ``prepare()`` built the self-sizing state (the queries follow it).
    private var selfSizingPrepared = false

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
        preparedSize = cv.bounds.size
        let selfSizing = isSelfSizing && scrollDirection == .vertical
        usesLines = false
        if !selfSizing && (scrollDirection == .horizontal || footerReferenceSize != .zero || delegateImplementsSizes(cv)) {
            usesLines = true
            selfSizingPrepared = false
            sections.removeAll(keepingCapacity: true)
            prepareLines(cv)
            return
        }
        estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        let itemSize = selfSizing ? estimate : self.itemSize
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
        selfSizingPrepared = selfSizing
        if selfSizing { prepareSelfSizing(cv) }
    }

    /// Builds the slot tree from the item heights (O(items)); measures survive unless the item counts
    /// or the estimate changed.
    private func prepareSelfSizing(_ cv: CollectionView) {
        var counts: [Int] = []
        counts.reserveCapacity(sections.count)
        for section in sections { counts.append(section.count) }
        if counts != preparedCounts || preparedHeightsVersion != heightsVersion {
            var total = 0
            sectionFirstItem.removeAll(keepingCapacity: true)
            for c in counts { sectionFirstItem.append(total); total += c }
            itemHeights = [Double](repeating: Double(estimate.height), count: total)
            measuredItems = [Bool](repeating: false, count: total)
            measuredItemCount = 0
            preparedCounts = counts
            preparedHeightsVersion = heightsVersion
        }
        let spacing = Double(minimumLineSpacing), header = Double(headerReferenceSize.height)
        var heights: [Double] = []
        sectionSlot.removeAll(keepingCapacity: true)
        lineHeights.removeAll(keepingCapacity: true)
        for (s, section) in sections.enumerated() {
            sectionSlot.append(heights.count)
            heights.append(header + Double(sectionInset.top))
            let first = sectionFirstItem[s]
            for row in 0..<section.rows {
                var tallest = 0.0
                var item = row * columns
                let end = min(item + columns, section.count)
                while item < end { tallest = max(tallest, itemHeights[first + item]); item += 1 }
                lineHeights.append(tallest)
                heights.append(tallest + (row < section.rows - 1 ? spacing : 0))
            }
            heights.append(Double(sectionInset.bottom))
        }
        sectionSlot.append(heights.count)
        slots.reset(heights: heights)
        contentHeight = CGFloat(slots.total)
    }

    /// The section of slot `slot` (binary search over the sections' first slots).
    private func section(ofSlot slot: Int) -> Int {
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionSlot[mid] <= slot { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// `(top, itemsTop, bottom)` of section `s` (content coordinates).
    func sectionSpan(_ s: Int) -> (top: CGFloat, itemsTop: CGFloat, bottom: CGFloat) {
        guard selfSizingPrepared else { return (sections[s].top, sections[s].itemsTop, sections[s].bottom) }
        let first = sectionSlot[s]
        return (CGFloat(slots.top(of: first)), CGFloat(slots.top(of: first + 1)), CGFloat(slots.top(of: sectionSlot[s + 1])))
    }

    /// A self-sizing item's frame in the line whose top is `lineTop`.
    @inline(__always)
    private func selfSizingItemFrame(flat: Int, line: Int, column: Int, lineTop: Double) -> CGRect {
        let h = itemHeights[flat]
        return CGRect(x: itemX0 + CGFloat(column) * columnStep, y: CGFloat(lineTop + (lineHeights[line] - h) / 2),
                      width: estimate.width, height: CGFloat(h))
    }

    /// `(collection view width, bottom of the last section)`; horizontal: `(end of the last section,
    /// collection view height)`.
    open override var collectionViewContentSize: CGSize {
        usesLines ? lines.contentSize : CGSize(width: width, height: contentHeight)
    }

    /// Whether the collection view's delegate implements any of the flow-layout delegate's methods (asked
    /// once per prepare, for the first section and item).
    private func delegateImplementsSizes(_ cv: CollectionView) -> Bool {
        guard let delegate = cv.flowLayoutDelegate else { return false }
        let sectionCount = cv.numberOfSections
        guard sectionCount > 0 else { return false }
        if delegate.collectionView(cv, layout: self, insetForSectionAt: 0) != Self.notImplementedInsets
            || delegate.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: 0) != Self.notImplementedLength
            || delegate.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: 0) != Self.notImplementedLength
            || delegate.collectionView(cv, layout: self, referenceSizeForHeaderInSection: 0) != Self.notImplementedSize
            || delegate.collectionView(cv, layout: self, referenceSizeForFooterInSection: 0) != Self.notImplementedSize {
            return true
        }
        for s in 0..<sectionCount where cv.numberOfItems(inSection: s) > 0 {
            return delegate.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: 0, section: s)) != Self.notImplementedSize
        }
        return false
    }

    /// Builds ``lines``: every element's frame by ``FlowLines``' rule, sizes from the delegate where it
    /// implements them. O(items).
    private func prepareLines(_ cv: CollectionView) {
        let horizontal = scrollDirection == .horizontal
        let boundsSize = cv.bounds.size
        let cross = horizontal ? boundsSize.height : boundsSize.width
        let delegate = cv.flowLayoutDelegate
        var result = FlowLines()
        swap(&result, &lines)
        result.slots.removeAll(keepingCapacity: true)
        result.itemFrames.removeAll(keepingCapacity: true)
        result.sectionFirstItem.removeAll(keepingCapacity: true)
        result.headerFrames.removeAll(keepingCapacity: true)
        result.footerFrames.removeAll(keepingCapacity: true)
        result.horizontal = horizontal
        /// A frame from positions along (`main`) and across (`across`) the scrolling axis.
        func frame(main: CGFloat, across: CGFloat, mainLength: CGFloat, acrossLength: CGFloat) -> CGRect {
            horizontal ? CGRect(x: main, y: across, width: mainLength, height: acrossLength)
                       : CGRect(x: across, y: main, width: acrossLength, height: mainLength)
        }
        var main: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let count = cv.numberOfItems(inSection: s)
            var inset = sectionInset, lineSpacing = minimumLineSpacing, interitem = minimumInteritemSpacing
            var header = headerReferenceSize, footer = footerReferenceSize
            if let delegate {
                let i = delegate.collectionView(cv, layout: self, insetForSectionAt: s)
                if i != Self.notImplementedInsets { inset = i }
                let l = delegate.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s)
                if l != Self.notImplementedLength { lineSpacing = l }
                let m = delegate.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s)
                if m != Self.notImplementedLength { interitem = m }
                let h = delegate.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s)
                if h != Self.notImplementedSize { header = h }
                let f = delegate.collectionView(cv, layout: self, referenceSizeForFooterInSection: s)
                if f != Self.notImplementedSize { footer = f }
            }
            result.sectionFirstItem.append(result.itemFrames.count)
            let headerLength = horizontal ? header.width : header.height
            if headerLength > 0 {
                result.headerFrames.append(frame(main: main, across: 0, mainLength: headerLength, acrossLength: cross))
                result.slots.append(FlowLines.Slot(kind: .header, start: main, end: main + headerLength, section: s, firstItem: 0, endItem: 0))
                main += headerLength
            } else {
                result.headerFrames.append(.zero)
            }
            main += horizontal ? inset.left : inset.top
            let acrossStart = horizontal ? inset.top : inset.left
            let available = max(0, cross - acrossStart - (horizontal ? inset.bottom : inset.right))
            sizeBuffer.removeAll(keepingCapacity: true)
            for item in 0..<count {
                var size = itemSize
                if let delegate {
                    let d = delegate.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: item, section: s))
                    if d != Self.notImplementedSize { size = d }
                }
                sizeBuffer.append(CGSize(width: max(0, size.width), height: max(0, size.height)))
            }
            var first = 0
            while first < count {
                func along(_ i: Int) -> CGFloat { horizontal ? sizeBuffer[i].width : sizeBuffer[i].height }
                func acrossLength(_ i: Int) -> CGFloat { horizontal ? sizeBuffer[i].height : sizeBuffer[i].width }
                var used = acrossLength(first), thickness = along(first)
                var end = first + 1
                // 1e-9 pt of tolerance: lengths that add up exactly in decimals still fit in binary.
                while end < count, used + interitem + acrossLength(end) <= available + 1e-9 {
                    used += interitem + acrossLength(end)
                    thickness = max(thickness, along(end))
                    end += 1
                }
                let n = end - first
                var position: CGFloat
                var gap: CGFloat = 0
                if n == 1 {
                    position = acrossStart + (available - acrossLength(first)) / 2
                } else {
                    position = acrossStart
                    gap = (available - (used - CGFloat(n - 1) * interitem)) / CGFloat(n - 1)
                }
                for i in first..<end {
                    result.itemFrames.append(frame(main: main + (thickness - along(i)) / 2, across: position,
                                                   mainLength: along(i), acrossLength: acrossLength(i)))
                    position += acrossLength(i) + gap
                }
                result.slots.append(FlowLines.Slot(kind: .line, start: main, end: main + thickness, section: s,
                                                   firstItem: first, endItem: end))
                main += thickness
                first = end
                if first < count { main += lineSpacing }
            }
            main += horizontal ? inset.right : inset.bottom
            let footerLength = horizontal ? footer.width : footer.height
            if footerLength > 0 {
                result.footerFrames.append(frame(main: main, across: 0, mainLength: footerLength, acrossLength: cross))
                result.slots.append(FlowLines.Slot(kind: .footer, start: main, end: main + footerLength, section: s, firstItem: 0, endItem: 0))
                main += footerLength
            } else {
                result.footerFrames.append(.zero)
            }
        }
        result.contentSize = horizontal ? CGSize(width: main, height: boundsSize.height) : CGSize(width: boundsSize.width, height: main)
        swap(&result, &lines)
    }

    /// The frame of item `item` of section `s` (content coordinates).
    func itemFrame(section s: Int, item: Int) -> CGRect {
        let row = item / columns, column = item % columns
        if selfSizingPrepared {
            let slot = sectionSlot[s] + 1 + row
            return selfSizingItemFrame(flat: sectionFirstItem[s] + item, line: slot - s - 1, column: column,
                                       lineTop: slots.top(of: slot))
        }
        return CGRect(x: itemX0 + CGFloat(column) * columnStep,
                      y: sections[s].itemsTop + CGFloat(row) * (itemSize.height + minimumLineSpacing),
                      width: itemSize.width, height: itemSize.height)
    }

    /// The frame of section `s`'s header (content coordinates).
    func headerFrame(section s: Int) -> CGRect {
        CGRect(x: 0, y: sectionSpan(s).top, width: width, height: headerReferenceSize.height)
    }

    /// Headers and items intersecting `rect`, section by section, header first, items in order.
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        if selfSizingPrepared { return selfSizingAttributes(in: rect) }
        if usesLines {
            let lines = self.lines
            return withAttributesQuery { query in
                query.begin()
                lines.query(rect, into: &query)
                return query.result
            }
        }
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

    /// Self-sizing elements in `rect`: the first slot by a tree search, then a walk over the slots.
    private func selfSizingAttributes(in rect: CGRect) -> [LayoutAttributes]? {
        let width = self.width, columns = self.columns, headerHeight = headerReferenceSize.height
        return withAttributesQuery { query in
            query.begin()
            let n = slots.count
            guard n > 0, !sections.isEmpty, rect.maxY > 0 else { return query.result }
            var slot = min(slots.firstRow(below: Double(rect.minY)), n - 1)
            var s = section(ofSlot: slot)
            while slot < n {
                // Each slot's top from the tree (O(log n)), not a running sum: the same value as
                // itemFrame(section:item:) to the last bit.
                let top = slots.top(of: slot)
                if CGFloat(top) >= rect.maxY { break }
                while slot >= sectionSlot[s + 1] { s += 1 }
                let local = slot - sectionSlot[s]
                if local == 0 {
                    if headerHeight > 0 {
                        let header = CGRect(x: 0, y: CGFloat(top), width: width, height: headerHeight)
                        if header.overlaps(rect) {
                            query.append(category: .supplementaryView, kind: CollectionView.elementKindSectionHeader,
                                         section: s, item: 0, frame: header)
                        }
                    }
                } else if local <= sections[s].rows {
                    let row = local - 1
                    var item = row * columns
                    let end = min(item + columns, sections[s].count)
                    let first = sectionFirstItem[s]
                    while item < end {
                        let frame = selfSizingItemFrame(flat: first + item, line: slot - s - 1, column: item - row * columns,
                                                        lineTop: top)
                        if frame.overlaps(rect) {
                            query.append(category: .cell, kind: nil, section: s, item: item, frame: frame)
                        }
                        item += 1
                    }
                }
                slot += 1
            }
            return query.result
        }
    }

    /// Measures a self-sizing item's cell the first time it appears (see the type's rule); returns the
    /// offset correction.
    open override func elementDidAppear(_ view: CollectionReusableView, attributes: LayoutAttributes) -> CGFloat {
        guard selfSizingPrepared, attributes.representedElementCategory == .cell else { return 0 }
        let s = attributes.indexPath.section, item = attributes.indexPath.item
        guard s >= 0, s < sections.count, item >= 0, item < sections[s].count else { return 0 }
        let flat = sectionFirstItem[s] + item
        guard !measuredItems[flat] else { return 0 }
        measuredItems[flat] = true
        measuredItemCount += 1
        let fitted = view.systemLayoutSizeFitting(CGSize(width: estimate.width, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let new = Double(max(0, fitted.height))
        guard new != itemHeights[flat] else { return 0 }
        itemHeights[flat] = new
        selfSizingDidChange = true   // the item's own frame changed
        let row = item / columns
        let slot = sectionSlot[s] + 1 + row, line = slot - s - 1
        var tallest = 0.0
        var k = row * columns
        let end = min(k + columns, sections[s].count), first = sectionFirstItem[s]
        while k < end { tallest = max(tallest, itemHeights[first + k]); k += 1 }
        let old = lineHeights[line]
        guard tallest != old else { return 0 }
        lineHeights[line] = tallest
        let lineTop = CGFloat(slots.top(of: slot))
        let spacing = row < sections[s].rows - 1 ? Double(minimumLineSpacing) : 0
        slots.set(slot, tallest + spacing)
        contentHeight = CGFloat(slots.total)
        if let cv = collectionView {
            let size = collectionViewContentSize
            if cv.contentSize != size { cv.contentSize = size }
            if lineTop < cv.bounds.minY { return CGFloat(tallest - old) }
        }
        return 0
    }

    /// The item's attributes (a fresh object).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        if usesLines {
            guard indexPath.section >= 0, indexPath.section < lines.sectionFirstItem.count, indexPath.item >= 0,
                  indexPath.item < lines.count(ofSection: indexPath.section) else { return nil }
            let a = LayoutAttributes(forCellWith: indexPath)
            a.frame = lines.itemFrame(section: indexPath.section, item: indexPath.item)
            return a
        }
        guard indexPath.section < sections.count, indexPath.item >= 0, indexPath.item < sections[indexPath.section].count else { return nil }
        let a = LayoutAttributes(forCellWith: indexPath)
        a.frame = itemFrame(section: indexPath.section, item: indexPath.item)
        return a
    }

    /// The section header's attributes (a fresh object), `nil` without a header size.
    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        if usesLines {
            let s = indexPath.section
            guard s >= 0, s < lines.headerFrames.count else { return nil }
            let frame: CGRect
            switch kind {
            case CollectionView.elementKindSectionHeader: frame = lines.headerFrames[s]
            case CollectionView.elementKindSectionFooter: frame = lines.footerFrames[s]
            default: return nil
            }
            guard frame != .zero else { return nil }
            let a = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
            a.frame = frame
            return a
        }
        guard kind == CollectionView.elementKindSectionHeader, headerReferenceSize.height > 0,
              indexPath.section < sections.count else { return nil }
        let a = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        a.frame = headerFrame(section: indexPath.section)
        return a
    }

    /// UIKit's flow layout invalidates when the bounds' size changes (not on scrolling).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        usesLines ? newBounds.size != preparedSize : newBounds.width != width
    }
}
