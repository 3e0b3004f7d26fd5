import Foundation
import Testing
@testable import ScrollSim
@testable import ScrollSimScenario

/// The loader's visible-element bound holds for the layouts it is computed from: scrolling a built
/// collection view through its whole range never shows more elements than the bound, and the bound is
/// the hand-derived count.
@Suite("VisibleElementBound: the loader's cap holds for the built layouts")
struct VisibleElementBoundTests {
    /// The most elements visible over offsets 0, 1/3, 2/3, 1, … pt across the range (the pixel grid of
    /// scale 3), laid out as a frame would.
    static func mostVisible(_ properties: CollectionViewProperties, frame: CGRect) -> Int {
        let view = ViewDescription(name: "cv", frame: frame, kind: .collectionView(properties)).makeView()
        guard let collection = view as? CollectionView else { return -1 }
        collection.layoutIfNeeded()
        var most = 0
        var y = Double(collection.minimumContentOffset.y)
        let end = Double(collection.maximumContentOffset.y)
        while y <= end {
            collection.contentOffset = CGPoint(x: 0, y: y)
            collection.layoutIfNeeded()
            most = max(most, collection.counters.visible)
            y += 1.0 / 3
        }
        return most
    }

    /// 100 × 100 items, 10 pt apart, in 390 × 844: ⌊(390 + 10)/110⌋ = 3 columns; tops 110 apart in a
    /// window of 844 + 100 pt: ⌊944/110⌋ + 1 = 9 rows: 27. It is reached: at offset 90⅓ the row at 0
    /// still shows its last 9⅔ pt and the row at 880 starts before 934⅓, rows 0 … 880: 9 rows.
    @Test func aFlowLayoutNeverShowsMoreThanItsBound() {
        let layout = CollectionLayoutDescription.flow(itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 10,
                                                      minimumInteritemSpacing: 10, sectionInset: .zero,
                                                      headerReferenceSize: .zero)
        let bound = VisibleElementBound.flow(height: 844, width: 390, itemSize: CGSize(width: 100, height: 100),
                                             minimumLineSpacing: 10, minimumInteritemSpacing: 10, sectionInset: .zero,
                                             headerHeight: 0, itemCount: 60)
        #expect(bound == 27)
        let most = Self.mostVisible(CollectionViewProperties(layout: layout, itemCount: 60),
                                    frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(most == 27)
        #expect(Double(most) <= bound)
    }

    /// Rows 44, 0, 0, …, 0 (30 zero-height rows), then 44-pt rows, in a 100-pt frame: a window from
    /// just above y = 44 (offset 43⅔) holds row 0 (its last ⅓ pt), the 30 zero-height rows at y = 44 and
    /// the 44-pt rows starting at 44, 88 and 132 (< 143⅔): 1 + 30 + 3 = 34, the bound (row 0 ends at 44;
    /// rows with top < 44 + 100 are rows 0 … 33).
    @Test func aListOfZeroHeightRowsCountsThemAll() {
        let heights = [CGFloat(44)] + Array(repeating: CGFloat(0), count: 30)
        let bound = VisibleElementBound.list(height: 100, rowHeight: 44, rowHeights: heights, itemCount: 50)
        #expect(bound == 34)
        let layout = CollectionLayoutDescription.list(rowHeight: 44, rowHeights: heights, tableHeaderHeight: 0)
        let most = Self.mostVisible(CollectionViewProperties(layout: layout, itemCount: 50),
                                    frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(most == 34)
    }

    /// Uniform 44-pt rows in 844 pt: ⌊(844 + 44)/44⌋ + 1 = 21 (a window starting 1/3 pt into a row shows
    /// parts of 20 rows: ⌈844/44⌉ + 1 = 21 only when 844/44 is not whole; here 844/44 = 19.18 → 20 + 1).
    @Test func aUniformListNeverShowsMoreThanItsBound() {
        let bound = VisibleElementBound.list(height: 844, rowHeight: 44, rowHeights: [], itemCount: 60)
        #expect(bound == 21)
        let layout = CollectionLayoutDescription.list(rowHeight: 44, rowHeights: [], tableHeaderHeight: 0)
        let most = Self.mostVisible(CollectionViewProperties(layout: layout, itemCount: 60),
                                    frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(Double(most) <= bound)
        #expect(most >= 20)
    }
}
