#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif
import Testing
import ScrollSim

/// A grid whose sizes come from UIKit's flow-layout delegate methods.
final class TagGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 100 + 20 * (indexPath.item % 3), height: 50 + 10 * (indexPath.item % 2))
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat { 20 }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize { CGSize(width: 0, height: 30) }
}

@Suite("Flow layout sizes from UICollectionViewDelegateFlowLayout")
struct FlowLayoutDelegateTests {
    @Test("per-item sizes pack into justified lines; insets, line spacing and the header come from the delegate")
    func delegateSizesPackIntoLines() throws {
        let layout = UICollectionViewFlowLayout()   // interitem spacing stays the layout's 10
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        grid.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        let source = TagGrid()
        grid.dataSource = source
        grid.delegate = source
        let simulation = try Simulation(root: grid)
        simulation.step()
        // Widths 100, 120, 140, 100, 120; heights 50, 60, 50, 60, 50; available width 390 − 10 − 10 = 370.
        // Line 1: items 0, 1 (100 + 10 + 120 = 230; adding 140 would need 380), spread: the gap is
        //   370 − 220 = 150; 60 tall (item 0 centred, 5 pt down); top 30 + 5 = 35.
        // Line 2: items 2, 3 (140 + 10 + 100 = 250), gap 370 − 240 = 130; top 35 + 60 + 20 = 115.
        // Line 3: item 4 alone, centred: x = 10 + (370 − 120) / 2 = 135; top 115 + 60 + 20 = 195; ends 245.
        let expected = [CGRect(x: 10, y: 40, width: 100, height: 50), CGRect(x: 260, y: 35, width: 120, height: 60),
                        CGRect(x: 10, y: 120, width: 140, height: 50), CGRect(x: 280, y: 115, width: 100, height: 60),
                        CGRect(x: 135, y: 195, width: 120, height: 50)]
        for (item, frame) in expected.enumerated() {
            #expect(grid.cellForItem(at: IndexPath(item: item, section: 0))?.frame == frame)
        }
        // 245 + the bottom inset 5.
        #expect(grid.contentSize == CGSize(width: 390, height: 250))
        let header = grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 30))
    }
}
