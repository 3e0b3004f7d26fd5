import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// The ``MotionCurve`` conformances: the protocol answers what the types answer, every curve ends on its
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

    @Test("the protocol gives each type's own position and velocity")
    func dispatch() {
        let deceleration = Deceleration(position: 710, velocity: 3000, factor: 0.998, multiplier: 1.9)
        let bounce = Bounce(excess: 50, velocity: 1500, factor: 0.998)
        let animation = ContentOffsetAnimation(from: 100, to: 800)
        let spring = ScrollToTopSpring(from: 2400, to: -47)
        let snap = PagingSnap(position: 400, velocity: 1200, target: 844, pageSize: 844)
        let targeted = TargetedDeceleration(position: 0, velocity: 3000, target: 1000, factor: 0.998)
        let curves: [any MotionCurve] = [deceleration, bounce, animation, spring, snap, targeted]
        let direct: [[(Double, Double)]] = [
            Self.times.map { (deceleration.position(at: $0), deceleration.velocity(at: $0)) },
            Self.times.map { (bounce.excess(at: $0), bounce.velocity(at: $0)) },
            Self.times.map { (animation.position(at: $0), animation.velocity(at: $0)) },
            Self.times.map { (spring.position(at: $0), spring.velocity(at: $0)) },
            Self.times.map { (snap.position(at: $0), snap.velocity(at: $0)) },
            Self.times.map { (targeted.position(at: $0), targeted.velocity(at: $0)) },
        ]
        for (curve, expected) in zip(curves, direct) {
            for (sample, want) in zip(Self.sampled(curve, at: Self.times), expected) {
                #expect(sample.position == want.0 && sample.velocity == want.1, "\(type(of: curve))")
            }
        }
    }

    @Test("fixed-length animations end on their target at 0.3 s and 1.6 s")
    func fixedLengths() {
        let animation = ContentOffsetAnimation(from: 100, to: 800)
        #expect(animation.duration == 0.3 && animation.destination == 800)
        #expect(animation.position(at: animation.duration) == animation.destination)
        // sin²(π·0.15/0.6) = sin²(π/4) = 1/2: halfway at half time.
        #expect(abs(animation.position(at: 0.15) - 450) <= 1e-12 * 450)
        let spring = ScrollToTopSpring(from: 2400, to: -47)
        #expect(spring.duration == 1.6 && spring.destination == -47)
        #expect(spring.position(at: spring.duration) == spring.destination)
    }

    @Test("a deceleration's duration is where |v| = 10 pt/s and its destination is x0 + m·499·v0")
    func deceleration() {
        let curve: any MotionCurve = Deceleration(position: 710, velocity: 3000, factor: 0.998, multiplier: 1.9)
        // τ = ln(0.01/3)/ln 0.998 = 2849.04 ms (hand); destination 710 + 1.9·499·3 = 3554.3.
        #expect(abs(curve.duration - log(0.01 / 3) / log(0.998) / 1000) <= 1e-12)
        #expect(abs(curve.duration - 2.84904) <= 1e-5)
        #expect(abs(abs(curve.velocity(at: curve.duration)) - 10) <= 1e-9)
        #expect(abs(curve.destination - 3554.3) <= 1e-9)
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

    static let bounceStarts: [BounceStart] = [
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
        #expect(abs(bounce.duration * 1000 - grid[index]) <= step, "\(bounce.duration * 1000) ms vs grid \(grid[index]) ms")
        #expect(bounce.destination == 0)
        #expect(abs(bounce.position(at: bounce.duration)) <= 0.5 + 1e-9)
    }

    @Test("at rest 177 pt past the edge the bounce stops at τ = ln(0.5/177)/ln 0.99 = 583.99 ms (Physics, “Bounce”: ≈ 0.58 s)")
    func bounceFrom177() {
        let bounce = Bounce(excess: 177, velocity: 0, factor: 0.998)
        #expect(abs(bounce.duration * 1000 - 583.9901271646521) <= 1e-6)
        #expect(abs(bounce.position(at: bounce.duration) - 0.5) <= 1e-9)
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
        #expect(abs(bounce.duration * 1000 - 63.989266624343514) <= 1e-6)
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

    static let snaps: [Snap] = [
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
        while !(abs(v) < 0.01 && abs(s.target - x) <= 1) {
            v += (s.target - x) * k
            v *= mu
            x += v
            n += 1
        }
        #expect(snap.duration == Double(n) / 1000, "loop ends after \(n) ms, curve says \(snap.duration * 1000)")
        #expect(snap.destination == s.target)
        #expect(abs(snap.position(at: snap.duration) - x) <= 1e-9 * max(abs(x), 1))
    }
}
