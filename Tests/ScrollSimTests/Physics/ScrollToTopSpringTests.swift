import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Programmatic-motion> scroll-to-top spring (mass 1, response 0.6 s, stiffness (2π/0.6)², critical damping
/// 2·(2π/0.6), 1.6 s) against an RK4 integration of `x'' = −k(x − target) − c·x'`
/// (``CriticallyDampedSpringReference``). Tolerance: 1e-7 of the distance travelled.
@Suite("ScrollToTopSpring")
struct ScrollToTopSpringTests {
    @Test("constants are the document's")
    func constants() {
        #expect(ScrollToTopSpring.response == 0.6)
        #expect(ScrollToTopSpring.duration == 1.6)
        #expect(isApproximatelyEqual(ScrollToTopSpring.angularFrequency, 2 * Double.pi / 0.6, absoluteTolerance: 1e-15))
    }

    @Test("position follows the integrated critically damped spring, t = 0 included",
          arguments: [(2000.0, 0.0), (-50.0, -250.0), (100.0, 400.0)])
    func matchesIntegrator(from: Double, to: Double) {
        let spring = ScrollToTopSpring(from: from, to: to)
        let times = (0...192).map { Double($0) / 120 }      // 0 … 1.6 s at 120 Hz
        let reference = CriticallyDampedSpringReference(from: from, to: to).positions(atSeconds: times)
        for (t, x) in zip(times, reference) where t < ScrollToTopSpring.duration {
            #expect(isApproximatelyEqual(spring.position(at: t), x, absoluteTolerance: 1e-7 * abs(to - from)), "t = \(t) s")
        }
        // At 1.6 s the spring is within (1 + ωt)·e^(−ωt) ≈ 9.4e-7 of the distance; it may pin to the target.
        #expect(isApproximatelyEqual(spring.position(at: 1.6), to, absoluteTolerance: 1e-6 * abs(to - from)))
        #expect(spring.position(at: 0) == from)
        #expect(isApproximatelyEqual(spring.velocity(at: 0), 0, absoluteTolerance: 1e-9))             // starts at rest
        // Critically damped: monotone, never past the target.
        var previous = from
        for t in times {
            let x = spring.position(at: t)
            #expect((x - previous) * (to - from) >= -1e-9)
            #expect((to - x) * (to - from) >= -1e-9)
            previous = x
        }
    }
}
