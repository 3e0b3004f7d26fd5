#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif
import Testing
import ScrollSim

// A horizontal carousel inside a vertical scroll view, written as UIKit code: a flow layout with
// `scrollDirection = .horizontal`, a header and a footer, a data source and a delegate.

final class CardCell: UICollectionViewCell {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class Carousel: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var selected: [IndexPath] = []
    var displayed: [Int] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! CardCell
        cell.title.text = "Card \(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@Suite("A horizontal carousel in a vertical list")
struct CarouselTests {
    /// A 390 × 844 vertical scroll view (content 2000 pt tall) holding, at y = 100, a 390 × 200 carousel:
    /// items 150 × 180, line spacing 10, section inset (10, 16, 10, 16), header 40 pt wide, footer 30 pt.
    static func makeScreen() throws -> (UIScrollView, UICollectionView, Carousel, Simulation) {
        let page = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        page.contentSize = CGSize(width: 390, height: 2000)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 150, height: 180)
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        layout.headerReferenceSize = CGSize(width: 40, height: 0)
        layout.footerReferenceSize = CGSize(width: 30, height: 0)
        let carousel = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 200), collectionViewLayout: layout)
        carousel.register(CardCell.self, forCellWithReuseIdentifier: "card")
        carousel.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                          withReuseIdentifier: UICollectionView.elementKindSectionHeader)
        carousel.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                          withReuseIdentifier: UICollectionView.elementKindSectionFooter)
        let source = Carousel()
        carousel.dataSource = source
        carousel.delegate = source
        page.addSubview(carousel)
        let simulation = try Simulation(root: page)
        simulation.step()
        return (page, carousel, source, simulation)
    }

    /// Item k's frame: one item per column (180 = 200 − 10 − 10 fits one), columns from x = 40 + 16 every
    /// 150 + 10 pt.
    static func itemFrame(_ k: Int) -> CGRect { CGRect(x: 56 + 160 * k, y: 10, width: 150, height: 180) }

    @Test("columns left to right: item frames, header and footer frames, content width")
    func framesAndContentWidth() throws {
        let (_, carousel, source, _) = try Self.makeScreen()
        // Header 40 + inset 16 + 10 items · 150 + 9 gaps · 10 + inset 16 + footer 30 = 1692.
        #expect(carousel.contentSize == CGSize(width: 1692, height: 200))
        for k in [0, 1, 2] {
            #expect(carousel.cellForItem(at: IndexPath(item: k, section: 0))?.frame == Self.itemFrame(k))
        }
        // Visible 0…390: items 0 (56…206), 1 (216…366), 2 (376…526); item 3 starts at 536.
        #expect(carousel.indexPathsForVisibleItems == [0, 1, 2].map { IndexPath(item: $0, section: 0) })
        #expect(source.displayed == [0, 1, 2])
        let header = try #require(carousel.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                              at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 40, height: 200))
        let footer = try #require(carousel.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(footer.frame == CGRect(x: 1662, y: 0, width: 30, height: 200))
        #expect(carousel.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame == Self.itemFrame(9))
    }

    @Test("a horizontal fling scrolls the carousel, not the page, and the cells on screen follow the frames")
    func horizontalFling() throws {
        let (page, carousel, source, simulation) = try Self.makeScreen()
        try simulation.perform([.down(at: CGPoint(x: 300, y: 200)), .move(to: CGPoint(x: 100, y: 200), duration: 0.1), .up])
        simulation.runUntilIdle()
        #expect(page.contentOffset == .zero)
        let x = carousel.contentOffset.x
        // It moved left past the finger's 190 pt (200 − the 10-pt hysteresis) and rests within 0…1302.
        #expect(x > 190 && x <= 1692 - 390)
        #expect(carousel.contentOffset.y == 0)
        let expected = (0..<10).filter { Self.itemFrame($0).maxX > x && Self.itemFrame($0).minX < x + 390 }
        #expect(carousel.indexPathsForVisibleItems == expected.map { IndexPath(item: $0, section: 0) })
        // Every item that came on screen was announced once, in order.
        #expect(source.displayed == Array(0...expected.last!))
    }

    @Test("a tap on a card selects it in the carousel (the innermost collection view)")
    func tapSelectsInTheCarousel() throws {
        let (_, carousel, source, simulation) = try Self.makeScreen()
        // Window (250, 200) is carousel point (250, 100): item 1 (216…366).
        try simulation.perform([.tap(at: CGPoint(x: 250, y: 200))])
        #expect(source.selected == [IndexPath(item: 1, section: 0)])
        #expect(carousel.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        // Between two cards (x 206…216) nothing is selected.
        try simulation.perform([.wait(duration: 0.1), .tap(at: CGPoint(x: 210, y: 200))])
        #expect(source.selected == [IndexPath(item: 1, section: 0)])
        carousel.allowsSelection = false
        try simulation.perform([.wait(duration: 0.1), .tap(at: CGPoint(x: 100, y: 200))])
        #expect(source.selected == [IndexPath(item: 1, section: 0)])
    }
}
