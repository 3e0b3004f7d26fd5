import Foundation
import Testing
import ScrollSim
@testable import ScrollSimScenario

/// The parser and decoder do work linear in the input: doubling the input doubles the operations they
/// count (`DecodingStatistics`: bytes moved past, duplicate-key checks, view-name checks), never
/// quadruples them. Counts, not wall time: the result is the same on any machine and under any load.
@Suite("Parser and decoder work grows linearly with the input")
struct DecodingGrowthTests {
    /// The operations counted while loading `json` (it must be a valid scenario).
    static func operations(_ json: String) throws -> Int {
        let statistics = DecodingStatistics()
        try DecodingStatistics.$current.withValue(statistics) {
            _ = try Scenario(json: json)
        }
        return statistics.total
    }

    /// A scene whose parameters object has `n` keys (the decoder keeps parameters for the resolver).
    static func manyKeys(_ n: Int) -> String {
        let keys = (0..<n).map { "\"k\($0)\": 1" }.joined(separator: ", ")
        return #"{"name": "k", "scene": {"effect": "parallax-header", "parameters": {"# + keys + "}}, \"gestures\": []}"
    }

    /// A root view with `n` sibling subviews, each with its own name.
    static func manySiblings(_ n: Int) -> String {
        let views = (0..<n).map { #"{"view": {"name": "v\#($0)", "frame": [0, 0, 1, 1]}}"# }.joined(separator: ", ")
        return #"{"name": "s", "view": {"frame": [0, 0, 390, 844], "subviews": ["# + views + "]}, \"gestures\": []}"
    }

    /// An object of n keys: a quadratic duplicate check would make 2n keys cost 4×; linear costs 2×
    /// (the ratio is a little above 2 because the keys' decimal digits grow).
    @Test(arguments: [1_000, 4_000])
    func anObjectOfTwiceTheKeysCostsTwiceTheWork(keys: Int) throws {
        let single = try Self.operations(Self.manyKeys(keys))
        let double = try Self.operations(Self.manyKeys(2 * keys))
        let ratio = Double(double) / Double(single)
        #expect(ratio > 1.9 && ratio < 2.2, "n = \(keys): \(single) → \(double) operations, ratio \(ratio)")
    }

    /// n sibling views: every name is checked against the names before it in O(1).
    @Test(arguments: [1_000, 4_000])
    func twiceTheSiblingViewsCostTwiceTheWork(views: Int) throws {
        let single = try Self.operations(Self.manySiblings(views))
        let double = try Self.operations(Self.manySiblings(2 * views))
        let ratio = Double(double) / Double(single)
        #expect(ratio > 1.9 && ratio < 2.2, "n = \(views): \(single) → \(double) operations, ratio \(ratio)")
    }

    /// The counter counts what the old code did per key: with n keys the checks number about n
    /// (a linear scan of up to 15 earlier keys in small objects, one set lookup per key after).
    @Test func duplicateKeyChecksAreAboutOnePerKey() throws {
        let bytes = Array(Self.manyKeys(4_000).utf8)
        let statistics = DecodingStatistics()
        try DecodingStatistics.$current.withValue(statistics) { _ = try JSONParser.parse(bytes) }
        // Bytes + keys (top-level 4, scene 2, parameters 4000 with 0+1+…+15 = 120 scanned at first).
        let checks = statistics.total - bytes.count
        #expect(checks >= 4_000 && checks <= 4_000 + 120 + 10, "\(checks) key checks")
    }
}
