import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// The ``MotionCurve`` conformances: the protocol gives each type's own curve (against independent evaluations), every curve ends on its
/// destination, and the durations the conformances add (``Bounce``, ``PagingSnap``) match an independent
/// evaluation: the bounce's ODE integrated by ``BounceReference`` (step 0.05 ms, the first grid point that
/// meets <doc:Physics#Bounce>'s stop rule, so ±0.05 ms), hand inversions (1e-9 relative), and UIKit's per-millisecond paging
/// loop run literally (exact to the millisecond).
@Suite("MotionCurve")
struct MotionCurveTests {
    /// Samples a curve through the protocol only.
    static func sampled(_ curve: any MotionCurve, at times: [Double]) -> [(position: Double, velocity: Double)] {
        times.map { (curve.position(at: $0), curve.velocity(at: $0)) }
    }

    static let times: [Double] = [0, 0.001, 0.05, 0.1, 0.29, 0.3, 0.75, 1.2, 1.6, 2.5]

    /// Through the protocol only, each curve's positions against an evaluation that does not use the
    /// engine (before each curve's end; at its duration a curve may pin to its destination):
    /// - deceleration, m = 1.9: `710 + 1.9·s(τ)`, `s` the per-ms series from 0 at 3 pt/ms (``DecelerationSeries``,
    ///   term by term; relative 1e-12);
    /// - bounce from 50 pt at 1.5 pt/ms: its ODE integrated (``BounceReference``; relative 1e-7, floor 1e-7 of the 50 pt);
    /// - content-offset animation 100 → 800: `100 + 700·sin²(πt/0.6)` (1e-12 relative);
    /// - scroll-to-top spring 2400 → −47: the critically damped ODE integrated
    ///   (``CriticallyDampedSpringReference``; 1e-7 of the distance);
    /// - paging snap 400 at 1.2 pt/ms → 844: UIKit's per-ms loop (``PagingTests``; 1e-9 of the distance);
    /// - targeted 0 at 3 pt/ms → 1000 at 0.998: nearer than the natural stop (2.99/|ln 0.998| ≈ 1493.5 pt),
    ///   so v = 3 is kept and f = exp(−2.99/1000) (<doc:Physics#Release-target-and-hand-off>): the series of that
    ///   factor (relative 1e-9).
    @Test("the protocol gives each type's own curve")
    func dispatch() {
        let times = Self.times
        func check(_ curve: any MotionCurve, _ name: String, _ expected: (Double) -> Double?,
                   within: (_ actual: Double, _ expected: Double) -> Bool) {
            var compared = 0
            for (t, sample) in zip(times, Self.sampled(curve, at: times)) where t < curve.duration {
                guard let want = expected(t) else { continue }
                #expect(within(sample.position, want), "\(name) at \(t) s: \(sample.position) vs \(want)")
                compared += 1
            }
            #expect(compared >= 3, "\(name): \(compared) times compared")
        }
        let series = DecelerationSeries(position: 0, velocity: 3, factor: 0.998)
        check(Deceleration(position: 710, velocity: 3000, factor: 0.998, multiplier: 1.9), "deceleration",
              { 710 + 1.9 * series.state(atMilliseconds: $0 * 1000).position },
              within: { isApproximatelyEqual($0, $1, relativeTolerance: 1e-12) })
        let bounce = BounceReference(excess: 50, velocity: 1.5, factor: 0.998)
        check(Bounce(excess: 50, velocity: 1500, factor: 0.998), "bounce",
              { bounce.state(atMilliseconds: $0 * 1000).excess },
              within: { isApproximatelyEqual($0, $1, absoluteTolerance: 1e-7 * 50, relativeTolerance: 1e-7) })
        check(ContentOffsetAnimation(from: 100, to: 800), "animation",
              { t in let s = sin(Double.pi * t / 0.6); return 100 + 700 * s * s },
              within: { isApproximatelyEqual($0, $1, absoluteTolerance: 1e-12 * 800) })
        let spring = CriticallyDampedSpringReference(from: 2400, to: -47)
        check(ScrollToTopSpring(from: 2400, to: -47), "spring",
              { spring.positions(atSeconds: [$0])[0] },
              within: { isApproximatelyEqual($0, $1, absoluteTolerance: 1e-7 * 2447) })
        check(PagingSnap(position: 400, velocity: 1200, target: 844, pageSize: 844), "snap",
              { PagingTests.loop(position: 400, velocity: 1.2, target: 844, pageSize: 844,
                                 milliseconds: Int(($0 * 1000).rounded())).x },
              within: { isApproximatelyEqual($0, $1, absoluteTolerance: 1e-9 * 444) })
        let targeted = TargetedDeceleration(position: 0, velocity: 3000, target: 1000, factor: 0.998)
        let targetedSeries = DecelerationSeries(position: 0, velocity: 3, factor: exp(-2.99 / 1000))
        check(targeted, "targeted",
              { t in t <= targeted.creepStart ? targetedSeries.state(atMilliseconds: t * 1000).position : nil },
              within: { isApproximatelyEqual($0, $1, relativeTolerance: 1e-9) })
    }

