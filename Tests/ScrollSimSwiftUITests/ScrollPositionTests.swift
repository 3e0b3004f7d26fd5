import ScrollSim
import ScrollSimSwiftUI
import Testing

@Suite("scrollPosition(id:anchor:) over the rows of a scroll-target LazyVStack")
struct ScrollPositionTests {
    @Test("the binding reads the id of the first row reaching below the top inside the insets")
    func readsTopRow() throws {
        let box = PositionBox()
        let controller = UIHostingController(rootView: PositionScreen(box: box))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        // At rest at −59: the top inside the 59-pt inset is content y 0, in row 0.
        #expect(box.id == 0)
        // Offset 941: the top is 1000, where row 19 ends and row 20 begins: row 20.
        scrollView.setContentOffset(CGPoint(x: 0, y: 941), animated: false)
        simulation.run(frames: 1)
        #expect(box.id == 20)
        // Offset 990: top 1049, still inside row 20 (1000 … 1050); 991: top 1050, row 21.
        scrollView.setContentOffset(CGPoint(x: 0, y: 990), animated: false)
        simulation.run(frames: 1)
        #expect(box.id == 20)
        scrollView.setContentOffset(CGPoint(x: 0, y: 991), animated: false)
        simulation.run(frames: 1)
        #expect(box.id == 21)
        #expect(box.writes == [0, 20, 21])
    }

    @Test("setting the binding scrolls the row to the top inside the insets; an unknown id is ignored")
    func scrollsToSetID() throws {
        let box = PositionBox()
        let controller = UIHostingController(rootView: PositionScreen(box: box))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        box.id = 500
        controller.view.setNeedsLayout()
        simulation.run(frames: 2)
        // Row 500 starts at 25 000; its top at the inset's edge: offset 25 000 − 59.
        #expect(scrollView.contentOffset.y == 24_941)
        #expect(box.id == 500)
        let drawnTops = drawnFrames(scrollView).map(\.minY)
        #expect(drawnTops.contains(25_000))
        // The last row (999, at 49 950) cannot reach the top: clamped to the range's end, 50 000 + 34 − 852.
        box.id = 999
        controller.view.setNeedsLayout()
        simulation.run(frames: 2)
        #expect(scrollView.contentOffset.y == 49_182)
        // The top inside the insets is then 49 241, in row 984 (49 200 … 49 250): the binding says so.
        #expect(box.id == 984)
        box.id = 5_000
        controller.view.setNeedsLayout()
        simulation.run(frames: 2)
        #expect(scrollView.contentOffset.y == 49_182)
        #expect(box.id == 984)
    }
}
