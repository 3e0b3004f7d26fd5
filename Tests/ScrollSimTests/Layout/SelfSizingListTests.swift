import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

/// A cell whose height comes from its constraints: a wrapping label 10 pt from the top and bottom.
final class WrappingLabelCell: CollectionViewCell {
    let label = Label(name: "label")

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// Even rows: 10 characters (85 pt, one line); odd rows: 30 characters (255 pt, two lines at 200 pt).
final class WrappingLabelSource: CollectionViewDataSource {
    static let short = String(repeating: "a", count: 10), long = String(repeating: "b", count: 30)
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! WrappingLabelCell
        cell.label.text = indexPath.item % 2 == 0 ? Self.short : Self.long
        return cell
    }
}

@Suite("Self-sizing list")
struct SelfSizingListTests {
    /// 10 + one or two 17-pt lines ceiled to @3x pixels (20.287… → 61/3; 40.574… → 122/3) + 10.
    static func height(_ row: Int) -> CGFloat { 20 + (row % 2 == 0 ? CGFloat(61) / 3 : CGFloat(122) / 3) }

    static func make(count: Int) -> (View, CollectionView, ListLayout, WrappingLabelSource) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 300), name: "root")
        let layout = ListLayout()
        layout.rowHeight = ListLayout.automaticDimension
        layout.estimatedRowHeight = 44
        let list = CollectionView(frame: root.bounds, collectionViewLayout: layout, name: "list")
        list.register(WrappingLabelCell.self, forCellWithReuseIdentifier: "cell")
        root.addSubview(list)
        let source = WrappingLabelSource(count: count)
        list.dataSource = source
        return (root, list, layout, source)
    }

    @Test func measuredRowsReplaceTheirEstimatesInFramesAndContentSize() throws {
        let (root, list, layout, source) = Self.make(count: 100)
        _ = source
        try root.checkedLayoutIfNeeded()
        let m = layout.measuredRowCount
        #expect(m > 0 && m < 100)
        var top: CGFloat = 0
        for i in 0..<m { top += Self.height(i) }
        #expect(isApproximatelyEqual(list.contentSize.height, top + CGFloat(100 - m) * 44, absoluteTolerance: 1e-9))
        // Visible cells sit at the running sum of the measured heights (rows measured and then pushed
        // out of the prefetch area by the corrections are recycled).
        var y: CGFloat = 0
        var checked = 0
        for i in 0..<m {
            if let cell = list.subviews.compactMap({ $0 as? WrappingLabelCell }).first(where: { $0.indexPath.item == i && !$0.isHidden }) {
                #expect(isApproximatelyEqual(cell.frame.minY, y, absoluteTolerance: 1e-9) && isApproximatelyEqual(cell.frame.height, Self.height(i), absoluteTolerance: 1e-9), "row \(i)")
                #expect(isApproximatelyEqual(cell.label.frame.minY, 10, absoluteTolerance: 1e-9))
                checked += 1
            }
            y += Self.height(i)
        }
        #expect(checked >= 300 / 61)
    }

    @Test func correctionsAboveTheVisibleTopMoveTheOffsetSoTheScreenStaysPut() throws {
        let (root, list, layout, source) = Self.make(count: 1000)
        _ = source
        try root.checkedLayoutIfNeeded()
        let m = layout.measuredRowCount
        var measuredHeight: CGFloat = 0
        for i in 0..<m { measuredHeight += Self.height(i) }
        // Jump to the estimated top of row 500: rows above it that get measured now push the offset.
        let row = 500
        let estimatedTop = measuredHeight + CGFloat(row - m) * 44
        list.contentOffset = CGPoint(x: 0, y: estimatedTop)
        try root.checkedLayoutIfNeeded()
        let cell = try #require(list.subviews.compactMap { $0 as? WrappingLabelCell }.first { $0.indexPath.item == row && !$0.isHidden })
        // The row that was at the top of the screen is still there (within the pixel rounding of the offset).
        #expect(isApproximatelyEqual(cell.frame.minY, list.contentOffset.y, absoluteTolerance: CGFloat(1) / 3))
        #expect(layout.measuredRowCount > m)
        // Content size = measured heights + estimates of the rest.
        var total: CGFloat = 0
        var measuredRows = 0
        for i in 0..<1000 {
            let f = layout.rowFrame(i)
            if abs(f.height - 44) > 1e-9 { measuredRows += 1; #expect(isApproximatelyEqual(f.height, Self.height(i), absoluteTolerance: 1e-9)) }
            total += f.height
        }
        #expect(measuredRows == layout.measuredRowCount)
        #expect(isApproximatelyEqual(list.contentSize.height, total, absoluteTolerance: 1e-6))
    }
}
