import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Programmatic-motion>: `setContentOffset(_:animated: true)` runs 0.3 s with `p(t) = sin²(πt/(2·0.3))`.
/// Hand values: p(0) = 0, p(0.15) = sin²(π/4) = 1/2, p(0.3) = sin²(π/2) = 1. Tolerance 1e-12.
@Suite("ContentOffsetAnimation")
struct ContentOffsetAnimationTests {
    @Test("lasts 0.3 s")
    func duration() { #expect(ContentOffsetAnimation.duration == 0.3) }

    @Test("progress is sin² at 0, 0.15 and 0.3 s", arguments: [(0.0, 0.0), (0.15, 0.5), (0.3, 1.0)])
    func progress(t: Double, p: Double) {
        let animation = ContentOffsetAnimation(from: 100, to: 400)
        #expect(isApproximatelyEqual(animation.progress(at: t), p, absoluteTolerance: 1e-12))
        #expect(isApproximatelyEqual(animation.position(at: t), 100 + 300 * p, absoluteTolerance: 1e-12 * 400))
    }

    @Test("position follows start + Δ·sin²(πt/0.6) at every 120 Hz frame, downwards too")
    func curve() {
        let animation = ContentOffsetAnimation(from: 2000, to: 0)
        for k in 0...36 {
            let t = Double(k) / 120
            let s = sin(Double.pi * t / 0.6)
            #expect(isApproximatelyEqual(animation.position(at: t), 2000 - 2000 * s * s, absoluteTolerance: 1e-12 * 2000), "frame \(k)")
        }
        #expect(animation.position(at: 0) == 2000)
        #expect(isApproximatelyEqual(animation.position(at: 0.3), 0, absoluteTolerance: 1e-12))
    }
}
