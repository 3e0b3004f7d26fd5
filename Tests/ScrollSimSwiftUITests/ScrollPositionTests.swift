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

@Suite("scrollPosition(_:anchor:) with a ScrollPosition: edges, points, ids, and the user's scrolling")
struct ScrollPositionTypeTests {
    /// Sets the position from outside and lays out.
    @MainActor
    static func set(_ box: ScrollPositionBox, _ controller: UIViewController, _ simulation: Simulation,
                    _ change: (inout ScrollPosition) -> Void) {
        change(&box.position)
        controller.view.setNeedsLayout()
        simulation.run(frames: 2)
    }

    @Test("edges and points scroll to the range's ends and to point − insets, clamped")
    func edgesAndPoints() throws {
        let box = ScrollPositionBox()
        let controller = UIHostingController(rootView: ScrollPositionScreen(box: box, targets: false))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        #expect(scrollView.contentOffset.y == -59)
        // Range [−59, 1100 + 34 − 852 = 282].
        Self.set(box, controller, simulation) { $0.scrollTo(edge: .bottom) }
        #expect(scrollView.contentOffset.y == 282)
        // Point y 100 at the top inside the 59-pt inset: offset 41.
        Self.set(box, controller, simulation) { $0.scrollTo(y: 100) }
        #expect(scrollView.contentOffset.y == 41)
        Self.set(box, controller, simulation) { $0.scrollTo(point: CGPoint(x: 0, y: 5_000)) }
        #expect(scrollView.contentOffset.y == 282)
        Self.set(box, controller, simulation) { $0.scrollTo(edge: .top) }
        #expect(scrollView.contentOffset.y == -59)
        #expect(box.writes.isEmpty)
        #expect(!box.position.isPositionedByUser)
    }

    @Test("the user's drag writes the point at the top inside the insets, positioned by the user")
    func userDragWritesPoint() throws {
        let box = ScrollPositionBox()
        let controller = UIHostingController(rootView: ScrollPositionScreen(box: box, targets: false))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        try simulation.perform([.down(at: CGPoint(x: 200, y: 600)), .move(to: CGPoint(x: 200, y: 400), duration: 0.3),
                                .hold(duration: 0.2), .up])
        simulation.runUntilIdle()
        #expect(!box.writes.isEmpty)
        #expect(box.position.isPositionedByUser)
        #expect(box.position.point == CGPoint(x: 0, y: scrollView.contentOffset.y + 59))
        #expect(box.position.viewID == nil)
    }

    @Test("an id scrolls its row to the top; the user's fling writes the top row's id")
    func ids() throws {
        let box = ScrollPositionBox()
        let controller = UIHostingController(rootView: ScrollPositionScreen(box: box, targets: true))
        let (simulation, scrollView) = try hostScrollScreen(controller)
        Self.set(box, controller, simulation) { $0.scrollTo(id: 500) }
        // Row 500 at 25 000, at the top inside the 59-pt inset.
        #expect(scrollView.contentOffset.y == 24_941)
        #expect(box.position.viewID(type: Int.self) == 500)
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        simulation.runUntilIdle()
        // At rest: the top inside the inset is offset + 59, in row ⌊(offset + 59) / 50⌋.
        let top = Int(((scrollView.contentOffset.y + 59) / 50).rounded(.down))
        #expect(top > 510)
        #expect(box.position.isPositionedByUser)
        #expect(box.position.viewID(type: Int.self) == top)
    }
}
