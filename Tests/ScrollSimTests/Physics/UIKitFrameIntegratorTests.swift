import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#UIKit-frame-integrator>'s optional per-frame integrator: a few frames against the recurrence stepped by hand
/// (the numbers in the comments were evaluated from the document's formulas in a separate double-precision
/// calculation, not by this code), the branches (skip, E's two forms, clamp with bouncing off, the
/// multiplier), and the closed forms sampled at the same frames within <doc:Physics#UIKit-frame-integrator>'s stated bounds.
///
/// Tolerances: hand-stepped values 1e-9 pt (the same double arithmetic, up to libm's last bit in log);
/// against the closed forms, <doc:Physics#UIKit-frame-integrator>'s bounds on the largest difference along the motion.
@Suite("UIKitFrameIntegrator")
struct UIKitFrameIntegratorTests {
    /// The dt of frame k at `rate` Hz, in ms, from integer frame times (<doc:Physics#Time-and-frames>): (k − (k−1))/rate·1000.
    static func frameMilliseconds(_ k: Int, rate: Double) -> Double {
        (Double(k) / rate - Double(k - 1) / rate) * 1000
    }

    static let everywhere = -1e9...1e9

    @Test("E(y) is y(0.5y + 1) + 1 from −0.5 on, exp(y) below")
    func power() {
        #expect(UIKitFrameIntegrator.power(exponent: 0) == 1)
        #expect(UIKitFrameIntegrator.power(exponent: -0.5) == 0.625)                  // −0.5·0.75 + 1
        #expect(isApproximatelyEqual(UIKitFrameIntegrator.power(exponent: -0.08375), 0.91975703125, absoluteTolerance: 1e-15))   // 1 − 0.08375 + 0.08375²/2
        #expect(isApproximatelyEqual(UIKitFrameIntegrator.power(exponent: -0.6), 0.5488116360940264, absoluteTolerance: 1e-15))   // e^−0.6
    }

    @Test("free decay, three 120-Hz frames stepped by hand")
    func freeDecayByHand() {
        // x0 = 710, v0 = 3 pt/ms, f = 0.998: y = 8.3333·ln 0.998 = −0.016683, E = 0.9834558,
        // x += 3·0.998·(1 − E)/0.002 = 24.767 → 734.76665; v = 3·E = 2.95037.
        var motion = UIKitFrameIntegrator(position: 710, velocity: 3, factor: 0.998)
        let expected: [(Double, Double)] = [(734.7666500528969, 2.9503674347637334),
                                            (759.1235559809825, 2.901556000038111),
                                            (783.0774966682583, 2.853552110885254)]
        for (k, (x, v)) in zip(1..., expected) {
            let reached = motion.step(milliseconds: Self.frameMilliseconds(k, rate: 120), range: Self.everywhere, bounces: true)
            #expect(!reached)
            #expect(isApproximatelyEqual(motion.position, x, absoluteTolerance: 1e-9) && isApproximatelyEqual(motion.velocity, v, absoluteTolerance: 1e-12), "frame \(k): \(motion)")
        }
    }

    @Test("the multiplier scales the in-range distance, not the velocity")
    func multiplierByHand() {
        // <doc:Physics#Worked-examples> F's fourth flick, m = 1.9: 3188 + 1.9·24.767 = 3235.0566; v as without m.
        var motion = UIKitFrameIntegrator(position: 3188, velocity: 3, factor: 0.998, multiplier: 1.9)
        motion.step(milliseconds: Self.frameMilliseconds(1, rate: 120), range: Self.everywhere, bounces: true)
        #expect(isApproximatelyEqual(motion.position, 3235.056635100504, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(motion.velocity, 2.9503674347637334, absoluteTolerance: 1e-12))
        motion.step(milliseconds: Self.frameMilliseconds(2, rate: 120), range: Self.everywhere, bounces: true)
        #expect(isApproximatelyEqual(motion.position, 3281.3347563638667, absoluteTolerance: 1e-9))
        #expect(motion.multiplier == 1.9)
    }

    @Test("at 60 Hz the factor uses the same quadratic E")
    func sixtyHertzByHand() {
        // x0 = 0, v0 = 4 pt/ms, f = 0.99 (.fast): y = 16.667·ln 0.99 = −0.16751, E = 0.84652,
        // x = 4·0.99·(1 − E)/0.01 = 60.7767; v = 3.38609.
        var motion = UIKitFrameIntegrator(position: 0, velocity: 4, factor: 0.99)
        motion.step(milliseconds: Self.frameMilliseconds(1, rate: 60), range: Self.everywhere, bounces: true)
        #expect(isApproximatelyEqual(motion.position, 60.77670784085982, absoluteTolerance: 1e-9) && isApproximatelyEqual(motion.velocity, 3.3860938601933346, absoluteTolerance: 1e-12))
        motion.step(milliseconds: Self.frameMilliseconds(2, rate: 60), range: Self.everywhere, bounces: true)
        #expect(isApproximatelyEqual(motion.position, 112.2256171565347, absoluteTolerance: 1e-9) && isApproximatelyEqual(motion.velocity, 2.8664079075097493, absoluteTolerance: 1e-12))
    }

