import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Repeated-flicks> point 4: the repeated-flick multiplier m scales the distance of a deceleration, not its
/// velocity decay. Checked against the per-millisecond recurrence written out here, summed term by term:
/// ```
/// v[n+1] = v[n]·f
/// x[n+1] = x[n] + m·v[n+1]
/// ```
/// Tolerances: closed form vs series, relative 1e-12 of max(|x|, |x − x0|, 1 pt) (compensated sum, as in
/// the m = 1 suite); inversions relative 1e-9.
@Suite("Deceleration multiplier")
struct DecelerationMultiplierTests {
    struct Motion: Sendable, CustomStringConvertible {
        let position: Double, velocity: Double /* pt/ms */, factor: Double, multiplier: Double
        var description: String { "x0 \(position), v0 \(velocity) pt/ms, f \(factor), m \(multiplier)" }
    }

    nonisolated static let motions: [Motion] = [
        Motion(position: 3188, velocity: 3, factor: 0.998, multiplier: 1.9),     // <doc:Physics#Worked-examples> F, fourth flick
        Motion(position: 4762.333, velocity: 3, factor: 0.998, multiplier: 3.25), // <doc:Physics#Worked-examples> F, fifth flick
        Motion(position: 0, velocity: -2.5, factor: 0.998, multiplier: 16),       // the cap
        Motion(position: 500, velocity: 4, factor: 0.99, multiplier: 5.05),       // .fast
        Motion(position: 12, velocity: 0.7, factor: 0.998, multiplier: 1),        // no streak
    ]

    /// Positions (pt) at whole milliseconds 0...count from the recurrence above.
    static func series(_ m: Motion, throughMilliseconds count: Int) -> (positions: [Double], velocities: [Double]) {
        var positions = [m.position], velocities = [m.velocity]
        var sum = NeumaierSum(m.position)
        var v = m.velocity
        for _ in 0..<count {
            v *= m.factor
            sum.add(m.multiplier * v)
            positions.append(sum.value)
            velocities.append(v)
        }
        return (positions, velocities)
    }

    @Test("position equals the per-ms series with x += m·v; velocity does not depend on m", arguments: motions)
    func matchesSeries(_ m: Motion) {
        let deceleration = Deceleration(position: m.position, velocity: m.velocity * 1000, factor: m.factor,
                                        multiplier: m.multiplier)
        let count = 3200
        let (positions, velocities) = Self.series(m, throughMilliseconds: count)
        for n in stride(from: 0, through: count, by: 7) {
            let actual = deceleration.position(at: Double(n) / 1000)
            let scale = max(abs(positions[n]), abs(positions[n] - m.position), 1)
            #expect(isApproximatelyEqual(actual, positions[n], absoluteTolerance: 1e-12 * scale), "τ = \(n) ms: \(actual) vs series \(positions[n])")
            let actualV = deceleration.velocity(at: Double(n) / 1000)
            #expect(isApproximatelyEqual(actualV, velocities[n] * 1000, absoluteTolerance: 1e-12 * 1e-9, relativeTolerance: 1e-12), "v at τ = \(n) ms")
        }
    }

    @Test("destination is x0 + m·v0·f/(1 − f), the limit of the series", arguments: motions)
    func destination(_ m: Motion) {
        let deceleration = Deceleration(position: m.position, velocity: m.velocity * 1000, factor: m.factor,
                                        multiplier: m.multiplier)
        let perVelocity = m.factor == 0.998 ? 499.0 : 99.0       // 0.998/0.002, 0.99/0.01
        let expected = m.position + m.multiplier * perVelocity * m.velocity
        #expect(isApproximatelyEqual(deceleration.destination, expected, absoluteTolerance: 1e-11 * abs(expected - m.position), relativeTolerance: 1e-11))
        // After 20 000 ms the remaining tail of the series is below 1e-15·v0.
        let tail = Self.series(m, throughMilliseconds: 20_000).positions.last!
        #expect(isApproximatelyEqual(deceleration.destination, tail, absoluteTolerance: 1e-9, relativeTolerance: 1e-9))
    }

