import Foundation
import Testing
@testable import ScrollSim

@Suite("CollectionView: visible elements, reuse and per-frame work")
struct CollectionViewReuseTests {
    /// Rows of a uniform `h`-pt list intersecting `[y, y + H)`: `⌊y/h⌋ … ⌈(y+H)/h⌉ − 1`, clamped.
    static func expectedRows(offset y: CGFloat, viewport H: CGFloat, rowHeight h: CGFloat, count n: Int) -> ClosedRange<Int>? {
        let first = max(0, Int((y / h).rounded(.down)))
        let last = min(n - 1, Int(((y + H) / h).rounded(.up)) - 1)
        return first <= last ? first...last : nil
    }

    /// Flings through a 100,000-row list in a real simulation: every frame the collection view touched
    /// exactly the visible rows, configured only the rows that appeared, and created no more cells than
    /// were ever visible at once; the rest were reused.
    @Test func scrollingAHundredThousandRowsReusesCells() throws {
        let layout = ListLayout()
        let n = 100_000
        let fx = makeCollection(layout: layout, counts: [n])
        let cv = fx.cv
        #expect(cv.contentSize.height == 4_400_000)
        let sim = try Simulation(root: fx.root)
        var previous = Self.expectedRows(offset: 0, viewport: 844, rowHeight: 44, count: n)
        var expectedConfigured = previous.map { $0.count } ?? 0
        var maxVisible = previous?.count ?? 0
        var frames = 0
        sim.addFrameObserver { sim in
            sim.root.layoutIfNeeded()
            frames += 1
            let rows = Self.expectedRows(offset: cv.contentOffset.y, viewport: 844, rowHeight: 44, count: n)!
            #expect(cv.counters.elementsVisitedLastPass == rows.count, "frame \(sim.frameCount)")
            #expect(cv.counters.visible == rows.count)
            if let p = previous {
                expectedConfigured += rows.filter { !p.contains($0) }.count
            }
            maxVisible = max(maxVisible, rows.count)
            previous = rows
        }
        for _ in 0..<3 {
            try sim.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 100), duration: 0.1), .up])
            sim.runUntilIdle()
        }
        #expect(cv.contentOffset.y > 3000)
        #expect(frames > 100)
        #expect(cv.counters.configured == expectedConfigured)
        #expect(fx.ds.cellCalls == expectedConfigured)
        #expect(cv.counters.created == maxVisible)
        #expect(cv.counters.reused == expectedConfigured - maxVisible)
        // Every visible cell sits at its row's frame: y = 44·item.
        for cell in cv.visibleCells {
            #expect(cell.frame == CGRect(x: 0, y: 44 * CGFloat(cell.indexPath.item), width: 390, height: 44))
            #expect(!cell.isHidden)
        }
        // Recycled cells are hidden; total subview count = cells ever created.
        #expect(cv.subviews.count == cv.counters.created)
        #expect(cv.subviews.filter { !$0.isHidden }.count == cv.counters.visible)
    }

    @Test func nothingChangedMeansNoLayoutPass() {
        let fx = makeCollection(layout: ListLayout(), counts: [1000])
        let passes = fx.cv.counters.layoutPasses
        fx.root.layoutIfNeeded()
        fx.root.layoutIfNeeded()
        // One more pass may run for the cells added in the first one (addSubview marks layout).
        let settled = fx.cv.counters.layoutPasses
        #expect(settled <= passes + 1)
        fx.root.layoutIfNeeded()
        #expect(fx.cv.counters.layoutPasses == settled)
        fx.cv.contentOffset = CGPoint(x: 0, y: 10)
        fx.root.layoutIfNeeded()
        #expect(fx.cv.counters.layoutPasses == settled + 1)
        #expect(fx.cv.counters.prepares == 1)
    }

    @Test func prefetchMarginLaysOutRowsBeyondTheBounds() {
        let fx = makeCollection(layout: ListLayout(), counts: [1000])
        fx.cv.prefetchMargin = 100
        fx.cv.contentOffset = CGPoint(x: 0, y: 440)
        fx.root.layoutIfNeeded()
        // [340, 1384): rows ⌊340/44⌋ = 7 … ⌈1384/44⌉ − 1 = 31.
        #expect(fx.cv.indexPathsForVisibleItems.first?.item == 7)
        #expect(fx.cv.indexPathsForVisibleItems.last?.item == 31)
    }

    @Test func sectionHeadersAreSupplementaryViewsAndReused() {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 390, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        let fx = makeCollection(layout: layout, counts: [3, 3, 3, 3, 3, 3])
        // Section height 50 + 300 = 350: sections 0, 1, 2 start at 0, 350, 700 (< 844) → 3 headers.
        #expect(fx.ds.headerCalls == 3)
        let header = fx.cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
        #expect(header?.frame == CGRect(x: 0, y: 700, width: 390, height: 50))
        fx.cv.contentOffset = CGPoint(x: 0, y: 1100)   // [1100, 1944): headers of sections 4 (1400) and 5 (1750)
        fx.root.layoutIfNeeded()
        #expect(fx.ds.headerCalls == 5)
        #expect(fx.cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2)) == nil)
        #expect(fx.cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 5))?.frame.minY == 1750)
    }
}
