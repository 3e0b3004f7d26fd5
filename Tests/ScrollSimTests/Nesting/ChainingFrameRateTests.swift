import Foundation
import Testing
import ScrollSim

/// A fling handed from a chaining inner view to its parent starts at the exact edge-crossing instant, so
/// the parent's deceleration is the same closed-form motion at every frame rate: here the inner is at its
/// top when released at 1 pt/ms toward it, so the crossing is the deceleration clock's start (one frame
/// before the release, <doc:Physics#Release-target-and-hand-off>) and the outer follows `Deceleration(710, −1000 pt/s, 0.998)` from there.
@Suite("Chained fling at 60, 120 and 240 Hz")
struct ChainingFrameRateTests {
    static func pixel(_ x: Double) -> Double {
        let f = x.rounded(.down)
        return f + ((x - f) * 3).rounded() / 3
    }

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
        #expect(release.view == "table" && abs(release.velocity!.y - -1) < 1e-9)
        let deceleration = Deceleration(position: 710, velocity: -1000, factor: 0.998)
        let clockStart = 0.1 - 1 / rate
        let moving = recorder.frames.filter { $0.view == "outer" && $0.frame > release.frame && $0.phase == .decelerating }
        #expect(moving.count > 10)
        for frame in moving {
            #expect(Double(frame.offset.y) == Self.pixel(deceleration.position(at: frame.time - clockStart)),
                    "frame \(frame.frame) at \(rate) Hz")
        }
        // It stops in the first frame at which |v| < 0.01 pt/ms, at the closed form's position there.
        let stop = deceleration.duration
        let lastFrameTime = (((clockStart + stop) * rate).rounded(.up)) / rate
        #expect(Double(outer.contentOffset.y) == Self.pixel(deceleration.position(at: lastFrameTime - clockStart)))
    }
}