    @Test("fixed-length animations end on their target at 0.3 s and 1.6 s")
    func fixedLengths() {
        let animation = ContentOffsetAnimation(from: 100, to: 800)
        #expect(animation.duration == 0.3 && animation.destination == 800)
        #expect(animation.position(at: animation.duration) == animation.destination)
        // sin²(π·0.15/0.6) = sin²(π/4) = 1/2: halfway at half time.
        #expect(isApproximatelyEqual(animation.position(at: 0.15), 450, relativeTolerance: 1e-12))
        let spring = ScrollToTopSpring(from: 2400, to: -47)
        #expect(spring.duration == 1.6 && spring.destination == -47)
        #expect(spring.position(at: spring.duration) == spring.destination)
    }

    @Test("a deceleration's duration is where |v| = 10 pt/s and its destination is x0 + m·499·v0")
    func deceleration() {
        let curve: any MotionCurve = Deceleration(position: 710, velocity: 3000, factor: 0.998, multiplier: 1.9)
        // τ = ln(0.01/3)/ln 0.998 = 2849.04 ms (hand); destination 710 + 1.9·499·3 = 3554.3.
        #expect(isApproximatelyEqual(curve.duration, log(0.01 / 3) / log(0.998) / 1000, absoluteTolerance: 1e-12))
        #expect(isApproximatelyEqual(curve.duration, 2.84904, absoluteTolerance: 1e-5))
        #expect(isApproximatelyEqual(abs(curve.velocity(at: curve.duration)), 10, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(curve.destination, 3554.3, absoluteTolerance: 1e-9))
    }

    @Test("a targeted deceleration rests on the delegate's target at its duration",
          arguments: [(0.0, 3000.0, 1000.0), (0.0, 3000.0, 2000.0), (500.0, 800.0, 520.0), (100.0, -2000.0, 300.0)])
    func targeted(position: Double, velocity: Double, target: Double) {
        let curve: any MotionCurve = TargetedDeceleration(position: position, velocity: velocity, target: target, factor: 0.998)
        #expect(curve.destination == target)
        #expect(curve.position(at: curve.duration) == target)
        #expect(abs(curve.position(at: curve.duration * 0.999) - target) < abs(position - target))
    }

    struct BounceStart: Sendable, CustomStringConvertible {
        let excess: Double, velocity: Double /* pt/ms, outward positive */, factor: Double
        var description: String { "e0 \(excess), v0 \(velocity) pt/ms, f \(factor)" }
    }

    nonisolated static let bounceStarts: [BounceStart] = [
        BounceStart(excess: 0, velocity: 1.486973947895791, factor: 0.998),   // example C at the crossing
        BounceStart(excess: 0, velocity: 2.8, factor: 0.998),
        BounceStart(excess: 50, velocity: 1.5, factor: 0.998),                 // outward in overscroll
        BounceStart(excess: 0, velocity: 4, factor: 0.99),                     // .fast
        BounceStart(excess: 138, velocity: 0, factor: 0.998),                  // example B, at rest
        BounceStart(excess: 3, velocity: -0.005, factor: 0.998),               // slow inward, never re-enters
    ]

    @Test("a bounce's duration is the first instant of Physics, “Bounce”'s stop rule on the integrated ODE", arguments: bounceStarts)
    func bounceDuration(_ s: BounceStart) throws {
        let bounce = Bounce(excess: s.excess, velocity: s.velocity * 1000, factor: s.factor)
        let step = 0.05
        let grid = (0...60_000).map { Double($0) * step }                     // 0 … 3000 ms
        let states = BounceReference(excess: s.excess, velocity: s.velocity, factor: s.factor).states(atMilliseconds: grid)
        let index = try #require(states.firstIndex { abs($0.excess) < 0.5 && abs($0.velocity) < 0.01 })
        #expect(isApproximatelyEqual(bounce.duration * 1000, grid[index], absoluteTolerance: step), "\(bounce.duration * 1000) ms vs grid \(grid[index]) ms")
        #expect(bounce.destination == 0)
        #expect(isApproximatelyEqual(bounce.position(at: bounce.duration), 0, absoluteTolerance: 0.5 + 1e-9))
    }

