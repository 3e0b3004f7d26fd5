import Foundation
import Testing
import ScrollSimTestSupport
@testable import ScrollSim

/// Item `i` shows 30 characters (two lines, 20 + 122/3 pt tall) when `i % 6 == 4`, else 10 (one line,
/// 20 + 61/3 pt): with three columns, lines alternate between short-only and one long item.
final class AlternatingLineSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    static func isLong(_ item: Int) -> Bool { item % 6 == 4 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! WrappingLabelCell
        cell.label.text = Self.isLong(indexPath.item) ? WrappingLabelSource.long : WrappingLabelSource.short
        return cell
    }
}

@Suite("Self-sizing flow layout")
struct SelfSizingFlowTests {
    static let short = 20 + CGFloat(61) / 3, long = 20 + CGFloat(122) / 3
    static func height(_ item: Int) -> CGFloat { AlternatingLineSource.isLong(item) ? long : short }
    /// Line `k` (three items): tall when it holds an item with `i % 6 == 4`, i.e. odd lines.
    static func lineHeight(_ k: Int) -> CGFloat { k % 2 == 1 ? long : short }

    /// 390-pt wide, estimate 100 × 50, spacing 10: ⌊(390 + 10)/(100 + 10)⌋ = 3 columns, 145 pt apart
    /// (100 + (390 − 300)/2), at x = 0, 145, 290.
    static func make(count: Int, height: CGFloat = 300) -> (View, CollectionView, FlowLayout, AlternatingLineSource) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: height), name: "root")
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        let grid = CollectionView(frame: root.bounds, collectionViewLayout: layout, name: "grid")
        grid.register(WrappingLabelCell.self, forCellWithReuseIdentifier: "cell")
        root.addSubview(grid)
        let source = AlternatingLineSource(count: count)
        grid.dataSource = source
        return (root, grid, layout, source)
    }

    @Test func measuredItemsSetTheirLineHeightsAndAreCentredInTheirLines() throws {
        let (root, grid, layout, source) = Self.make(count: 60)
        _ = source
        try root.checkedLayoutIfNeeded()
        let m = layout.measuredItemCount
        #expect(m > 0 && m < 60 && m % 3 == 0)
        // Line k's top: Σ_{j<k} (L_j + 10).
        var tops: [CGFloat] = []
        var y: CGFloat = 0
        for k in 0..<(m / 3) { tops.append(y); y += Self.lineHeight(k) + 10 }
        // 20 lines: the measured ones, then estimates of 50, spacing 10 between lines.
        #expect(isApproximatelyEqual(grid.contentSize.height, y + CGFloat(20 - m / 3) * 50 + CGFloat(20 - m / 3 - 1) * 10,
                                     absoluteTolerance: 1e-9))
        var checked = 0
        for cell in grid.subviews.compactMap({ $0 as? WrappingLabelCell }) where !cell.isHidden {
            let i = cell.indexPath.item
            guard i < m else { continue }
            let k = i / 3
            let expected = CGRect(x: CGFloat(i % 3) * 145, y: tops[k] + (Self.lineHeight(k) - Self.height(i)) / 2,
                                  width: 100, height: Self.height(i))
            #expect(isApproximatelyEqual(cell.frame.minX, expected.minX, absoluteTolerance: 1e-9)
                    && isApproximatelyEqual(cell.frame.minY, expected.minY, absoluteTolerance: 1e-9)
                    && cell.frame.width == expected.width
                    && isApproximatelyEqual(cell.frame.height, expected.height, absoluteTolerance: 1e-9), "item \(i)")
            checked += 1
        }
        #expect(checked >= 12)
        #expect(layout.cacheInvariantViolations(in: grid.bounds).isEmpty)
        #expect(layout.cacheInvariantViolations(in: CGRect(x: 0, y: 95, width: 390, height: 400)).isEmpty)
    }

    @Test func aCorrectionAboveTheVisibleTopMovesTheOffsetByTheLineCorrection() throws {
        let (root, grid, layout, source) = Self.make(count: 600)
        _ = source
        try root.checkedLayoutIfNeeded()
        let m = layout.measuredItemCount
        // Scroll far down (line 100 of 200, estimated top) and lay out: lines there get measured.
        var measured: CGFloat = 0
        for k in 0..<(m / 3) { measured += Self.lineHeight(k) + 10 }
        let offset = measured + CGFloat(100 - m / 3) * 60
        grid.contentOffset = CGPoint(x: 0, y: offset)
        try root.checkedLayoutIfNeeded()
        let offsetBefore = grid.contentOffset.y
        let heightBefore = grid.contentSize.height
        // Line 10 (items 30–32, all short) is above the visible top. Its first two measures leave the
        // line as tall as its unmeasured item's estimate (50): no change; the third makes it 121/3.
        let aboveCell = WrappingLabelCell(frame: .zero)
        aboveCell.label.text = WrappingLabelSource.short
        let above = LayoutAttributes(forCellWith: IndexPath(item: 30, section: 0))
        #expect(layout.elementDidAppear(aboveCell, attributes: above) == 0)
        #expect(layout.elementDidAppear(aboveCell, attributes: LayoutAttributes(forCellWith: IndexPath(item: 31, section: 0))) == 0)
        #expect(grid.contentSize.height == heightBefore)
        let shift = layout.elementDidAppear(aboveCell, attributes: LayoutAttributes(forCellWith: IndexPath(item: 32, section: 0)))
        #expect(isApproximatelyEqual(shift, Self.short - 50, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(grid.contentSize.height, heightBefore + Self.short - 50, absoluteTolerance: 1e-9))
        // Item 598 (last line, below the top, long): the content grows by 182/3 − 50, no shift.
        let belowCell = WrappingLabelCell(frame: .zero)
        belowCell.label.text = WrappingLabelSource.long
        let height = grid.contentSize.height
        #expect(layout.elementDidAppear(belowCell, attributes: LayoutAttributes(forCellWith: IndexPath(item: 598, section: 0))) == 0)
        #expect(isApproximatelyEqual(grid.contentSize.height, height + Self.long - 50, absoluteTolerance: 1e-9))
        // Measured once: a second appearance changes nothing.
        #expect(layout.elementDidAppear(aboveCell, attributes: above) == 0)
        #expect(grid.contentOffset.y == offsetBefore)
    }

    @Test func scrollingIntoEstimatesKeepsTheTopVisibleItemInPlace() throws {
        let (root, grid, layout, source) = Self.make(count: 600)
        _ = source
        grid.prefetchMargin = 120
        try root.checkedLayoutIfNeeded()
        let m = layout.measuredItemCount
        var measured: CGFloat = 0
        for k in 0..<(m / 3) { measured += Self.lineHeight(k) + 10 }
        let line = 100
        grid.contentOffset = CGPoint(x: 0, y: measured + CGFloat(line - m / 3) * 60)
        try root.checkedLayoutIfNeeded()
        // Lines measured above the top (in the prefetch margin) moved the offset with them: line 100's
        // first item is still at the top of the screen (the offset is pixel-rounded: 1/3 pt).
        let cell = try #require(grid.subviews.compactMap { $0 as? WrappingLabelCell }.first { $0.indexPath.item == 3 * line && !$0.isHidden })
        let lineTop = cell.frame.minY - (Self.lineHeight(line) - Self.height(3 * line)) / 2
        #expect(isApproximatelyEqual(lineTop, grid.contentOffset.y, absoluteTolerance: CGFloat(1) / 3))
        #expect(layout.cacheInvariantViolations(in: grid.bounds).isEmpty)
        // Content height = Σ line heights (measured or 50) + 199 spacings.
        var total: CGFloat = 199 * 10
        for k in 0..<200 {
            let f = layout.itemFrame(section: 0, item: 3 * k)
            total += abs(f.height - 50) < 1e-9 ? 50 : Self.lineHeight(k)
        }
        #expect(isApproximatelyEqual(grid.contentSize.height, total, absoluteTolerance: 1e-6))
    }

    @Test func automaticSizeEstimatesWithTheItemSize() {
        let layout = FlowLayout()
        #expect(!layout.isSelfSizing)
        layout.itemSize = CGSize(width: 120, height: 70)
        layout.estimatedItemSize = FlowLayout.automaticSize
        #expect(layout.isSelfSizing)
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300), name: "root")
        let grid = CollectionView(frame: root.bounds, collectionViewLayout: layout, name: "grid")
        root.addSubview(grid)
        let source = AlternatingLineSource(count: 7)
        grid.dataSource = source
        layout.prepare()
        // ⌊400/130⌋ = 3 columns; 3 lines of 70 and 2 spacings of 10 before any measure.
        #expect(grid.collectionViewLayout.collectionViewContentSize.height == CGFloat(3 * 70 + 2 * 10))
        #expect(layout.itemFrame(section: 0, item: 4) == CGRect(x: 135, y: 80, width: 120, height: 70))
    }
}
