import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// A fling handed from a chaining inner view to its parent starts at the exact edge-crossing instant, so
/// the parent's deceleration is the same closed-form motion at every frame rate: here the inner is at its
/// top when released at 1 pt/ms toward it, so the crossing is the deceleration clock's start (one frame
/// before the release, <doc:Physics#Release-target-and-hand-off>) and the outer follows the deceleration from 710 at −1 pt/ms,
/// factor 0.998, from there: ``DecelerationSeries`` summed term by term (independent of the engine's closed
/// form), pixel-rounded by ``PixelRoundingReference``; it stops in the first frame at which
/// |v| = 0.998^τ < 0.01 pt/ms, τ > ln 0.01/ln 0.998 ≈ 2300.2 ms.
@Suite("Chained fling at 60, 120 and 240 Hz")
struct ChainingFrameRateTests {
    @Test("the outer follows one deceleration and rests at the same place", arguments: [60.0, 120.0, 240.0])
    func sameDeceleration(rate: Double) throws {
        let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "outer")
        outer.bounces = false
        outer.contentSize = CGSize(width: 390, height: 1700)
        let inner = ScrollView(frame: CGRect(x: 0, y: 500, width: 390, height: 1200), name: "table")
        inner.contentSize = CGSize(width: 390, height: 22_044)
        inner.nestedScrolling = .chaining(.auto)
        outer.addSubview(inner)
        outer.contentOffset = CGPoint(x: 0, y: 800)
        let simulation = try Simulation(root: outer, refreshRate: rate, digitizerRate: 240)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        // Finger down 100 pt in 0.1 s on the table: 90 pt of delta, all of it chained to the outer (800 → 710).
        try simulation.perform([.down(at: CGPoint(x: 200, y: 100)), .move(to: CGPoint(x: 200, y: 200), duration: 0.1), .up])
        simulation.runUntilIdle()
        let release = try #require(recorder.events.first { $0.event == "scrollViewWillEndDragging" })
        #expect(release.view == "table" && isApproximatelyEqual(release.velocity!.y, -1, absoluteTolerance: 1e-9))
        let series = DecelerationSeries(position: 710, velocity: -1, factor: 0.998)
        func exact(_ seconds: Double) -> Double { series.state(atMilliseconds: seconds * 1000).position }
        let clockStart = 0.1 - 1 / rate
        let moving = recorder.frames.filter { $0.view == "outer" && $0.frame > release.frame && $0.phase == .decelerating }
        #expect(moving.count > 10)
        for frame in moving {
            #expect(PixelRoundingReference.matches(Double(frame.offset.y), exact: exact(frame.time - clockStart), scale: 3),
                    "frame \(frame.frame) at \(rate) Hz")
        }
        // It stops in the first frame at which |v| < 0.01 pt/ms, at the closed form's position there.
        let stop = Foundation.log(0.01) / Foundation.log(0.998) / 1000
        let lastFrameTime = (((clockStart + stop) * rate).rounded(.up)) / rate
        #expect(PixelRoundingReference.matches(Double(outer.contentOffset.y), exact: exact(lastFrameTime - clockStart), scale: 3))
    }
}
