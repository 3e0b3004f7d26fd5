import Foundation
import Testing
@testable import ScrollSim

/// The debug-only invariant checks hold on well-formed trees and name what is broken when an invariant is
/// broken through the public API (a non-finite frame, a cell hidden or detached by hand, a layout changed
/// without `invalidateLayout()`, a negative row height).
@Suite("Invariant checks")
struct ViewInvariantTests {
    #if DEBUG
    /// A collection view of `counts` items whose last layout pass is current. A pass that adds new element
    /// views marks the collection view for layout again (`addSubview` calls `setNeedsLayout()`), and the
    /// collection view's checks wait for a current pass: so lay out once more.
    static func settledCollection(layout: CollectionViewLayout, counts: [Int]) -> CollectionFixture {
        let fixture = makeCollection(layout: layout, counts: counts)
        fixture.root.layoutIfNeeded()
        precondition(!fixture.cv.needsLayout, "the second pass should add no view")
        return fixture
    }

    @Test("a well-formed tree with a scroll view and a collection view has no violations")
    func wellFormed() {
        let fixture = Self.settledCollection(layout: ListLayout(), counts: [100])
        let extra = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "extra")
        fixture.root.addSubview(extra)
        fixture.root.layoutIfNeeded()
        #expect(!fixture.cv.needsLayout && !fixture.cv.collectionViewLayout.needsPrepare)
        #expect(fixture.root.invariantViolations() == [])
        fixture.root.checkInvariants()
        fixture.cv.collectionViewLayout.checkInvariants()
    }

    @Test("after a failed layout pass the failed view's ancestors stay marked, so the next pass retries it")
    func failedLayoutPassKeepsMarks() {
        let window = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "window")
        let root = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        window.addSubview(root)
        let header = View(name: "header")
        root.addSubview(header)
        header.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([header.topAnchor.constraint(equalTo: root.topAnchor),
                                   header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                   header.heightAnchor.constraint(equalToConstant: -10)])  // a negative size: an error
        #expect(throws: LayoutError.self) { try window.checkedLayoutIfNeeded() }
        #expect(root.needsLayout)
        #expect(window.invariantViolations() == [])
        let passes = root.layoutPasses
        _ = try? window.checkedLayoutIfNeeded()
        #expect(root.layoutPasses == passes + 1, "the next pass from the window retries the failed view")
    }

    @Test("a non-finite frame is reported")
    func nonFiniteFrame() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "child")
        root.addSubview(child)
        child.frame.origin.y = .nan
        #expect(root.invariantViolations().contains { $0.hasPrefix("View(child): frame") && $0.hasSuffix("is not finite") })
    }

    @Test("a visible cell hidden by hand is reported")
    func hiddenCell() throws {
        let fixture = Self.settledCollection(layout: ListLayout(), counts: [100])
        let cell = try #require(fixture.cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        cell.isHidden = true
        #expect(fixture.cv.invariantViolations().contains {
            $0.contains("cell [0, 3]'s view \(cell.name) is hidden, its layout says shown")
        })
    }

    @Test("a visible cell removed from the collection view is reported: the next pass keeps it, detached")
    func detachedCell() throws {
        let fixture = Self.settledCollection(layout: ListLayout(), counts: [100])
        let cell = try #require(fixture.cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        cell.removeFromSuperview()
        fixture.root.layoutIfNeeded()
        #expect(fixture.cv.cellForItem(at: IndexPath(item: 0, section: 0)) === cell && !fixture.cv.needsLayout)
        #expect(fixture.cv.invariantViolations().contains { $0.contains("cell [0, 0]'s view \(cell.name) is not a subview") })
    }

    /// A layout whose rows are all `height` tall, with a bug: changing `height` does not invalidate it.
    final class ForgetfulLayout: CollectionViewLayout {
        var height: CGFloat = 100
        override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 100 * height) }
        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
            beginAttributesQuery()
            for item in 0..<100 where CGFloat(item) * height < rect.maxY && CGFloat(item + 1) * height > rect.minY {
                appendAttributes(category: .cell, kind: nil, section: 0, item: item,
                                 frame: CGRect(x: 0, y: CGFloat(item) * height, width: 390, height: height))
            }
            return queryResult
        }
    }

    @Test("a layout changed without invalidateLayout() no longer matches the visible cells")
    func staleLayout() {
        let layout = ForgetfulLayout()
        let fixture = Self.settledCollection(layout: layout, counts: [100])
        #expect(fixture.cv.invariantViolations() == [])
        #expect(fixture.cv.visibleCells.count == 9)   // rows 0…8 meet 0…844 at 100 pt
        layout.height = 50                            // 17 rows would meet it now
        let violations = fixture.cv.invariantViolations()
        #expect(violations.contains { $0.contains("cell [0, 9] is in the visible rectangle") && $0.contains("has no visible view") })
        #expect(violations.contains { $0.contains("9 elements visible, the layout has 17") })
    }

    @Test("a negative row height breaks the list layout's prefix sums")
    func negativeRowHeight() {
        let layout = ListLayout()
        layout.rowHeights = [44, -10, 44]
        let fixture = Self.settledCollection(layout: layout, counts: [3])
        #expect(fixture.cv.invariantViolations().contains { $0.contains("ListLayout: row 1 ends at 34.0, above its top 44.0") })
    }

    @Test("the reuse pools never hold more views than were created", arguments: [0.0, 2000.0, 40_000.0])
    func poolBound(offset: Double) {
        let fixture = Self.settledCollection(layout: FlowLayout(), counts: [500, 500])
        fixture.cv.contentOffset.y = CGFloat(offset)
        fixture.root.layoutIfNeeded()
        fixture.root.layoutIfNeeded()
        #expect(!fixture.cv.needsLayout)
        #expect(fixture.cv.invariantViolations() == [])
        let reusable = fixture.cv.subviews.compactMap { $0 as? CollectionReusableView }
        #expect(reusable.count <= fixture.cv.counters.created)
    }
    #endif
}

/// A view that counts its `layoutSubviews` calls.
private final class LayoutCountingView: View {
    var layoutPasses = 0
    override func layoutSubviews() {
        layoutPasses += 1
        super.layoutSubviews()
    }
}
