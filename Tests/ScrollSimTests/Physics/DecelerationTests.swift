import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Deceleration> in-range deceleration against the per-millisecond series summed term by term
/// (``DecelerationSeries``) and against the document's reference numbers.
///
/// Tolerances: closed form vs series, relative 1e-12 of max(|x|, |x − x0|, 1 pt) (the series is summed with
/// compensation; 3000 terms stay far inside); reference numbers to the precision the document states.
@Suite("Deceleration")
struct DecelerationTests {
    struct Motion: Sendable, CustomStringConvertible {
        let position: Double, velocity: Double /* pt/ms */, factor: Double
        var description: String { "x0 \(position), v0 \(velocity) pt/ms, f \(factor)" }
    }

    nonisolated static let motions: [Motion] = [
        Motion(position: 0, velocity: 3, factor: 0.998),
        Motion(position: 1000, velocity: 3, factor: 0.998),
        Motion(position: 710, velocity: -2.2, factor: 0.998),
        Motion(position: -50, velocity: 0.4, factor: 0.998),
        Motion(position: 2000, velocity: 5.5, factor: 0.99),
        Motion(position: 0, velocity: -1, factor: 0.99),
    ]

    @Test("position and velocity equal the per-ms series at integer milliseconds", arguments: motions)
    func matchesSeries(_ m: Motion) {
        let deceleration = Deceleration(position: m.position, velocity: m.velocity * 1000, factor: m.factor)
        let series = DecelerationSeries(position: m.position, velocity: m.velocity, factor: m.factor)
        let count = 3200
        let positions = series.positions(throughMilliseconds: count)
        for n in stride(from: 0, through: count, by: 7) {
            let expected = positions[n]
            let actual = deceleration.position(at: Double(n) / 1000)
            let scale = max(abs(expected), abs(expected - m.position), 1)
            #expect(isApproximatelyEqual(actual, expected, absoluteTolerance: 1e-12 * scale), "τ = \(n) ms: \(actual) vs series \(expected)")
            let expectedV = series.state(atMilliseconds: Double(n)).velocity * 1000   // pt/s
            let actualV = deceleration.velocity(at: Double(n) / 1000)
            #expect(isApproximatelyEqual(actualV, expectedV, absoluteTolerance: 1e-12 * 1e-9, relativeTolerance: 1e-12), "v at τ = \(n) ms")
        }
    }

    @Test("starts exactly at the start position and velocity", arguments: motions)
    func atTimeZero(_ m: Motion) {
        let deceleration = Deceleration(position: m.position, velocity: m.velocity * 1000, factor: m.factor)
        #expect(deceleration.position(at: 0) == m.position)
        #expect(isApproximatelyEqual(deceleration.velocity(at: 0), m.velocity * 1000, relativeTolerance: 1e-12))
    }

    @Test("destination is x0 + v0·f/(1 − f); 499·v0 at .normal (WWDC 2018 projection)", arguments: motions)
    func destination(_ m: Motion) {
        let deceleration = Deceleration(position: m.position, velocity: m.velocity * 1000, factor: m.factor)
        let perVelocity = m.factor == 0.998 ? 499.0 : 99.0       // 0.998/0.002, 0.99/0.01
        let expected = m.position + perVelocity * m.velocity
        #expect(isApproximatelyEqual(deceleration.destination, expected, absoluteTolerance: 1e-11 * abs(perVelocity * m.velocity), relativeTolerance: 1e-11))
        // The series converges to the same point: after 20 000 ms the remaining tail is below 1e-15·v0.
        let tail = DecelerationSeries(position: m.position, velocity: m.velocity, factor: m.factor)
            .state(atMilliseconds: 20_000).position
        #expect(isApproximatelyEqual(deceleration.destination, tail, absoluteTolerance: 1e-9, relativeTolerance: 1e-9))
    }

    @Test("duration is the instant |v| falls to 0.01 pt/ms", arguments: motions)
    func duration(_ m: Motion) {
        let deceleration = Deceleration(position: m.position, velocity: m.velocity * 1000, factor: m.factor)
        // Hand inversion of v0·f^τ = 0.01: τ = ln(0.01/|v0|)/ln f (ms).
        let expected = log(0.01 / abs(m.velocity)) / log(m.factor) / 1000
        #expect(isApproximatelyEqual(deceleration.duration, expected, relativeTolerance: 1e-12))
        // The stop speed, 0.01 pt/ms = 10 pt/s (<doc:Physics#Deceleration>), written out rather than read from the engine.
        #expect(isApproximatelyEqual(abs(deceleration.velocity(at: deceleration.duration)), 10, absoluteTolerance: 1e-9))
        #expect(abs(deceleration.velocity(at: deceleration.duration - 1e-4)) > 10)
        // The series' first whole millisecond below the threshold is the next integer after the instant.
        let firstMs = DecelerationSeries(position: m.position, velocity: m.velocity, factor: m.factor)
            .firstMillisecond(speedBelow: 0.01)
        #expect(Double(firstMs) == (expected * 1000).rounded(.up))
    }

