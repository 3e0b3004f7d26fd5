import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// Touch coalescing (opt-in): on a 60 Hz display with a 120 Hz digitiser UIKit delivers one touch per
/// frame, the latest. Example A's finger (300 pt up in 0.1 s, 25 pt per digitiser tick) then reaches the
/// pan as 6 moves of 50 pt per 1/60 s: the same 3000 pt/s, the same release offset, half the updates.
@Suite("Touch coalescing")
struct TouchCoalescingTests {
    func run(coalescing: Bool) throws -> (ScrollView, TraceRecorder) {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        view.contentSize = CGSize(width: 390, height: 20_000)
        view.contentOffset = CGPoint(x: 0, y: 710)
        let simulation = try Simulation(root: view, refreshRate: 60, digitizerRate: 120, coalescesTouches: coalescing)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        return (view, recorder)
    }

    @Test("coalesced: 6 drag updates of 50 pt; every report: 12 of 25 pt; both release at 3 pt/ms from 1000")
    func coalescing() throws {
        for (coalescing, updates) in [(true, 6), (false, 12)] {
            let (view, recorder) = try run(coalescing: coalescing)
            let release = try #require(recorder.events.first { $0.event == "scrollViewWillEndDragging" })
            let drags = recorder.events.filter { $0.event == "scrollViewDidScroll" && $0.seq < release.seq }
            #expect(drags.count == updates, "coalescing \(coalescing)")
            #expect(release.offset.y == 1000)
            #expect(isApproximatelyEqual(release.velocity!.y, 3, absoluteTolerance: 1e-9))
            #expect(view.contentOffset.y > 1000)
        }
    }
}
