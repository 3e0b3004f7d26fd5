import Foundation
import Testing
import ScrollSim
import ScrollSimVisualization
import ScrollSimTestSupport

@Suite("Finger track")
struct FingerTrackTests {
    @Test("the finger follows the digitiser's samples frame by frame and is gone after the lift")
    func flick() {
        // down at (200, 700) at tick 0; 0.1 s at 120 Hz = 12 samples towards (200, 500), sample i at
        // 700 − 200·i/12; up at tick 12. At 120 Hz display and digitiser, frame k processes ticks ≤ k.
        let track = FingerTrack(gestures: [.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 500), duration: 0.1), .up],
                                refreshRate: 120, digitizerRate: 120)
        let locations = track.locations(frameCount: 14)
        #expect(locations[0] == RunRecording.Point(x: 200, y: 700))
        // Constant speed: sample i is 200·i/12 pt up from the start (within 1e-9 pt: the engine
        // interpolates as from + (to − from)·i/n, which may differ from this form in the last bit).
        #expect(isApproximatelyEqual(locations[6]!.y, 700 - 200 * 6.0 / 12, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(locations[11]!.y, 700 - 200 * 11.0 / 12, absoluteTolerance: 1e-9))
        #expect(locations[11]!.x == 200)
        #expect(locations[12] == nil)
        #expect(locations[13] == nil)
        #expect(track.location(atFrame: 6) == locations[6])
    }

    @Test("a faster display sees each digitiser sample for several frames; a wait keeps the finger away")
    func ratesAndWaits() {
        // Display 240 Hz, digitiser 120 Hz: frame k processes ticks t with t·240 ≤ k·120, i.e. t ≤ k/2.
        let track = FingerTrack(gestures: [.wait(duration: 0.05), .down(at: CGPoint(x: 10, y: 20)), .hold(duration: 0.05), .up],
                                refreshRate: 240, digitizerRate: 120)
        // The wait is 6 ticks: down at tick 6 (frame 12), up at tick 12 (frame 24).
        let locations = track.locations(frameCount: 26)
        #expect(locations[11] == nil)
        #expect(locations[12] == RunRecording.Point(x: 10, y: 20))
        #expect(locations[23] == RunRecording.Point(x: 10, y: 20))
        #expect(locations[24] == nil)
    }
}