    @Test("crossing the edge: t_in linear in distance, the step redone over t_in, then the bounce over r")
    func crossingByHand() {
        // x0 = 4150, v0 = 2 pt/ms toward max 4156: the full step would reach 4166.51;
        // t_in = 8.3333·6/16.51 = 3.02827 ms; redone over t_in: x = 4156.03213 (past the edge), v = 1.98791;
        // r = 5.30507 ms: K = E(−0.01005·r) = 0.948105, D = E(r·ln 0.998) = 0.989436;
        // x = 4156 + K·0.03213 + (1 − D)·K·0.998·1.98791/0.002 = 4165.96614, v = 1.98791·D·K = 1.86484.
        var motion = UIKitFrameIntegrator(position: 4150, velocity: 2, factor: 0.998, multiplier: 3.25)
        let range = 0.0...4156
        // The same start with m = 3.25 would cross sooner; check the m = 1 numbers first.
        var plain = UIKitFrameIntegrator(position: 4150, velocity: 2, factor: 0.998)
        let plainReached = plain.step(milliseconds: Self.frameMilliseconds(1, rate: 120), range: range, bounces: true)
        #expect(plainReached)
        #expect(isApproximatelyEqual(plain.position, 4165.966137585343, absoluteTolerance: 1e-9) && isApproximatelyEqual(plain.velocity, 1.864838447217546, absoluteTolerance: 1e-12))
        // Then pure bounce frames (K = 0.91975703125, D = 0.9834558115879112 for dt = 8.3333 ms).
        let secondReached = plain.step(milliseconds: Self.frameMilliseconds(2, rate: 120), range: range, bounces: true)
        #expect(secondReached)
        #expect(isApproximatelyEqual(plain.position, 4179.3263302594705, absoluteTolerance: 1e-9) && isApproximatelyEqual(plain.velocity, 1.68682171056496, absoluteTolerance: 1e-12))
        let thirdReached = plain.step(milliseconds: Self.frameMilliseconds(3, rate: 120), range: range, bounces: true)
        #expect(thirdReached)
        #expect(isApproximatelyEqual(plain.position, 4190.262762496026, absoluteTolerance: 1e-9) && isApproximatelyEqual(plain.velocity, 1.5257983808081401, absoluteTolerance: 1e-12))
        // With a multiplier, reaching the bounce resets it to 1 (<doc:Physics#Repeated-flicks> point 5).
        let motionReached = motion.step(milliseconds: Self.frameMilliseconds(1, rate: 120), range: range, bounces: true)
        #expect(motionReached)
        #expect(motion.multiplier == 1)
        #expect(motion.position > 4156)
    }

    @Test("released at rest 177 pt past the top: x = edge + K·(x − edge) per frame")
    func restingBounceByHand() {
        // K = E(−0.01005·8.3333) = 0.91975703125: −177·K = −162.79699453125, then ·K again, …
        var motion = UIKitFrameIntegrator(position: -177, velocity: 0, factor: 0.998)
        let expected = [-162.79699453125, -149.73368038648496, -137.71860535040975]
        for (k, x) in zip(1..., expected) {
            let motionReached = motion.step(milliseconds: Self.frameMilliseconds(k, rate: 120), range: 0...4156, bounces: true)
            #expect(motionReached)
            #expect(isApproximatelyEqual(motion.position, x, absoluteTolerance: 1e-9) && motion.velocity == 0, "frame \(k)")
        }
    }

    @Test("a step shorter than 1 ms is skipped")
    func skipped() {
        var motion = UIKitFrameIntegrator(position: 100, velocity: 2, factor: 0.998, multiplier: 2)
        let before = motion
        let motionReached = motion.step(milliseconds: 0.999, range: 0...50, bounces: true)   // would even be a bounce
        #expect(!motionReached)
        #expect(motion == before)
        let fullStepReached = motion.step(milliseconds: 1, range: Self.everywhere, bounces: true)
        #expect(!fullStepReached)
        #expect(motion != before)
    }

    @Test("with bouncing off a step reaching the edge stops on it (v = 0); out of range it is placed on the edge")
    func clamped() {
        var motion = UIKitFrameIntegrator(position: 4150, velocity: 2, factor: 0.998)
        let motionReached = motion.step(milliseconds: Self.frameMilliseconds(1, rate: 120), range: 0...4156, bounces: false)
        #expect(motionReached)
        #expect(motion.position == 4156 && motion.velocity == 0)
        #expect(motion.isAtRest(in: 0...4156))
        var below = UIKitFrameIntegrator(position: 30, velocity: -5, factor: 0.99)
        let belowReached = below.step(milliseconds: 10, range: 0...4156, bounces: false)
        #expect(belowReached)
        #expect(below.position == 0 && below.velocity == 0)
        var outside = UIKitFrameIntegrator(position: -40, velocity: 1, factor: 0.998)
        let outsideReached = outside.step(milliseconds: 10, range: 0...4156, bounces: false)
        #expect(outsideReached)
        #expect(outside.position == 0 && outside.velocity == 0)
    }

