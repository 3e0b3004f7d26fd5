import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Touch-pan-and-velocity>'s release threshold reads "the raw latest velocity … (2-D magnitude)", before "an axis
/// that cannot scroll has its velocity forced to 0". On a vertical-only view a finger moving 0.3 pt/ms
/// sideways and 0.1 pt/ms up has a raw 2-D speed of 0.316 ≥ 0.25: read literally, it decelerates with
/// v = (0, 0.1). The engine follows that reading: the threshold sees both axes, the release velocity
/// zeroes the one that cannot scroll.
@Suite("The release threshold reads the 2-D speed")
struct TwoDimensionalReleaseThresholdTests {
    @Test("a diagonal flick on a vertical-only view: the sideways speed counts toward the threshold (Physics, “Touch, pan and velocity”, literal)")
    func sidewaysSpeedCounts() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 1000)
        try fx.simulation.perform([.down(at: CGPoint(x: 200, y: 700)),
                                   .move(to: CGPoint(x: 140, y: 680), duration: 0.2), .up])
        #expect(fx.simulation.runUntilIdle())
        let end = try #require(fx.log.entries.first { $0.name == "scrollViewDidEndDragging" })
        #expect(end.willDecelerate == true)
    }
}