    @Test("at rest 177 pt past the edge the bounce stops at τ = ln(0.5/177)/ln 0.99 = 583.99 ms (Physics, “Bounce”: ≈ 0.58 s)")
    func bounceFrom177() {
        let bounce = Bounce(excess: 177, velocity: 0, factor: 0.998)
        #expect(isApproximatelyEqual(bounce.duration * 1000, 583.9901271646521, absoluteTolerance: 1e-6))
        #expect(isApproximatelyEqual(bounce.position(at: bounce.duration), 0.5, absoluteTolerance: 1e-9))
    }

    @Test("Physics, “Worked examples” B and B′: the bounce's duration puts the pin in the document's frame")
    func workedExamplesBAndBPrime() {
        // B: 138 pt past the top at rest, first step taken (clock 1/120 s before the release frame); pinned
        // 0.5583 s = 67 frames after release, i.e. at clock 68/120 s: the stop instant lies in (67/120, 68/120].
        let b = Bounce(excess: 138, velocity: 0, factor: 0.998).duration
        #expect(b > 67.0 / 120 && b <= 68.0 / 120, "B: \(b) s")
        // B′: released at 0.31 pt/ms outward, no first step; pinned 0.6250 s = 75 frames after release.
        let bPrime = Bounce(excess: 138, velocity: 310, factor: 0.998).duration
        #expect(bPrime > 74.0 / 120 && bPrime <= 75.0 / 120, "B′: \(bPrime) s")
    }

    @Test("an inward bounce that re-enters while fast ends at the re-entry")
    func bounceReentry() throws {
        // e0 = 120 pt, v0 = −2 pt/ms: f^τ = 1 + 120·0.002/(−2·0.998) → τ = 63.989 ms (hand), still at ≈ 1.5 pt/ms.
        let bounce = Bounce(excess: 120, velocity: -2000, factor: 0.998)
        #expect(isApproximatelyEqual(bounce.duration * 1000, 63.989266624343514, absoluteTolerance: 1e-6))
        #expect(bounce.duration == (try #require(bounce.timeToReenter())))
    }

    @Test("a bounce starting at rest on the edge has zero duration")
    func bounceAtRest() {
        #expect(Bounce(excess: 0, velocity: 0, factor: 0.998).duration == 0)
        #expect(Bounce(excess: 0.4, velocity: 0.005 * 1000, factor: 0.998).duration == 0)
    }

    struct Snap: Sendable, CustomStringConvertible {
        let position: Double, velocity: Double /* pt/s */, target: Double, pageSize: Double
        var description: String { "\(position) → \(target) at \(velocity) pt/s, page \(pageSize)" }
    }

    nonisolated static let snaps: [Snap] = [
        Snap(position: 400, velocity: 1200, target: 844, pageSize: 844),
        Snap(position: 420, velocity: 0, target: 390, pageSize: 390),
        Snap(position: 1600, velocity: -2500, target: 1024, pageSize: 1024),
        Snap(position: 3000, velocity: 800, target: 4096, pageSize: 2048),    // page size above the 1024 cap
        Snap(position: 844, velocity: 0, target: 844, pageSize: 844),          // already there
    ]

    @Test("a paging snap's duration is the millisecond at which UIKit's loop ends it", arguments: snaps)
    func pagingDuration(_ s: Snap) {
        let snap = PagingSnap(position: s.position, velocity: s.velocity, target: s.target, pageSize: s.pageSize)
        // <doc:Physics#Programmatic-motion>'s loop, literally: v += (target − x)·k; v *= μ; x += v once per ms; ends when |v| < 0.01 and
        // |target − x| ≤ 1.
        let d = min(s.pageSize, 1024)
        let k = d * -1.84659091e-7 + 3.59090909e-4
        let mu = d * 9.94318182e-6 + 0.966818182
        var x = s.position, v = s.velocity / 1000, n = 0
        while !(abs(v) < 0.01 && isApproximatelyEqual(s.target, x, absoluteTolerance: 1)) {
            v += (s.target - x) * k
            v *= mu
            x += v
            n += 1
        }
        #expect(snap.duration == Double(n) / 1000, "loop ends after \(n) ms, curve says \(snap.duration * 1000)")
        #expect(snap.destination == s.target)
        #expect(isApproximatelyEqual(snap.position(at: snap.duration), x, absoluteTolerance: 1e-9, relativeTolerance: 1e-9))
    }
}