    @Test("the stop test: strictly within 0.5 pt of the range and |v| < 0.01 pt/ms (2-D for two axes)")
    func stopTest() {
        let range = 0.0...100
        #expect(UIKitFrameIntegrator(position: 100.49, velocity: 0.0099, factor: 0.998).isAtRest(in: range))
        #expect(!UIKitFrameIntegrator(position: 100.5, velocity: 0, factor: 0.998).isAtRest(in: range))
        #expect(!UIKitFrameIntegrator(position: -0.5, velocity: 0, factor: 0.998).isAtRest(in: range))
        #expect(!UIKitFrameIntegrator(position: 50, velocity: -0.01, factor: 0.998).isAtRest(in: range))
        // Two axes at 0.008 pt/ms each: 2-D speed 0.0113 ≥ 0.01, though each alone is below.
        let x = UIKitFrameIntegrator(position: 10, velocity: 0.008, factor: 0.998)
        let y = UIKitFrameIntegrator(position: 20, velocity: -0.008, factor: 0.998)
        #expect(x.isAtRest(in: range) && y.isAtRest(in: range))
        #expect(!UIKitFrameIntegrator.isAtRest(x: x, in: range, y: y, in: range))
        let slowY = UIKitFrameIntegrator(position: 20, velocity: 0.005, factor: 0.998)   // 0.00943
        #expect(UIKitFrameIntegrator.isAtRest(x: x, in: range, y: slowY, in: range))
    }

    // MARK: - Against the closed forms (<doc:Physics#UIKit-frame-integrator>'s bounds)

    /// Steps the integrator at `rate` Hz until it may stop (<doc:Physics#Bounce>), comparing each frame with `closed(t)`;
    /// returns the largest |difference| (points) and the number of frames.
    static func largestDifference(from start: UIKitFrameIntegrator, range: ClosedRange<Double>, rate: Double,
                                  closed: (Double) -> Double) -> (difference: Double, frames: Int) {
        var motion = start
        var worst = 0.0
        var k = 0
        repeat {
            k += 1
            motion.step(milliseconds: frameMilliseconds(k, rate: rate), range: range, bounces: true)
            worst = max(worst, abs(motion.position - closed(Double(k) / rate)))
        } while !motion.isAtRest(in: range) && k < 10_000
        return (worst, k)
    }

    // Measured on Linux x86_64: 0.0259 pt (120 Hz), 0.1048 pt (60 Hz).
    @Test("free decay (v0 = 3 pt/ms) stays within 0.03 pt of the closed form at 120 Hz, 0.11 pt at 60 Hz",
          arguments: [(120.0, 0.03), (60.0, 0.11)])
    func freeDecay(rate: Double, bound: Double) {
        let closed = Deceleration(position: 710, velocity: 3000, factor: 0.998)
        let result = Self.largestDifference(from: UIKitFrameIntegrator(position: 710, velocity: 3, factor: 0.998),
                                            range: Self.everywhere, rate: rate) { closed.position(at: $0) }
        #expect(result.difference <= bound, "\(rate) Hz: max \(result.difference) pt over \(result.frames) frames")
        // It stops where the closed form's speed falls below 0.01 pt/ms, to the frame.
        #expect(isApproximatelyEqual(Double(result.frames) / rate, closed.duration, absoluteTolerance: 1 / rate))
    }

    // Measured on Linux x86_64: 0.0681 pt (120 Hz), 0.2779 pt (60 Hz).
    @Test("a fling into the bottom edge (example C: 3710 at 2 pt/ms, max 4156) stays within 0.09 / 0.37 pt",
          arguments: [(120.0, 0.09), (60.0, 0.37)])
    func flingIntoEdge(rate: Double, bound: Double) throws {
        let edge = 4156.0
        let deceleration = Deceleration(position: 3710, velocity: 2000, factor: 0.998)
        let crossing = try #require(deceleration.time(toReach: edge))
        let bounce = Bounce(excess: 0, velocity: deceleration.velocity(at: crossing), factor: 0.998)
        let closed = { (t: Double) in
            t < crossing ? deceleration.position(at: t) : edge + bounce.excess(at: t - crossing)
        }
        let result = Self.largestDifference(from: UIKitFrameIntegrator(position: 3710, velocity: 2, factor: 0.998),
                                            range: 0...edge, rate: rate, closed: closed)
        #expect(result.difference <= bound, "\(rate) Hz: max \(result.difference) pt over \(result.frames) frames")
    }

    // Measured on Linux x86_64: 0.0833 pt (120 Hz), 0.3484 pt (60 Hz).
    @Test("a bounce from rest 177 pt past the top stays within 0.10 / 0.44 pt",
          arguments: [(120.0, 0.10), (60.0, 0.44)])
    func bounceFrom177(rate: Double, bound: Double) {
        let bounce = Bounce(excess: 177, velocity: 0, factor: 0.998)
        let result = Self.largestDifference(from: UIKitFrameIntegrator(position: -177, velocity: 0, factor: 0.998),
                                            range: 0...4156, rate: rate) { -bounce.excess(at: $0) }
        #expect(result.difference <= bound, "\(rate) Hz: max \(result.difference) pt over \(result.frames) frames")
    }
}
