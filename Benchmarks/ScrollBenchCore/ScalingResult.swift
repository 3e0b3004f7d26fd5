/// How one scenario's cost grows with the list size.
public struct ScalingResult: Codable, Equatable, Sendable {
    /// One point per list size, in increasing size.
    public struct Point: Codable, Equatable, Sendable {
        /// The list size.
        public var items: Int
        /// p50 and p99 per-frame cost at this size, µs.
        public var p50Microseconds: Double
        public var p99Microseconds: Double

        /// A point of the scaling table.
        public init(items: Int, p50Microseconds: Double, p99Microseconds: Double) {
            self.items = items
            self.p50Microseconds = p50Microseconds
            self.p99Microseconds = p99Microseconds
        }
    }

    /// The scenario's name.
    public var scenario: String
    /// p50 and p99 at each list size, in increasing size.
    public var points: [Point]
    /// The smallest and largest list size measured.
    public var smallestItems: Int
    public var largestItems: Int
    /// p50 and p99 at the largest size divided by those at the smallest (10⁶ / 10³ by default).
    public var p50Ratio: Double
    public var p99Ratio: Double

    /// One entry per scenario measured at two or more list sizes, in the order the scenarios first
    /// appear in `results`: p50/p99 per size (sorted by size) and the largest-to-smallest ratios.
    /// Results without a list size are skipped.
    public static func scaling(of results: [ScenarioResult]) -> [ScalingResult] {
        var names: [String] = []
        for result in results where result.items != nil && !names.contains(result.scenario) {
            names.append(result.scenario)
        }
        return names.compactMap { name in
            let points = results
                .filter { $0.scenario == name }
                .compactMap { result in
                    result.items.map {
                        Point(items: $0, p50Microseconds: result.p50Microseconds,
                              p99Microseconds: result.p99Microseconds)
                    }
                }
                .sorted { $0.items < $1.items }
            guard points.count >= 2, let first = points.first, let last = points.last else { return nil }
            return ScalingResult(scenario: name, points: points, smallestItems: first.items, largestItems: last.items,
                                 p50Ratio: last.p50Microseconds / first.p50Microseconds,
                                 p99Ratio: last.p99Microseconds / first.p99Microseconds)
        }
    }
}
