import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Release-target-and-hand-off> re-plan when a delegate moves the target: the plan against a
/// factor and a velocity derived by hand for each case (the branch picked by comparing the distance with the
/// natural stop `(|v| − 0.01)/|ln f|`, then the branch's formula evaluated with the case's numbers), the
/// plan's meaning (a deceleration from `v'` with `f'` stops, at 0.01 pt/ms, exactly `|Δ|` away:
/// `(|v'| − 0.01)/|ln f'| = |Δ|`), and the motion ending exactly on the target in every branch.
/// Tolerances: plan relative 1e-12; the end exactly the target.
@Suite("TargetedDeceleration")
struct TargetedDecelerationTests {
    /// Which rule of <doc:Physics#Release-target-and-hand-off> applies.
    enum Branch: String, Sendable {
        /// Target nearer than the natural stop, same direction: velocity kept, `f' = exp(−(|v| − 0.01)/|Δ|)`.
        case nearer
        /// Otherwise: factor kept, `v' = sign(Δ)·0.01 + Δ·|ln f|`.
        case farther
        /// Farther with `|v'| < 0.25` pt/ms: `f' = 0.985`, `v' = sign(Δ)·0.01 + Δ·|ln 0.985|`.
        case slow
    }

    struct Case: Sendable, CustomStringConvertible {
        let position: Double, velocity: Double /* pt/ms */, factor: Double, target: Double
        let branch: Branch
        /// The planned factor (per ms) and start velocity (pt/ms), derived by hand in the table's comments.
        let plannedFactor: Double, plannedVelocity: Double
        var description: String { "\(branch): x \(position), v \(velocity) pt/ms, f \(factor) → \(target)" }
    }

    nonisolated static let cases: [Case] = [
        // Natural stop of 3 pt/ms at .normal: 2.99/|ln 0.998| = 1493.5 pt. Δ = 500 < 1493.5, same direction.
        Case(position: 1000, velocity: 3, factor: 0.998, target: 1500, branch: .nearer,
             plannedFactor: exp(-2.99 / 500), plannedVelocity: 3),
        // Δ = −800, |Δ| < 1493.5, same direction (down).
        Case(position: 1000, velocity: -3, factor: 0.998, target: 200, branch: .nearer,
             plannedFactor: exp(-2.99 / 800), plannedVelocity: -3),
        // Δ = 2000 > 1493.5: v' = 0.01 + 2000·|ln 0.998| ≈ 4.01 ≥ 0.25.
        Case(position: 1000, velocity: 3, factor: 0.998, target: 3000, branch: .farther,
             plannedFactor: 0.998, plannedVelocity: 0.01 + 2000 * -log(0.998)),
        // Natural stop of 1 pt/ms at .fast: 0.99/|ln 0.99| = 98.5 pt < Δ = 500: v' = 0.01 + 500·|ln 0.99| ≈ 5.04.
        Case(position: 1000, velocity: 1, factor: 0.99, target: 1500, branch: .farther,
             plannedFactor: 0.99, plannedVelocity: 0.01 + 500 * -log(0.99)),
        // Behind the finger's direction: v' = −0.01 − 50·|ln 0.998| = −0.11, |v'| < 0.25 → 0.985.
        Case(position: 1000, velocity: 3, factor: 0.998, target: 950, branch: .slow,
             plannedFactor: 0.985, plannedVelocity: -0.01 - 50 * -log(0.985)),
        // A slow release whose target a delegate moved 60 pt: v' = 0.01 + 60·|ln 0.998| = 0.13 → 0.985.
        Case(position: 1090, velocity: 0, factor: 0.998, target: 1150, branch: .slow,
             plannedFactor: 0.985, plannedVelocity: 0.01 + 60 * -log(0.985)),
    ]

    @Test("plan follows Physics, “Release target and hand-off”", arguments: cases)
    func plan(_ c: Case) {
        let plan = TargetedDeceleration.plan(position: c.position, velocity: c.velocity * 1000,
                                             target: c.target, factor: c.factor)
        #expect(isApproximatelyEqual(plan.factor, c.plannedFactor, absoluteTolerance: 1e-12))
        #expect(isApproximatelyEqual(plan.velocity, c.plannedVelocity * 1000, relativeTolerance: 1e-12))
        // What the plan means: decelerating from v' with f' down to the 0.01-pt/ms stop covers exactly |Δ|.
        let stopDistance = (abs(plan.velocity / 1000) - 0.01) / abs(log(plan.factor))
        #expect(isApproximatelyEqual(stopDistance, abs(c.target - c.position), relativeTolerance: 1e-12))
    }

    @Test("the motion ends exactly on the target, never past it, monotone", arguments: cases)
    func endsOnTarget(_ c: Case) throws {
        let motion = TargetedDeceleration(position: c.position, velocity: c.velocity * 1000,
                                          target: c.target, factor: c.factor)
        #expect(motion.target == c.target)
        #expect(motion.duration > 0 && motion.duration.isFinite)
        #expect(motion.position(at: motion.duration) == c.target)
        #expect(motion.position(at: motion.duration + 1) == c.target)
        #expect(motion.velocity(at: motion.duration + 1) == 0)
        #expect(motion.position(at: 0) == c.position)
        let direction: Double = c.target > c.position ? 1 : -1
        var previous = c.position
        for k in 0...Int(motion.duration * 1000) {
            let x = motion.position(at: Double(k) / 1000)
            #expect((x - previous) * direction >= -1e-9, "moves backwards at \(k) ms")
            #expect((c.target - x) * direction >= -1e-9, "passes the target at \(k) ms")
            previous = x
        }
        // Before the creep it is the <doc:Physics#Deceleration> closed form with the planned values (checked at 1 ms against the series).
        if motion.creepStart > 0.002 {
            let series = DecelerationSeries(position: c.position, velocity: c.plannedVelocity, factor: c.plannedFactor)
            let x1 = series.state(atMilliseconds: 1).position
            #expect(isApproximatelyEqual(motion.position(at: 0.001), x1, absoluteTolerance: 1e-9, relativeTolerance: 1e-9))
        }
    }
}
