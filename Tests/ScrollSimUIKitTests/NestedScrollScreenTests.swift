import Testing
import ScrollSim
import ScrollSimUIKit

/// Seed article 004's screen, written as UIKit code (`NestedScrollViewController`), driven by a finger.
/// On a 393 × 852 screen without a safe area the outer scroll view's content is 500 + 1200 = 1700 pt,
/// so it scrolls over [0, 1700 − 852 = 848]; gate 1 opens past 500 − 56 = 444, gate 2 at 848.
@Suite("Nested scroll screen (seed 004) under gestures")
struct NestedScrollScreenTests {
    struct Snapshot {
        var innerEnabled: Bool
        var innerOffset: CGFloat
    }

    /// Follows every frame: the inner table's `isScrollEnabled` equals the gate's condition on the outer
    /// offset the trace recorded, so it flips on exactly the first frame the condition holds.
    func checkGate(_ gate: NestedScrollViewController.Gate, opensAt threshold: (CGFloat) -> Bool,
                   _ scripts: [[Gesture]]) throws -> (controller: NestedScrollViewController, simulation: Simulation) {
        let controller = NestedScrollViewController(gate: gate)
        let simulation = try simulateWithoutSafeArea(controller)
        let outer = controller.scrollView
        let inner = controller.tableView
        #expect(outer.contentSize.height == 1700)
        #expect(outer.contentOffset.y == 0)
        #expect(inner.frame == CGRect(x: 0, y: 500, width: 393, height: 1200))
        #expect(!inner.isScrollEnabled)
        let frames = try driveScreen(simulation, following: outer, scripts) {
            Snapshot(innerEnabled: inner.isScrollEnabled, innerOffset: inner.contentOffset.y)
        }
        let firstOpen = frames.firstIndex { threshold($0.offset.y) }
        #expect(firstOpen != nil, "the gate never opened")
        #expect(frames.firstIndex { $0.value.innerEnabled } == firstOpen)
        for sample in frames {
            #expect(sample.value.innerEnabled == threshold(sample.offset.y), "frame \(sample.frame), y \(sample.offset.y)")
            #expect(sample.offset.y >= 0 && sample.offset.y <= 848, "bounces = false: frame \(sample.frame)")
            if !sample.value.innerEnabled {
                #expect(sample.value.innerOffset == 0, "a disabled inner table does not move: frame \(sample.frame)")
            }
        }
        return (controller, simulation)
    }

    /// Gate 1 (`emptyView.height − 56 − offset.y < 0`): a slow 600-pt drag up moves the outer by 590 (the
    /// 10-pt slop) and opens the gate on its way past 444; then a 200-pt drag on the table moves the table
    /// by 190 and leaves the outer where it was.
    @Test("gate 1 opens the inner table on the first frame past emptyView.height − 56")
    func gateOneOpensPastTheEmptyView() throws {
        let (controller, simulation) = try checkGate(.topSpacing, opensAt: { 500 - 56 - $0 < 0 }, [
            drag(CGPoint(x: 200, y: 750), CGPoint(x: 200, y: 150), 1.2, hold: 0.2),
        ])
        #expect(controller.scrollView.contentOffset.y == 590)
        #expect(controller.tableView.isScrollEnabled)
        try simulation.perform(drag(CGPoint(x: 200, y: 600), CGPoint(x: 200, y: 400), 0.5, hold: 0.2))
        simulation.runUntilIdle()
        #expect(controller.tableView.contentOffset.y == 190)
        #expect(controller.scrollView.contentOffset.y == 590)
    }

    /// Gate 2 (`offset.y ≥ contentSize.height − frame.height`): two drags up take the outer to its bottom
    /// (848, held there: no bounce); the table opens on that frame, and a further drag scrolls the table.
    @Test("gate 2 opens the inner table on the first frame the outer is at its bottom")
    func gateTwoOpensAtTheBottom() throws {
        let (controller, simulation) = try checkGate(.bottomReached, opensAt: { $0 >= 1700 - 852 }, [
            drag(CGPoint(x: 200, y: 800), CGPoint(x: 200, y: 200), 1.2, hold: 0.2),
            drag(CGPoint(x: 200, y: 800), CGPoint(x: 200, y: 200), 1.2, hold: 0.2),
        ])
        #expect(controller.scrollView.contentOffset.y == 848)
        try simulation.perform(drag(CGPoint(x: 200, y: 600), CGPoint(x: 200, y: 400), 0.5, hold: 0.2))
        simulation.runUntilIdle()
        #expect(controller.tableView.contentOffset.y == 190)
        #expect(controller.scrollView.contentOffset.y == 848)
    }
}
