import Foundation
import Testing
import ScrollSim

/// The paging snap is one closed-form motion, whatever the frame rate samples it at: at 60, 120 and 240 Hz
/// every frame's offset is `PagingSnap(release).position(t − clockStart)` pixel-rounded, where the clock
/// starts one frame before the release (UIKit's first step, <doc:Physics#Release-target-and-hand-off>) — and all rates rest on the page.
@Suite("Paging at 60, 120 and 240 Hz")
struct PagingFrameRateTests {
    static func pixel(_ x: Double) -> Double {
        let f = x.rounded(.down)
        return f + ((x - f) * 3).rounded() / 3
    }

    @Test("every frame follows the same snap", arguments: [60.0, 120.0, 240.0])
    func sameSnap(rate: Double) throws {
        let pager = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "pager")
        pager.contentSize = CGSize(width: 390 * 5, height: 844)
        pager.isPagingEnabled = true
        // The digitiser at 240 Hz for every display rate: the same finger, the same release (1 pt/ms at x = 90).
        let simulation = try Simulation(root: pager, refreshRate: rate, digitizerRate: 240)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform([.down(at: CGPoint(x: 300, y: 400)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        simulation.runUntilIdle()
        let release = try #require(recorder.events.first { $0.event == "scrollViewWillEndDragging" })
        #expect(release.offset.x == 90 && abs(release.velocity!.x - 1) < 1e-9)
        let snap = PagingSnap(position: 90, velocity: 1000, target: 390, pageSize: 390)
        let clockStart = 0.1 - 1 / rate
        let after = recorder.frames.filter { $0.frame >= release.frame }
        for frame in after.dropLast() {
            #expect(Double(frame.offset.x) == Self.pixel(snap.position(at: frame.time - clockStart)), "frame \(frame.frame) at \(rate) Hz")
        }
        #expect(pager.contentOffset.x == 390)
    }
}
