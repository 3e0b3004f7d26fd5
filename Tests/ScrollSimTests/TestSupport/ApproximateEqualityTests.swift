import Foundation
import Testing
import ScrollSimTestSupport

/// The test suite's one tolerance comparison: symmetric, exact at its boundaries, and with special values
/// handled as swift-numerics' `isApproximatelyEqual` does. Boundaries use powers of two, so every
/// difference and bound below is exact in binary floating point.
@Suite("isApproximatelyEqual")
struct ApproximateEqualityTests {
    @Test("swapping the arguments never changes the answer (2000 seeded pairs, four tolerance settings)")
    func symmetric() {
        var random = SplitMix64(seed: 2024)
        func value() -> Double {
            let magnitude = Double(random.next() >> 11) / Double(1 << 53) * 4
            let scaled = magnitude * [1e-300, 1e-6, 1, 1e6, 1e300][Int(random.next() % 5)]
            return random.next() % 2 == 0 ? scaled : -scaled
        }
        for _ in 0..<2000 {
            let a = value()
            // Near a (the interesting case for a relative test) half of the time.
            let b = random.next() % 2 == 0 ? a * (1 + Double(Int(random.next() % 21) - 10) * 1e-9) : value()
            #expect(isApproximatelyEqual(a, b) == isApproximatelyEqual(b, a))
            #expect(isApproximatelyEqual(a, b, relativeTolerance: 1e-8) == isApproximatelyEqual(b, a, relativeTolerance: 1e-8))
            #expect(isApproximatelyEqual(a, b, absoluteTolerance: 1e-6) == isApproximatelyEqual(b, a, absoluteTolerance: 1e-6))
            #expect(isApproximatelyEqual(a, b, absoluteTolerance: 1, relativeTolerance: 0.5)
                    == isApproximatelyEqual(b, a, absoluteTolerance: 1, relativeTolerance: 0.5))
        }
        // The asymmetric rule |a − b| ≤ rel·|b| would split this pair: 1 vs 2 at rel 0.5.
        #expect(isApproximatelyEqual(1.0, 2.0, relativeTolerance: 0.5) && isApproximatelyEqual(2.0, 1.0, relativeTolerance: 0.5))
    }

    @Test("the relative bound is taken from the larger magnitude, inclusive")
    func relativeBoundary() {
        let step = 0x1p-20
        // |Δ| = 2⁻²⁰ ≤ 2⁻²⁰·(1 + 2⁻²⁰): inside.
        #expect(isApproximatelyEqual(1.0, 1.0 + step, relativeTolerance: step))
        // |Δ| = 2⁻¹⁹ > 2⁻²⁰·(1 + 2⁻¹⁹): outside.
        #expect(!isApproximatelyEqual(1.0, 1.0 + 2 * step, relativeTolerance: step))
        // Exactly on the bound: |4 − 3| = 1 = 0.25·max(3, 4).
        #expect(isApproximatelyEqual(3.0, 4.0, relativeTolerance: 0.25))
        #expect(!isApproximatelyEqual(3.0, 4.0, relativeTolerance: 0.25.nextDown))
    }

    @Test("the default relative tolerance is √ulpOfOne = 2⁻²⁶ for Double")
    func defaultTolerance() {
        #expect(Double.ulpOfOne.squareRoot() == 0x1p-26)
        #expect(isApproximatelyEqual(1.0, 1.0 + 0x1p-26))
        #expect(!isApproximatelyEqual(1.0, 1.0 + 0x1p-25))
        #expect(isApproximatelyEqual(-1e10, -1e10 * (1 + 0x1p-27)))
    }

    @Test("the absolute bound is inclusive, and the relative one defaults to 0 beside it")
    func absoluteBoundary() {
        #expect(isApproximatelyEqual(0.5, 0.75, absoluteTolerance: 0.25))
        #expect(!isApproximatelyEqual(0.5, 0.75, absoluteTolerance: 0.25.nextDown))
        #expect(!isApproximatelyEqual(1e6, 1e6 + 1, absoluteTolerance: 0.5))
        // With both: the larger bound wins. |Δ| = 1 ≤ max(0.5, 2⁻¹⁰·2049) = 2.0009765625.
        #expect(isApproximatelyEqual(2048.0, 2049.0, absoluteTolerance: 0.5, relativeTolerance: 0x1p-10))
    }

    @Test("zero: only zeros and subnormals compare equal to it by default; an absolute tolerance widens that")
    func zero() {
        #expect(isApproximatelyEqual(0.0, -0.0))
        #expect(isApproximatelyEqual(0.0, Double.leastNonzeroMagnitude))
        #expect(isApproximatelyEqual(0.0, Double.leastNormalMagnitude))
        #expect(!isApproximatelyEqual(0.0, 1e-300))
        // Relative 1: |Δ| = 1e-300 = 1·max(|0|, |1e-300|), on the bound.
        #expect(isApproximatelyEqual(0.0, 1e-300, relativeTolerance: 1))
        #expect(isApproximatelyEqual(0.0, 1e-300, absoluteTolerance: 1e-12))
    }

    @Test("NaN equals nothing; an infinity equals only the same infinity")
    func specialValues() {
        let nan = Double.nan, inf = Double.infinity
        #expect(!isApproximatelyEqual(nan, nan))
        #expect(!isApproximatelyEqual(nan, 1.0, absoluteTolerance: .greatestFiniteMagnitude, relativeTolerance: 1))
        #expect(!isApproximatelyEqual(1.0, nan, absoluteTolerance: .greatestFiniteMagnitude, relativeTolerance: 1))
        #expect(isApproximatelyEqual(inf, inf) && isApproximatelyEqual(-inf, -inf))
        #expect(!isApproximatelyEqual(inf, -inf, absoluteTolerance: .greatestFiniteMagnitude, relativeTolerance: 1))
        #expect(!isApproximatelyEqual(inf, .greatestFiniteMagnitude, absoluteTolerance: .greatestFiniteMagnitude, relativeTolerance: 1))
        // A finite difference that overflows is not "approximately equal" either.
        #expect(!isApproximatelyEqual(Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, relativeTolerance: 1))
    }

    @Test("CGFloat and CGPoint (∞-norm) follow the same rule")
    func cgTypes() {
        let a: CGFloat = 3, b: CGFloat = 4
        #expect(isApproximatelyEqual(a, b, relativeTolerance: 0.25) && !isApproximatelyEqual(a, b, relativeTolerance: 0.2))
        let p = CGPoint(x: 100, y: -3), q = CGPoint(x: 100.5, y: -3.25)
        // ∞-norm of the difference 0.5; of the points 100.5.
        #expect(isApproximatelyEqual(p, q, absoluteTolerance: 0.5) && !isApproximatelyEqual(p, q, absoluteTolerance: 0.25))
        #expect(isApproximatelyEqual(p, q, relativeTolerance: 0.005) && isApproximatelyEqual(q, p, relativeTolerance: 0.005))
        #expect(!isApproximatelyEqual(p, q, relativeTolerance: 0.004))
        #expect(!isApproximatelyEqual(CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: CGFloat.nan, y: 0)))
        #expect(isApproximatelyEqual(CGPoint(x: CGFloat.infinity, y: 1), CGPoint(x: CGFloat.infinity, y: 1)))
    }
}
