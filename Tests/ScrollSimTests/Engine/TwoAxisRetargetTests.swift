import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Release-target-and-hand-off> with two axes: when the delegate moves the target on both, each axis is re-planned and
/// both use the slower (larger) decay factor, starting at `v' = sign(Δ)·0.01 + Δ·|ln f|`; both end
/// exactly on the target.
@Suite("Re-planned deceleration on two axes")
struct TwoAxisRetargetTests {
    final class MoveTarget: ScrollViewDelegate {
        let shift: CGPoint
        var released: CGPoint = .zero
        init(shift: CGPoint) { self.shift = shift }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: inout CGPoint) {
            released = scrollView.contentOffset
            targetContentOffset = CGPoint(x: released.x + shift.x, y: released.y + shift.y)
        }
    }

    @Test("both axes decay with the slower factor and land exactly on the target")
    func sharedFactor() throws {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "grid")
        view.contentSize = CGSize(width: 5000, height: 5000)
        view.contentOffset = CGPoint(x: 1000, y: 1000)
        let delegate = MoveTarget(shift: CGPoint(x: 100, y: 300))
        view.delegate = delegate
        let simulation = try Simulation(root: view)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        // Finger at (−1000, −2000) pt/s: the content moves at (1, 2) pt/ms.
        try simulation.perform([.down(at: CGPoint(x: 300, y: 700)), .move(to: CGPoint(x: 200, y: 500), duration: 0.1), .up])
        simulation.runUntilIdle()

        // The release starts from the applied offset (<doc:Physics#Deceleration>, <doc:Physics#Bounce>: x₀ is the applied offset at release), so the
        // distances to plan are exactly the delegate's shift (100, 300).
        let deltaX = 100.0
        let deltaY = 300.0
        // Each axis alone (<doc:Physics#Release-target-and-hand-off>, by hand): x is nearer than its natural
        // stop (100 < 0.99/|ln 0.998| ≈ 494.5) → f = exp(−0.99/100) ≈ 0.99015; y is nearer too
        // (300 < 1.99/|ln 0.998| ≈ 993.5) → f = exp(−1.99/300) ≈ 0.99339. The shared factor is the larger, y's.
        let shared = Foundation.exp(-1.99 / deltaY)
        #expect(shared > Foundation.exp(-0.99 / deltaX))

        let release = try #require(recorder.events.first { $0.event == "scrollViewWillEndDragging" })
        let frames = recorder.frames
        let a = try #require(frames.first { $0.frame == release.frame + 5 })
        let b = try #require(frames.first { $0.frame == release.frame + 10 })
        // Over 5 frames (41.67 ms) both velocities shrink by shared^41.67.
        let decay = Foundation.pow(shared, 5 * 1000.0 / 120)
        #expect(isApproximatelyEqual(Double(b.velocity.x / a.velocity.x), decay, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(Double(b.velocity.y / a.velocity.y), decay, absoluteTolerance: 1e-9))
        // x starts at v' = 0.01 + 100·|ln f| (pt/ms), not at its release velocity of 1 pt/ms.
        let startX = 0.01 + deltaX * abs(Foundation.log(shared))
        let elapsed = 5 * 1000.0 / 120 + 1000 / 120.0  // the clock starts one frame before the release
        #expect(isApproximatelyEqual(Double(a.velocity.x) / 1000, startX * Foundation.pow(shared, elapsed), absoluteTolerance: 1e-9))
        #expect(view.contentOffset == CGPoint(x: delegate.released.x + 100, y: delegate.released.y + 300))
    }
}
