import Testing
import ScrollSim

/// <doc:Physics#Deceleration>: `.normal` = 0.998, `.fast` = 0.99 per ms; a custom value snaps (< 0.994 → 0.99, else 0.998).
@Suite("DecelerationRate")
struct DecelerationRateTests {
    @Test("named rates are UIKit's per-millisecond factors")
    func namedRates() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
    }

    @Test("custom rates snap as UIKit does",
          arguments: [(0.9939, 0.99), (0.994, 0.998), (0.5, 0.99), (0.999, 0.998), (0.99, 0.99), (0.998, 0.998)])
    func snapping(raw: Double, snapped: Double) {
        #expect(DecelerationRate(rawValue: raw).snapped.rawValue == snapped)
    }
}
