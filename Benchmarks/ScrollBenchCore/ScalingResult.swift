/// How one scenario's cost grows with the list size.
public struct ScalingResult: Codable, Equatable, Sendable {
    /// One point per list size, in increasing size.
    public struct Point: Codable, Equatable, Sendable {
        /// The list size.
        public var items: Int
        /// p50 and p99 per-frame cost at this size, µs.
        public var p50Microseconds: Double
        public var p99Microseconds: Double
        /// The batch-timed cost at this size, ns per frame (null when not measured).
        public var batchNanosecondsPerFrame: Double? = nil

        /// A point of the scaling table.
        public init(items: Int, p50Microseconds: Double, p99Microseconds: Double,
                    batchNanosecondsPerFrame: Double? = nil) {
            self.items = items
            self.p50Microseconds = p50Microseconds
            self.p99Microseconds = p99Microseconds
            self.batchNanosecondsPerFrame = batchNanosecondsPerFrame
        }

        private enum CodingKeys: String, CodingKey {
            case items, p50Microseconds, p99Microseconds, batchNanosecondsPerFrame
        }

        /// Writes every field, `null` included.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(items, forKey: .items)
            try container.encode(p50Microseconds, forKey: .p50Microseconds)
            try container.encode(p99Microseconds, forKey: .p99Microseconds)
            try container.encode(batchNanosecondsPerFrame, forKey: .batchNanosecondsPerFrame)
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
    /// What the size counts (`"items"`, `"scrollViews"`, `"depth"`), as the results' ``ScenarioResult/sizeUnit``;
    /// null in reports written before it existed.
    public var sizeUnit: String? = nil
    /// The batch-timed ns/frame at the largest size over that at the smallest, when both were measured.
    public var batchRatio: Double? = nil

    private enum CodingKeys: String, CodingKey {
        case scenario, points, smallestItems, largestItems, p50Ratio, p99Ratio, sizeUnit, batchRatio
    }

    /// Writes every field, `null` included.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scenario, forKey: .scenario)
        try container.encode(points, forKey: .points)
        try container.encode(smallestItems, forKey: .smallestItems)
        try container.encode(largestItems, forKey: .largestItems)
        try container.encode(p50Ratio, forKey: .p50Ratio)
        try container.encode(p99Ratio, forKey: .p99Ratio)
        try container.encode(sizeUnit, forKey: .sizeUnit)
        try container.encode(batchRatio, forKey: .batchRatio)
    }

    /// A scaling entry with every field given.
    public init(scenario: String, points: [Point], smallestItems: Int, largestItems: Int, p50Ratio: Double,
                p99Ratio: Double, sizeUnit: String? = nil, batchRatio: Double? = nil) {
        self.scenario = scenario
        self.points = points
        self.smallestItems = smallestItems
        self.largestItems = largestItems
        self.p50Ratio = p50Ratio
        self.p99Ratio = p99Ratio
        self.sizeUnit = sizeUnit
        self.batchRatio = batchRatio
    }

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
                              p99Microseconds: result.p99Microseconds,
                              batchNanosecondsPerFrame: result.batchNanosecondsPerFrame)
                    }
                }
                .sorted { $0.items < $1.items }
            guard points.count >= 2, let first = points.first, let last = points.last else { return nil }
            var batchRatio: Double?
            if let small = first.batchNanosecondsPerFrame, let large = last.batchNanosecondsPerFrame, small > 0 {
                batchRatio = large / small
            }
            return ScalingResult(scenario: name, points: points, smallestItems: first.items, largestItems: last.items,
                                 p50Ratio: last.p50Microseconds / first.p50Microseconds,
                                 p99Ratio: last.p99Microseconds / first.p99Microseconds,
                                 sizeUnit: results.first { $0.scenario == name }?.sizeUnit,
                                 batchRatio: batchRatio)
        }
    }
}
