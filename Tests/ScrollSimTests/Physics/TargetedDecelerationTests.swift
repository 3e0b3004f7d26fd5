import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Release-target-and-hand-off> re-plan when a delegate moves the target: the plan against
/// ``TargetedDecelerationReference`` (written from the document), and the motion ending exactly on the
/// target in every branch. Tolerances: plan relative 1e-12; the end exactly the target.
@Suite("TargetedDeceleration")
struct TargetedDecelerationTests {
    struct Case: Sendable, CustomStringConvertible {
        let position: Double, velocity: Double /* pt/ms */, factor: Double, target: Double
        let branch: TargetedDecelerationReference.Branch
        var description: String { "\(branch): x \(position), v \(velocity) pt/ms, f \(factor) → \(target)" }
    }

    static let cases: [Case] = [
        // Natural stop of 3 pt/ms at .normal is 1493.5 pt away.
        Case(position: 1000, velocity: 3, factor: 0.998, target: 1500, branch: .nearer),
        Case(position: 1000, velocity: -3, factor: 0.998, target: 200, branch: .nearer),
        Case(position: 1000, velocity: 3, factor: 0.998, target: 3000, branch: .farther),
        Case(position: 1000, velocity: 1, factor: 0.99, target: 1500, branch: .farther),
        // Behind the finger's direction: v' = −0.01 − 50·|ln 0.998| = −0.11 < 0.25 → 0.985.
        Case(position: 1000, velocity: 3, factor: 0.998, target: 950, branch: .slow),
        // A slow release whose target a delegate moved 60 pt: v' = 0.13 → 0.985.
        Case(position: 1090, velocity: 0, factor: 0.998, target: 1150, branch: .slow),
    ]

    @Test("plan follows Physics, “Release target and hand-off”", arguments: cases)
    func plan(_ c: Case) {
        let reference = TargetedDecelerationReference(position: c.position, velocity: c.velocity,
                                                      factor: c.factor, target: c.target)
        #expect(reference.branch == c.branch)       // the case table is what we think it is
        let plan = TargetedDeceleration.plan(position: c.position, velocity: c.velocity * 1000,
                                             target: c.target, factor: c.factor)
        #expect(abs(plan.factor - reference.factor) <= 1e-12)
        #expect(abs(plan.velocity - reference.velocity * 1000) <= 1e-12 * abs(reference.velocity * 1000))
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
        let reference = TargetedDecelerationReference(position: c.position, velocity: c.velocity,
                                                      factor: c.factor, target: c.target)
        if motion.creepStart > 0.002 {
            let series = DecelerationSeries(position: c.position, velocity: reference.velocity, factor: reference.factor)
            let x1 = series.state(atMilliseconds: 1).position
            #expect(abs(motion.position(at: 0.001) - x1) <= 1e-9 * max(abs(x1), 1))
        }
    }
}
