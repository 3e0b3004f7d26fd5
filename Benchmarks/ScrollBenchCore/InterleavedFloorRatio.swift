/// The `engine/floor` ratio measured in interleaved pairs: one batch-timed repetition of the engine
/// scenario and one of the `physics-floor` loop, back to back, many times over.
///
/// The table's ratio divides two medians taken at different moments of the run (every repetition of the
/// floor first, the engine's seconds or minutes later); on a shared machine the load between those
/// moments moves it. A pair's two repetitions see nearly the same machine, so the median of the pairs'
/// ratios is the steadier estimate of how many times the bare closed-form loop a frame costs. Within a
/// pair the order alternates (floor first in even pairs, engine first in odd ones), so neither side
/// always runs on the warmer cache.
public struct InterleavedFloorRatio: Codable, Equatable, Sendable {
    /// Each pair's engine ns/frame ÷ floor ns/frame, in the order the pairs ran.
    public var ratios: [Double]
    /// The median of ``ratios`` (the mean of the two middle values for an even count).
    public var median: Double
    /// The smallest of ``ratios``.
    public var minimum: Double
    /// The largest of ``ratios``.
    public var maximum: Double

    /// The summary of `ratios` (at least one).
    public init(ratios: [Double]) {
        precondition(!ratios.isEmpty, "an interleaved floor ratio needs at least one pair")
        self.ratios = ratios
        let sorted = ratios.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
    }
}
