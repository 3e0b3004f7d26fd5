import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// The paging snap is one motion, whatever the frame rate samples it at: at 60, 120 and 240 Hz every frame
/// that falls on a whole millisecond of the snap's clock shows UIKit's per-millisecond snap loop
/// (``PagingTests/loop(position:velocity:target:pageSize:milliseconds:)``, run step by step, independent of
/// the engine's closed form) at that millisecond, pixel-rounded (``PixelRoundingReference``), where the clock
/// starts one frame before the release (UIKit's first step, <doc:Physics#Release-target-and-hand-off>) — and all rates rest on the page.
@Suite("Paging at 60, 120 and 240 Hz")
struct PagingFrameRateTests {
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
        #expect(release.offset.x == 90 && isApproximatelyEqual(release.velocity!.x, 1, absoluteTolerance: 1e-9))
        let clockStart = 0.1 - 1 / rate
        let after = recorder.frames.filter { $0.frame >= release.frame }
        var checked = 0
        for frame in after.dropLast() {
            // The snap clock in ms: on a whole ms every 3rd frame at 60 and 120 Hz, every 6th at 240 Hz.
            let milliseconds = (frame.time - clockStart) * 1000
            guard isApproximatelyEqual(milliseconds, milliseconds.rounded(), absoluteTolerance: 1e-6) else { continue }
            let loop = PagingTests.loop(position: 90, velocity: 1, target: 390, pageSize: 390,
                                        milliseconds: Int(milliseconds.rounded()))
            #expect(PixelRoundingReference.matches(Double(frame.offset.x), exact: loop.x, scale: 3),
                    "frame \(frame.frame) at \(rate) Hz: \(frame.offset.x) vs loop \(loop.x)")
            checked += 1
        }
        #expect(checked >= 5, "\(checked) frames on whole milliseconds at \(rate) Hz")
        #expect(pager.contentOffset.x == 390)
    }
}