    @Test("a start already below 10 pt/s has zero duration")
    func slowStart() {
        #expect(Deceleration(position: 5, velocity: 9.9, factor: 0.998).duration == 0)
        #expect(Deceleration(position: 5, velocity: -3, factor: 0.99).duration == 0)
        #expect(Deceleration.stopSpeed == 10)
    }

    /// <doc:Physics#Deceleration>: 1000 pt/s → ≈ 494 pt in ≈ 2.30 s; 3000 pt/s → ≈ 1492 pt in ≈ 2.85 s (.normal).
    /// Tolerances are the document's precision: ±0.5 pt, ±0.005 s.
    @Test("Physics, “Deceleration” reference numbers", arguments: [(1000.0, 494.0, 2.30), (3000.0, 1492.0, 2.85)])
    func referenceNumbers(speed: Double, distance: Double, seconds: Double) {
        let deceleration = Deceleration(position: 0, velocity: speed, factor: DecelerationRate.normal.rawValue)
        #expect(isApproximatelyEqual(deceleration.duration, seconds, absoluteTolerance: 0.005))
        #expect(isApproximatelyEqual(deceleration.position(at: deceleration.duration), distance, absoluteTolerance: 0.5))
        // Same figures, downwards.
        let down = Deceleration(position: 0, velocity: -speed, factor: DecelerationRate.normal.rawValue)
        #expect(isApproximatelyEqual(down.position(at: down.duration), -distance, absoluteTolerance: 0.5))
    }

    @Test("projected target is offset + sign(v)·(|v| − 0.01)/|ln f| (Physics, “Release target and hand-off”)")
    func projectedTarget() {
        // 1/|ln 0.998| = 499.4996…; example A: 1000 + 2.99·499.4996 = 2493.5045.
        let a = Deceleration.projectedTarget(position: 1000, velocity: 3000, factor: 0.998)
        #expect(isApproximatelyEqual(a, 1000 + 2.99 / -log(0.998), absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(a, 2493.5045, absoluteTolerance: 1e-4))
        let down = Deceleration.projectedTarget(position: 1000, velocity: -3000, factor: 0.998)
        #expect(isApproximatelyEqual(down, 1000 - 2.99 / -log(0.998), absoluteTolerance: 1e-9))
        let fast = Deceleration.projectedTarget(position: 0, velocity: 2000, factor: 0.99)
        #expect(isApproximatelyEqual(fast, 1.99 / -log(0.99), absoluteTolerance: 1e-9))            // 198.0049…
        #expect(Deceleration.projectedTarget(position: 42, velocity: 0, factor: 0.998) == 42)
    }

    @Test("time(toReach:) inverts position(at:)", arguments: motions)
    func timeToReachRoundTrip(_ m: Motion) throws {
        let deceleration = Deceleration(position: m.position, velocity: m.velocity * 1000, factor: m.factor)
        let span = deceleration.destination - m.position
        for fraction in [0.0, 0.001, 0.1, 0.5, 0.9, 0.999] {
            let x = m.position + fraction * span
            let t = try #require(deceleration.time(toReach: x))
            // Hand inversion of x0 + v0·f·(1 − f^τ)/(1 − f) = x: τ = ln(1 − (x − x0)(1 − f)/(v0·f))/ln f.
            let expected = log(1 - (x - m.position) * (1 - m.factor) / (m.velocity * m.factor)) / log(m.factor) / 1000
            #expect(isApproximatelyEqual(t, expected, absoluteTolerance: 1e-9 * 1e-3, relativeTolerance: 1e-9), "fraction \(fraction)")
            #expect(isApproximatelyEqual(deceleration.position(at: t), x, absoluteTolerance: 1e-9 * max(abs(span), 1)))
        }
        #expect(deceleration.time(toReach: m.position + 1.01 * span) == nil)     // beyond the destination
        #expect(deceleration.time(toReach: m.position - 0.1 * span) == nil)      // behind the start
    }
}
