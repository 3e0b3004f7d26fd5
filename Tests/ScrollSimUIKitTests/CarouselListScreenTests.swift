import Testing
import ScrollSim
import ScrollSimUIKit

/// The carousel feed (`CarouselListViewController`): a horizontal carousel in the first row of a table,
/// pull to refresh, and selection, driven by a finger on a 393 × 852 screen without a safe area.
/// Geometry by hand: the carousel row is content y 0…200 (cards 140 × 180 at y 10, x = 16 + 152·i), the
/// stories are 64-pt rows below it.
@Suite("Carousel feed screen under gestures")
struct CarouselListScreenTests {
    func makeScreen() throws -> (CarouselListViewController, Simulation) {
        let controller = CarouselListViewController()
        let simulation = try simulateWithoutSafeArea(controller)
        return (controller, simulation)
    }

    func carousel(of controller: CarouselListViewController) throws -> CarouselTableViewCell {
        try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? CarouselTableViewCell)
    }

    /// A tap on the third story's row (window y = 200 + 2·64 + 32 = 360) selects row 2 of section 1; a tap on
    /// the second card (window x 240 is in card 1's 168…308) selects card 1 and no row.
    @Test("taps select the row or the card under the finger")
    func tapsSelect() throws {
        let (controller, simulation) = try makeScreen()
        try simulation.perform([.tap(at: CGPoint(x: 200, y: 360))])
        simulation.runUntilIdle()
        #expect(controller.selectedRows == [IndexPath(row: 2, section: 1)])
        try simulation.perform([.tap(at: CGPoint(x: 240, y: 100))])
        simulation.runUntilIdle()
        #expect(controller.selectedCards == [1])
        #expect(controller.selectedRows == [IndexPath(row: 2, section: 1)])
    }

    /// A horizontal fling on the carousel scrolls the carousel only (the table stays at 0); at rest, a tap at
    /// window x 240 selects the card under it: content x = 240 + offset.x, card ⌊(x − 16)/152⌋ when x falls
    /// on a card rather than in a 12-pt gap.
    @Test("a horizontal fling moves the carousel, not the list, and a tap then selects by content position")
    func horizontalFlingThenTap() throws {
        let (controller, simulation) = try makeScreen()
        let cards = try carousel(of: controller).collectionView
        let frames = try driveScreen(simulation, following: cards, [
            [.down(at: CGPoint(x: 300, y: 100)), .move(to: CGPoint(x: 150, y: 100), duration: 0.1), .up],
        ]) { controller.tableView.contentOffset }
        // Every frame: the carousel moves along x only, and the list does not move at all.
        #expect(frames.allSatisfy { $0.offset.y == 0 && $0.value == .zero })
        #expect(frames.count > 60)
        #expect(controller.tableView.contentOffset.y == 0)
        let offsetX = cards.contentOffset.x
        // 12 cards: content 16 + 12·140 + 11·12 + 16 = 1844 pt wide; the fling stays within [0, 1844 − 393].
        #expect(offsetX > 150 && offsetX <= 1844 - 393)
        var tapX: CGFloat = 240
        if (tapX + offsetX - 16).truncatingRemainder(dividingBy: 152) >= 140 { tapX += 20 }   // avoid a gap
        let expected = Int((tapX + offsetX - 16) / 152)
        try simulation.perform([.tap(at: CGPoint(x: tapX, y: 100))])
        simulation.runUntilIdle()
        #expect(controller.selectedCards == [expected])
    }

    /// Pulling the list down past the refresh control's trigger distance (852-pt table:
    /// min(852/2, 100 · 1.125 · 852/568) = 168.75 pt) refreshes once, on the first frame the pull reveals
    /// that much, while the finger is still down; the handler inserts a story at the top.
    @Test("a pull past 168.75 pt refreshes once, on the frame it gets there")
    func pullToRefresh() throws {
        let (controller, simulation) = try makeScreen()
        let frames = try driveScreen(simulation, following: controller.tableView, [
            drag(CGPoint(x: 200, y: 250), CGPoint(x: 200, y: 800), 1.0, hold: 0.3),
        ]) { controller.refreshCount }
        let firstReached = frames.firstIndex { -$0.offset.y >= 168.75 }
        #expect(firstReached != nil, "the pull never reached the trigger distance")
        #expect(frames.firstIndex { $0.value == 1 } == firstReached)
        #expect(controller.refreshCount == 1)
        #expect(controller.rows.first == "New story 1" && controller.rows.count == 41)
        #expect(controller.tableView.contentOffset.y == 0)
        #expect(!controller.refreshControl.isRefreshing)
    }
}
