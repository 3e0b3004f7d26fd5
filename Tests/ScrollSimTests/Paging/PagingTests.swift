import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// Paging (<doc:Physics#Programmatic-motion>): UIKit's per-millisecond snap loop, which `PagingSnap` evaluates in closed form,
/// checked against the loop itself run step by step; the page choice; a pager driven by real gestures.
@Suite("Paging")
struct PagingTests {
    /// UIKit's loop, run literally for `milliseconds` steps: v += (target − x)·k; v *= μ; x += v (pt, pt/ms).
    static func loop(position: Double, velocity: Double, target: Double, pageSize: Double, milliseconds: Int)
        -> (x: Double, v: Double, endedAt: Int?) {
        let d = min(pageSize, 1024)
        let k = d * -1.84659091e-7 + 3.59090909e-4
        let mu = d * 9.94318182e-6 + 0.966818182
        var x = position, v = velocity
        var ended: Int? = nil
        for n in 0..<milliseconds {
            if ended == nil && abs(v) < 0.01 && isApproximatelyEqual(target, x, absoluteTolerance: 1) { ended = n }
            v += (target - x) * k
            v *= mu
            x += v
        }
        return (x, v, ended)
    }

    @Test("the closed form equals the per-ms loop at whole milliseconds", arguments: [
        (0.0, 2.0, 390.0, 390.0), (100.0, 0.0, 0.0, 390.0), (1200.0, -1.5, 844.0, 844.0), (10.0, 0.2, 2048.0, 2048.0),
    ])
    func closedFormMatchesLoop(start: Double, velocity: Double, target: Double, pageSize: Double) {
        let snap = PagingSnap(position: start, velocity: velocity * 1000, target: target, pageSize: pageSize)
        for ms in [0, 1, 2, 10, 57, 200, 613, 1500] {
            let reference = Self.loop(position: start, velocity: velocity, target: target, pageSize: pageSize, milliseconds: ms)
            let scale = max(1, abs(start - target))
            #expect(isApproximatelyEqual(snap.position(at: Double(ms) / 1000), reference.x, absoluteTolerance: 1e-9 * scale), "x at \(ms) ms")
            #expect(isApproximatelyEqual(snap.velocity(at: Double(ms) / 1000) / 1000, reference.v, absoluteTolerance: 1e-9 * scale), "v at \(ms) ms")
        }
    }

    @Test("page choice: faster than 0.3 pt/ms goes to the next page in its direction, else the nearest")
    func pageChoice() {
        #expect(PagingSnap.targetPage(position: 100, velocity: 301, pageSize: 390) == 390)
        #expect(PagingSnap.targetPage(position: 100, velocity: 299, pageSize: 390) == 0)
        #expect(PagingSnap.targetPage(position: 300, velocity: 0, pageSize: 390) == 390)
        #expect(PagingSnap.targetPage(position: 700, velocity: -400, pageSize: 390) == 390)
        #expect(PagingSnap.targetPage(position: 780, velocity: -400, pageSize: 390) == 390)
        #expect(PagingSnap.targetPage(position: 780, velocity: 400, pageSize: 390) == 1170)
    }

    func pager() throws -> (ScrollView, Simulation, TraceRecorder) {
        let pager = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "pager")
        pager.contentSize = CGSize(width: 390 * 5, height: 844)
        pager.isPagingEnabled = true
        let simulation = try Simulation(root: pager)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        return (pager, simulation, recorder)
    }

    @Test("a 1 pt/ms flick turns one page and rests exactly on it, when the loop would end")
    func flickTurnsPage() throws {
        let (pager, simulation, recorder) = try pager()
        try simulation.perform([.down(at: CGPoint(x: 300, y: 400)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        simulation.runUntilIdle()
        #expect(pager.contentOffset == CGPoint(x: 390, y: 0))
        let release = try #require(recorder.events.first { $0.event == "scrollViewWillEndDragging" })
        #expect(release.target == CGPoint(x: 390, y: 0))
        #expect(recorder.events.map(\.event).suffix(1) == ["scrollViewDidEndDecelerating"])
        // Released at x = 90 at 1 pt/ms; the clock starts one frame before the release (<doc:Physics#Release-target-and-hand-off>). The loop ends
        // at some millisecond n; the simulation ends in the first frame at or after it.
        let reference = Self.loop(position: 90, velocity: 1, target: 390, pageSize: 390, milliseconds: 5000)
        let endedAt = try #require(reference.endedAt)
        let end = try #require(recorder.events.last)
        let endMilliseconds = Double(end.frame - release.frame + 1) * 1000 / 120
        #expect(endMilliseconds >= Double(endedAt) - 1 && endMilliseconds < Double(endedAt) + 1000 / 120 + 1)
    }

    @Test("a slow drag of less than half a page goes back to the page it started on")
    func slowDragReturns() throws {
        let (pager, simulation, recorder) = try pager()
        try simulation.perform([.down(at: CGPoint(x: 300, y: 400)), .move(to: CGPoint(x: 200, y: 400), duration: 1.0),
                                .hold(duration: 0.1), .up])
        // Released at 90; the snap's first step (<doc:Physics#Release-target-and-hand-off>: an `up` after `hold`) already moves it in that frame.
        #expect(recorder.events.first { $0.event == "scrollViewWillEndDragging" }?.offset.x == 90)
        simulation.runUntilIdle()
        #expect(pager.contentOffset == .zero)
        let names = recorder.events.map(\.event).filter { $0 != "scrollViewDidScroll" }
        #expect(names == ["scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
                          "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating"])
    }
}

/// UIKit asks a paging scroll view's delegate `scrollViewWillEndDragging` but ignores a changed target
/// (it logs "Stop offset can not be modified for paging scroll views").
@Suite("Paging ignores a delegate's target")
struct PagingTargetTests {
    final class Redirect: ScrollViewDelegate {
        var asked = 0
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: inout CGPoint) {
            asked += 1
            targetContentOffset = CGPoint(x: 1170, y: 0)
        }
    }

    @Test("the flick still turns exactly one page")
    func ignoresTarget() throws {
        let pager = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "pager")
        pager.contentSize = CGSize(width: 390 * 5, height: 844)
        pager.isPagingEnabled = true
        let redirect = Redirect()
        pager.delegate = redirect
        let simulation = try Simulation(root: pager)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform([.down(at: CGPoint(x: 300, y: 400)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        simulation.runUntilIdle()
        #expect(redirect.asked == 1)
        #expect(pager.contentOffset == CGPoint(x: 390, y: 0))
        let release = try #require(recorder.events.first { $0.event == "scrollViewWillEndDragging" })
        #expect(release.target == CGPoint(x: 390, y: 0) && release.finalTarget == CGPoint(x: 1170, y: 0))
    }
}
