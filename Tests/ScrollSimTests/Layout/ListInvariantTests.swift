import Foundation
import Testing
@testable import ScrollSim

private final class Rows: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 4 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 2 ? 0 : 25 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}

private final class Cards: CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "edge", for: indexPath)
    }
}

/// The table layout and the element-by-element flow layout answer every frame's query as a scan over every
/// element does, and the visible views match it, through flings that cross sections both ways.
@Suite("Table and horizontal flow layout invariants")
struct ListInvariantTests {
    @Test("a table with titled headers and an empty section, flung down and back")
    func tableInvariantsHoldEveryFrame() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        let simulation = try Simulation(root: table)
        var violations: [String] = []
        simulation.addFrameObserver { _ in violations += table.invariantViolations() }
        // 4 titled headers (28) + 100 rows (44) + 4 empty grouped footers (17.5), section 2 has no rows.
        #expect(table.contentSize.height == CGFloat(4 * 28 + 75 * 44) + CGFloat(4) * 17.5)
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 300), duration: 0.1), .up])
        simulation.runUntilIdle()
        try simulation.perform([.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 700), duration: 0.1), .up])
        simulation.runUntilIdle()
        #expect(violations.isEmpty)
    }

    @Test("a horizontal flow layout with headers and footers in three sections, flung left and back")
    func horizontalFlowInvariantsHoldEveryFrame() throws {
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.headerReferenceSize = CGSize(width: 30, height: 0)
        layout.footerReferenceSize = CGSize(width: 20, height: 0)
        let cards = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        cards.register(CollectionViewCell.self, forCellWithReuseIdentifier: "card")
        cards.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "edge")
        cards.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "edge")
        let source = Cards()
        cards.dataSource = source
        let simulation = try Simulation(root: cards)
        var violations: [String] = []
        simulation.addFrameObserver { _ in violations += cards.invariantViolations() }
        // Columns of 3 items (60 + 10 + 60 + 10 + 60 = 200): 7 items make 3 columns, 80 · 3 + 10 · 2 = 260
        // wide; a section is 30 + 260 + 20 = 310 wide; three are 930.
        #expect(cards.contentSize == CGSize(width: 930, height: 200))
        try simulation.perform([.down(at: CGPoint(x: 350, y: 100)), .move(to: CGPoint(x: 150, y: 100), duration: 0.1), .up])
        simulation.runUntilIdle()
        try simulation.perform([.down(at: CGPoint(x: 50, y: 100)), .move(to: CGPoint(x: 250, y: 100), duration: 0.1), .up])
        simulation.runUntilIdle()
        #expect(violations.isEmpty)
    }
}
