import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Units-and-conventions> pixel rounding. Expected values are worked by hand from the document's rule
/// (scale 1: `round(x)` half away from zero; otherwise `f + round((x − f)·scale)/scale`, f = floor(x)).
/// All inputs and outputs below are exact binary fractions or checked with a 1e-12 pt tolerance.
@Suite("PixelGrid")
struct PixelGridTests {
    struct Case: Sendable, CustomStringConvertible {
        let scale: Double, input: Double, expected: Double
        var description: String { "scale \(scale): \(input) → \(expected)" }
    }

    nonisolated static let cases: [Case] = [
        // Scale 0: no rounding at all.
        Case(scale: 0, input: 1.2345, expected: 1.2345),
        Case(scale: 0, input: -138.01784, expected: -138.01784),
        // Scale 1: schoolbook rounding, halves away from zero (also for negatives).
        Case(scale: 1, input: 2.4, expected: 2),
        Case(scale: 1, input: 2.5, expected: 3),
        Case(scale: 1, input: 0.5, expected: 1),
        Case(scale: 1, input: -0.5, expected: -1),
        Case(scale: 1, input: -2.5, expected: -3),
        Case(scale: 1, input: -2.4, expected: -2),
        // Scale 2: half-point grid; a half pixel (0.25 pt) rounds up, also for negatives.
        Case(scale: 2, input: 1.25, expected: 1.5),
        Case(scale: 2, input: 1.75, expected: 2.0),
        Case(scale: 2, input: 1.2, expected: 1.0),
        Case(scale: 2, input: 1.3, expected: 1.5),
        Case(scale: 2, input: -0.25, expected: 0.0),      // f = −1, (0.75·2) = 1.5 → 2 → −1 + 1
        Case(scale: 2, input: -0.75, expected: -0.5),     // f = −1, (0.25·2) = 0.5 → 1 → −1 + 0.5
        Case(scale: 2, input: -1.25, expected: -1.0),
        // Scale 3: third-point grid.
        Case(scale: 3, input: 0.5, expected: 2.0 / 3),    // (0.5·3) = 1.5 → 2
        Case(scale: 3, input: -0.5, expected: -1.0 / 3),  // f = −1, 1.5 → 2 → −1 + 2/3
        Case(scale: 3, input: 1024.767803802757, expected: 1024 + 2.0 / 3),  // example A, release + 0
        Case(scale: 3, input: 1049.1258253041033, expected: 1049),           // example A, release + 1
        Case(scale: 3, input: -138.01784, expected: -138),                   // example B at release
        Case(scale: 3, input: -128.6190984, expected: -128 - 2.0 / 3),       // example B, release + 1
        Case(scale: 3, input: 4156.1658, expected: 4156),
        Case(scale: 3, input: 10.1, expected: 10),
        Case(scale: 3, input: 10.2, expected: 10 + 1.0 / 3),
    ]

    @Test("rounds to the pixel grid as Physics, “Units and conventions” states", arguments: cases)
    func rounding(_ c: Case) {
        let grid = PixelGrid(scale: c.scale)
        #expect(isApproximatelyEqual(grid.round(c.input), c.expected, absoluteTolerance: 1e-12))
        // The test-support reference agrees with the hand-worked value too.
        #expect(isApproximatelyEqual(PixelRoundingReference.round(c.input, scale: c.scale), c.expected, absoluteTolerance: 1e-12))
    }

    @Test("values already on the grid are unchanged", arguments: [1.0, 2.0, 3.0])
    func idempotent(scale: Double) {
        var rng = SplitMix64(seed: 0x5C20_11)
        let grid = PixelGrid(scale: scale)
        for _ in 0..<2000 {
            let x = Double(Int64(bitPattern: rng.next()) % 2_000_000) / 97.0   // about ±20 000 pt
            let once = grid.round(x)
            #expect(grid.round(once) == once)
            #expect(isApproximatelyEqual(once, x, absoluteTolerance: 0.5 / scale + 1e-9))   // never more than half a pixel away
            #expect(isApproximatelyEqual(once, PixelRoundingReference.round(x, scale: scale), absoluteTolerance: 1e-12))
        }
    }
}
