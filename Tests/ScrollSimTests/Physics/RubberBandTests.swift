import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Drag-and-rubber-band> rubber band `b = (1 − 1/(x·c/d + 1))·d`, c = 0.55, and its inverse.
/// Tolerances: against the direct evaluation relative 1e-12; the round trip relative 1e-12 (for |x| ≤ 5000
/// on an 844-pt axis the inverse loses at most a few bits).
@Suite("RubberBand")
struct RubberBandTests {
    @Test("UIKit coefficient is 0.55")
    func coefficient() {
        #expect(RubberBand.uikitCoefficient == 0.55)
        #expect(RubberBand(dimension: 844).coefficient == 0.55)
    }

    @Test("hand-worked values")
    func handValues() {
        // Example B: excess 300 on an 844-pt view: 300·0.55·844/(165 + 844) = 139260/1009.
        #expect(isApproximatelyEqual(RubberBand(dimension: 844).offset(forExcess: 300), 139_260.0 / 1009, absoluteTolerance: 1e-12 * 138))
        // <doc:Physics#Bounce>: overshoot 33.3·2.8 = 93.24 on an 800-pt view is "about 48 pt": 93.24·440/(51.282 + 800) = 48.19.
        #expect(isApproximatelyEqual(RubberBand(dimension: 800).offset(forExcess: 93.24), 48.193, absoluteTolerance: 1e-3))
        // <doc:Physics#Bounce>: 177 pt shown on a 681.67-pt view is u0 ≈ 434.7.
        #expect(isApproximatelyEqual(RubberBand(dimension: 681.67).excess(forOffset: 177), 434.69, absoluteTolerance: 0.01))
    }

    @Test("offset(forExcess:) equals the direct evaluation, and is odd", arguments: [390.0, 681.67, 844.0])
    func directEvaluation(dimension: Double) {
        let band = RubberBand(dimension: dimension)
        for x in stride(from: 0.0, through: 5000, by: 12.5) {
            let expected = RubberBandReference.offset(forExcess: x, dimension: dimension)
            #expect(isApproximatelyEqual(band.offset(forExcess: x), expected, absoluteTolerance: 1e-12 * 1e-300, relativeTolerance: 1e-12))
            #expect(band.offset(forExcess: -x) == -band.offset(forExcess: x))
            #expect(band.offset(forExcess: x) < dimension)          // never reaches d
        }
    }

    @Test("inverse ∘ offset is the identity (including 0 and negative excess)", arguments: [390.0, 681.67, 844.0])
    func roundTrip(dimension: Double) {
        let band = RubberBand(dimension: dimension)
        #expect(band.offset(forExcess: 0) == 0)
        #expect(band.excess(forOffset: 0) == 0)
        for x in stride(from: -5000.0, through: 5000, by: 37.5) {
            let back = band.excess(forOffset: band.offset(forExcess: x))
            #expect(isApproximatelyEqual(back, x, absoluteTolerance: 1e-12, relativeTolerance: 1e-12), "x = \(x)")
            let b = band.offset(forExcess: x)
            #expect(isApproximatelyEqual(band.excess(forOffset: b), RubberBandReference.excess(forOffset: b, dimension: dimension),
                                         absoluteTolerance: 1e-12 * max(abs(x), 1)))
        }
    }

    @Test("a custom coefficient is used")
    func customCoefficient() {
        let band = RubberBand(dimension: 500, coefficient: 0.3)
        // 100·0.3·500/(100·0.3 + 500) = 15000/530 = 28.30… pt (the rational form, by hand).
        #expect(isApproximatelyEqual(band.offset(forExcess: 100), 15_000.0 / 530, absoluteTolerance: 1e-12 * 100))
        #expect(isApproximatelyEqual(band.offset(forExcess: 100), RubberBandReference.offset(forExcess: 100, dimension: 500, coefficient: 0.3),
                                     absoluteTolerance: 1e-12 * 100))
    }
}
