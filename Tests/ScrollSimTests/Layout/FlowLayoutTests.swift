import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

@Suite("FlowLayout and ListLayout geometry")
struct FlowLayoutTests {
    /// The sticky-header article's grid (seed 000): 390-pt wide items 150 tall, 4-pt line spacing.
    @Test func articleGridGeometry() {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 390, height: 150)
        layout.minimumLineSpacing = 4
        layout.minimumInteritemSpacing = 0
        let fx = makeCollection(layout: layout, counts: [20])
        // 20 rows: 20·150 + 19·4 = 3076.
        #expect(fx.cv.contentSize == CGSize(width: 390, height: 3076))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 462, width: 390, height: 150))
        // Visible at offset 0 in 844 pt: rows whose top < 844: 0…5 (row 5 top 770, row 6 top 924).
        #expect(fx.cv.indexPathsForVisibleItems == (0...5).map { IndexPath(item: $0, section: 0) })
    }

    @Test func gridJustifiesColumnsAndStacksSectionsWithHeadersAndInsets() {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let fx = makeCollection(layout: layout, counts: [4, 3])
        // 3 columns: ⌊(390 + 10)/110⌋ = 3; spacing (390 − 300)/2 = 45 → x = 0, 145, 290.
        // Section 0: header 0…30, items from 35, 2 rows: 35…135, 155…255, bottom 255 + 7 = 262.
        // Section 1: header 262…292, items from 297, 1 row → 397, bottom 404.
        let f = { (s: Int, i: Int) in layout.layoutAttributesForItem(at: IndexPath(item: i, section: s))!.frame }
        #expect(f(0, 1) == CGRect(x: 145, y: 35, width: 100, height: 100))
        #expect(f(0, 3) == CGRect(x: 0, y: 155, width: 100, height: 100))
        #expect(f(1, 2) == CGRect(x: 290, y: 297, width: 100, height: 100))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader,
                                                            at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 262, width: 390, height: 30))
        #expect(fx.cv.contentSize.height == 404)
    }

    /// Visible elements equal a brute-force scan over every element, on seeded random layouts and rects.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func flowQueryEqualsBruteForce(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: CGFloat(Int.random(in: 20...390, using: &rng)), height: CGFloat(Int.random(in: 1...200, using: &rng)))
        layout.minimumInteritemSpacing = CGFloat(Int.random(in: 0...20, using: &rng))
        layout.minimumLineSpacing = CGFloat(Int.random(in: 0...20, using: &rng))
        layout.sectionInset = EdgeInsets(top: CGFloat(Int.random(in: 0...30, using: &rng)), left: 0,
                                         bottom: CGFloat(Int.random(in: 0...30, using: &rng)), right: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: CGFloat(Int.random(in: 0...1, using: &rng) * 40))
        let counts = (0..<Int.random(in: 1...8, using: &rng)).map { _ in Int.random(in: 0...60, using: &rng) }
        let fx = makeCollection(layout: layout, counts: counts)
        let height = fx.cv.contentSize.height
        for _ in 0..<200 {
            let y = CGFloat(Double.random(in: -300...(Double(height) + 300), using: &rng))
            let rect = CGRect(x: 0, y: y, width: 390, height: CGFloat(Double.random(in: 1...900, using: &rng)))
            let fast = (layout.layoutAttributesForElements(in: rect) ?? []).map { Element($0) }
            var brute: [Element] = []
            for s in 0..<counts.count {
                if let h = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader,
                                                                       at: IndexPath(item: 0, section: s)), strictOverlap(h.frame, rect) {
                    brute.append(Element(h))
                }
                for i in 0..<counts[s] {
                    let a = layout.layoutAttributesForItem(at: IndexPath(item: i, section: s))!
                    if strictOverlap(a.frame, rect) { brute.append(Element(a)) }
                }
            }
            #expect(fast == brute, "rect \(rect)")
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func listQueryEqualsBruteForce(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let layout = ListLayout()
        let n = Int.random(in: 1...2000, using: &rng)
        layout.rowHeights = (0..<n).map { _ in CGFloat(Int.random(in: 1...120, using: &rng)) }
        let fx = makeCollection(layout: layout, counts: [n])
        // Content height is the sum of the heights (independent sum).
        #expect(fx.cv.contentSize.height == layout.rowHeights.reduce(0, +))
        for _ in 0..<300 {
            let y = CGFloat(Double.random(in: -200...(Double(fx.cv.contentSize.height) + 200), using: &rng))
            let rect = CGRect(x: 0, y: y, width: 390, height: CGFloat(Double.random(in: 0.5...900, using: &rng)))
            let fast = (layout.layoutAttributesForElements(in: rect) ?? []).map { Element($0) }
            var brute: [Element] = []
            var top: CGFloat = 0
            for i in 0..<n {
                let bottom = top + layout.rowHeights[i]
                if top < rect.maxY && bottom > rect.minY {
                    brute.append(Element(kind: nil, section: 0, item: i, frame: CGRect(x: 0, y: top, width: 390, height: layout.rowHeights[i])))
                }
                top = bottom
            }
            #expect(fast == brute, "rect \(rect)")
        }
    }

    @Test func listPlacesTableHeaderAboveRows() {
        let layout = ListLayout()
        layout.rowHeights = [10, 20, 30]
        let header = View(frame: CGRect(x: 0, y: 0, width: 1, height: 200), name: "tableHeader")
        let fx = makeCollection(layout: layout, counts: [5])
        fx.cv.tableHeaderView = header
        fx.root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
        // Rows 3, 4 use the default 44: tops 200, 210, 230, 260, 304; content 200 + 148.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 0, y: 304, width: 390, height: 44))
        #expect(fx.cv.contentSize.height == 348)
    }
}

/// A value copy of attributes for comparisons.
struct Element: Equatable {
    var kind: String?, section: Int, item: Int, frame: CGRect
    init(kind: String?, section: Int, item: Int, frame: CGRect) {
        self.kind = kind; self.section = section; self.item = item; self.frame = frame
    }
    init(_ a: LayoutAttributes) {
        self.init(kind: a.representedElementKind, section: a.indexPath.section, item: a.indexPath.item, frame: a.frame)
    }
}

/// Interiors overlap (written out independently of the layout's helper).
func strictOverlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
        && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
}
