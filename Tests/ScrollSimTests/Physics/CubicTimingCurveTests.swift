import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// The timing curve against an independent evaluation: pure bisection on x(s) (no Newton step), 200 halvings.
private func bisectedValue(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
        // The Bernstein form written out term by term.
        let b1 = 3 * s * (1 - s) * (1 - s), b2 = 3 * s * s * (1 - s), b3 = s * s * s
        return b1 * a + b2 * b + b3
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if coordinate(middle, x1, x2) < t { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
}

@Suite("Cubic timing curves (UIKit's animation curves)")
struct CubicTimingCurveTests {
    @Test("Ease in and out is 0.5 at half time, by the curve's point symmetry")
    func easeInEaseOutIsSymmetric() {
        #expect(isApproximatelyEqual(CubicTimingCurve.easeInEaseOut.value(at: 0.5), 0.5, absoluteTolerance: 1e-12))
    }

    @Test("Ease in and out at a quarter of the time: 0.12916193104732 (bisection to 1e-15, done by hand once)")
    func easeInEaseOutAtAQuarter() {
        let value = CubicTimingCurve.easeInEaseOut.value(at: 0.25)
        // Solver tolerance 1e-12 on x; dy/dx at that point is below 1.1, so 2e-12 on y.
        #expect(isApproximatelyEqual(value, 0.12916193104732, absoluteTolerance: 2e-12))
        // And the mirror point: value(1 − t) = 1 − value(t).
        #expect(isApproximatelyEqual(CubicTimingCurve.easeInEaseOut.value(at: 0.75), 1 - value, absoluteTolerance: 2e-12))
    }

    @Test("Every preset agrees with an independent bisection at many times",
          arguments: [CubicTimingCurve.easeInEaseOut, .easeIn, .easeOut, .linear])
    func presetsAgreeWithBisection(curve: CubicTimingCurve) {
        for step in 1..<100 {
            let t = Double(step) / 100
            let expected = bisectedValue(t, curve.x1, curve.y1, curve.x2, curve.y2)
            // The solver stops within 1e-12 of t on x; the steepest slope of these curves (ease in at its end,
            // dy/dx = 1/0.58·…) stays below 3, so 3e-12 on y.
            #expect(isApproximatelyEqual(curve.value(at: t), expected, absoluteTolerance: 3e-12), "t = \(t)")
        }
    }

    @Test("Linear is the identity; every curve is 0 at its start and 1 at its end, clamped outside")
    func endsAndLinear() {
        #expect(isApproximatelyEqual(CubicTimingCurve.linear.value(at: 0.3), 0.3, absoluteTolerance: 1e-12))
        for curve in [CubicTimingCurve.easeInEaseOut, .easeIn, .easeOut, .linear] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            #expect(curve.value(at: -1) == 0)
            #expect(curve.value(at: 2) == 1)
        }
    }

    @Test("UIKit's published control points")
    func controlPoints() {
        let curve = CubicTimingCurve.easeInEaseOut
        #expect(curve.x1 == 0.42 && curve.y1 == 0 && curve.x2 == 0.58 && curve.y2 == 1)
        #expect(CubicTimingCurve.easeIn.x2 == 1 && CubicTimingCurve.easeOut.x1 == 0 && CubicTimingCurve.easeOut.x2 == 0.58)
    }
}
