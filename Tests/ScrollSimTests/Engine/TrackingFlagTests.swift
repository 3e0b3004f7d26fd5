import Foundation
import Testing
import ScrollSim

/// `isTracking`, `isDragging` and `isDecelerating` around the release. UIKit still reports the touch inside
/// `scrollViewDidEndDragging` (isTracking true, isDragging false): the widely used "scrolling ended"
/// check `!decelerate && isTracking && !isDragging && !isDecelerating` depends on it.
@Suite("UIKit's flags at the release")
struct TrackingFlagTests {
    final class Flags: ScrollViewDelegate {
        var atDidEndDragging: (tracking: Bool, dragging: Bool, decelerating: Bool)?
        var atWillBeginDecelerating: (tracking: Bool, dragging: Bool, decelerating: Bool)?
        var endedSlowly = false
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
            atDidEndDragging = (scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating)
            endedSlowly = !decelerate && scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating
        }
        func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
            atWillBeginDecelerating = (scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating)
        }
    }

    func run(move: Gesture) throws -> (Flags, ScrollView) {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        view.contentSize = CGSize(width: 390, height: 5000)
        view.contentOffset = CGPoint(x: 0, y: 1000)
        let flags = Flags()
        view.delegate = flags
        let simulation = try Simulation(root: view)
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), move, .up])
        simulation.runUntilIdle()
        return (flags, view)
    }

    @Test("a slow release: didEndDragging sees isTracking true, isDragging false")
    func slowRelease() throws {
        let (flags, view) = try run(move: .move(to: CGPoint(x: 200, y: 600), duration: 0.5))   // 200 pt/s
        let state = try #require(flags.atDidEndDragging)
        #expect(state.tracking && !state.dragging && !state.decelerating)
        #expect(flags.endedSlowly)
        #expect(flags.atWillBeginDecelerating == nil)
        #expect(!view.isTracking)
    }

    @Test("a fling: tracking ends before willBeginDecelerating, which sees isDecelerating")
    func fling() throws {
        let (flags, view) = try run(move: .move(to: CGPoint(x: 200, y: 500), duration: 0.1))   // 2000 pt/s
        let ended = try #require(flags.atDidEndDragging)
        #expect(ended.tracking && !ended.dragging && !ended.decelerating)
        #expect(!flags.endedSlowly)
        let began = try #require(flags.atWillBeginDecelerating)
        #expect(!began.tracking && !began.dragging && began.decelerating)
        #expect(!view.isTracking && !view.isDecelerating)
    }
}

/// UIKit stores only its two deceleration rates: a custom value reads back snapped (<doc:Physics#Deceleration>).
@Suite("decelerationRate reads back snapped")
struct DecelerationRatePropertyTests {
    @Test("0.7 → 0.99, 0.9939 → 0.99, 0.994 → 0.998, 0.995 → 0.998", arguments: [
        (0.7, 0.99), (0.9939, 0.99), (0.994, 0.998), (0.995, 0.998), (0.99, 0.99), (0.998, 0.998),
    ])
    func snapped(set: Double, read: Double) {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.decelerationRate = ScrollView.DecelerationRate(rawValue: set)
        #expect(view.decelerationRate.rawValue == read)
    }
}