    @Test("duration does not depend on m: τ = ln(0.01/|v0|)/ln f", arguments: motions)
    func duration(_ m: Motion) {
        let scaled = Deceleration(position: m.position, velocity: m.velocity * 1000, factor: m.factor,
                                  multiplier: m.multiplier)
        let expected = log(0.01 / abs(m.velocity)) / log(m.factor) / 1000
        #expect(isApproximatelyEqual(scaled.duration, expected, relativeTolerance: 1e-12))
        // The series' first whole millisecond below 0.01 pt/ms is the next integer after that instant.
        let velocities = Self.series(m, throughMilliseconds: 5000).velocities
        let firstMs = velocities.firstIndex { abs($0) < 0.01 }!
        #expect(Double(firstMs) == (expected * 1000).rounded(.up))
    }

    @Test("time(toReach:) solves f^τ = 1 − (x − x0)(1 − f)/(m·v0·f) and meets the series", arguments: motions)
    func timeToReach(_ m: Motion) throws {
        let deceleration = Deceleration(position: m.position, velocity: m.velocity * 1000, factor: m.factor,
                                        multiplier: m.multiplier)
        let (positions, _) = Self.series(m, throughMilliseconds: 3000)
        for n in [1, 10, 250, 1000] {        // f^n ≥ 4e-5: the inversion stays well conditioned
            // The series passes positions[n] at exactly n ms.
            let t = try #require(deceleration.time(toReach: positions[n]), "n = \(n)")
            #expect(isApproximatelyEqual(t * 1000, Double(n), relativeTolerance: 1e-6), "n = \(n): \(t * 1000) ms")
        }
        let span = deceleration.destination - m.position
        #expect(deceleration.time(toReach: m.position + 1.001 * span) == nil)     // beyond the scaled destination
        #expect(deceleration.time(toReach: m.position - 0.1 * span) == nil)       // behind the start
    }

    @Test("the projected target scales its distance by m: x + sign(v)·(|v| − 0.01)/|ln f|·m")
    func projectedTarget() {
        // <doc:Physics#Worked-examples> F: the fourth flick releases at 3188.0, 3.0 pt/ms, m = 1.9 → target 6025.667 after pixel rounding.
        // By hand: 2.99/0.0020020027 = 1493.504 pt; ×1.9 = 2837.66; 3188 + 2837.66 = 6025.66 → 6025.667 at scale 3.
        let fourth = Deceleration.projectedTarget(position: 3188, velocity: 3000, factor: 0.998, multiplier: 1.9)
        #expect(isApproximatelyEqual(fourth, 3188 + 2.99 / -log(0.998) * 1.9, absoluteTolerance: 1e-9))
        #expect(PixelGrid(scale: 3).round(fourth) == 6025 + 2.0 / 3)
        // Fifth: 4762.333 + 1493.504·3.25 = 9616.22 → 9616.333.
        let fifth = Deceleration.projectedTarget(position: 4762 + 1.0 / 3, velocity: 3000, factor: 0.998, multiplier: 3.25)
        #expect(PixelGrid(scale: 3).round(fifth) == 9616 + 1.0 / 3)
        // Downwards, and the default multiplier is 1.
        let down = Deceleration.projectedTarget(position: 0, velocity: -2000, factor: 0.99, multiplier: 4)
        #expect(isApproximatelyEqual(down, -1.99 / -log(0.99) * 4, absoluteTolerance: 1e-9))
        #expect(Deceleration.projectedTarget(position: 7, velocity: 3000, factor: 0.998)
                == Deceleration.projectedTarget(position: 7, velocity: 3000, factor: 0.998, multiplier: 1))
        #expect(Deceleration.projectedTarget(position: 42, velocity: 5, factor: 0.998, multiplier: 16) == 42)
    }

    @Test("m = 1 is the default and shifted(by:) keeps m")
    func defaultsAndShift() {
        let plain = Deceleration(position: 10, velocity: 2000, factor: 0.998)
        #expect(plain.multiplier == 1)
        #expect(plain == Deceleration(position: 10, velocity: 2000, factor: 0.998, multiplier: 1))
        let scaled = Deceleration(position: 10, velocity: 2000, factor: 0.998, multiplier: 3.25)
        let moved = scaled.shifted(by: 100)
        #expect(moved.multiplier == 3.25)
        #expect(isApproximatelyEqual(moved.position(at: 0.4) - scaled.position(at: 0.4), 100, absoluteTolerance: 1e-9))
    }
}
