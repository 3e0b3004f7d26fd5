import Testing
@testable import ScrollBenchCore

/// Percentiles by nearest rank: the p-th percentile of n sorted samples is the sample of 1-based rank
/// ⌈p·n/100⌉ (at least 1). Every expected value below is that rank worked out by hand; integers, so the
/// comparisons are exact.
@Suite("FrameStatistics percentiles (nearest rank)")
struct FrameStatisticsPercentileTests {
    /// A budget no sample reaches, so that only the percentiles matter.
    let hugeBudget = 1e15

    /// 1...n in a scrambled but fixed order (multiplying by a unit modulo n), so sorting is exercised.
    func scrambled(_ n: Int) -> [UInt64] {
        var stride = 7
        while gcd(stride, n) != 1 { stride += 1 }
        return (0..<n).map { UInt64((($0 * stride) % n) + 1) }
    }

    func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    @Test("one sample: every percentile and the max are that sample")
    func oneSample() {
        let statistics = FrameStatistics(samples: [4_200], budget: hugeBudget)
        #expect(statistics.frames == 1)
        #expect([statistics.p50, statistics.p90, statistics.p99, statistics.p999, statistics.max]
            == [4_200, 4_200, 4_200, 4_200, 4_200])
        #expect(statistics.total == 4_200)
        #expect(statistics.mean == 4_200)
    }

    @Test("three samples: p50 is rank ⌈1.5⌉ = 2, p90 rank ⌈2.7⌉ = 3")
    func threeSamples() {
        let statistics = FrameStatistics(samples: [30, 10, 20], budget: hugeBudget)
        #expect(statistics.p50 == 20)
        #expect(statistics.p90 == 30)
        #expect(statistics.p99 == 30)
        #expect(statistics.p999 == 30)
        #expect(statistics.max == 30)
        #expect(statistics.mean == 20)
    }

    @Test("1...10: ranks 5, 9, ⌈9.9⌉ = 10, ⌈9.99⌉ = 10")
    func tenSamples() {
        let statistics = FrameStatistics(samples: scrambled(10), budget: hugeBudget)
        #expect(statistics.p50 == 5)
        #expect(statistics.p90 == 9)
        #expect(statistics.p99 == 10)
        #expect(statistics.p999 == 10)
        #expect(statistics.max == 10)
        #expect(statistics.total == 55)
        #expect(statistics.mean == 5.5)
    }

    @Test("1...100: ranks 50, 90, 99, and p99.9 = rank ⌈99.9⌉ = 100 = max (fewer than 1000 samples)")
    func hundredSamples() {
        let statistics = FrameStatistics(samples: scrambled(100), budget: hugeBudget)
        #expect(statistics.p50 == 50)
        #expect(statistics.p90 == 90)
        #expect(statistics.p99 == 99)
        #expect(statistics.p999 == 100)
        #expect(statistics.max == 100)
    }

    @Test("1...999: p99 = rank ⌈989.01⌉ = 990, p99.9 = rank ⌈998.001⌉ = 999 = max")
    func nineHundredNinetyNineSamples() {
        let statistics = FrameStatistics(samples: scrambled(999), budget: hugeBudget)
        #expect(statistics.p50 == 500)
        #expect(statistics.p90 == 900)  // ⌈899.1⌉
        #expect(statistics.p99 == 990)
        #expect(statistics.p999 == 999)
        #expect(statistics.max == 999)
    }

    @Test("1...1000 and 1...2000: p99.9 is rank 999 and 1998, one below the max (exact ranks)",
          arguments: [(1_000, UInt64(999)), (2_000, UInt64(1_998)), (10_000, UInt64(9_990))])
    func thousandsOfSamples(count: Int, expectedP999: UInt64) {
        let statistics = FrameStatistics(samples: scrambled(count), budget: hugeBudget)
        #expect(statistics.p50 == UInt64(count / 2))
        #expect(statistics.p90 == UInt64(count * 9 / 10))
        #expect(statistics.p99 == UInt64(count * 99 / 100))
        #expect(statistics.p999 == expectedP999)
        #expect(statistics.max == UInt64(count))
    }

    @Test("ties: 5,5,5,5,7,7,7,7,7,9 gives p50 = 7 (rank 5), p90 = 7 (rank 9), p99 = 9 (rank 10)")
    func ties() {
        let statistics = FrameStatistics(samples: [7, 5, 9, 7, 5, 7, 5, 7, 5, 7], budget: hugeBudget)
        #expect(statistics.p50 == 7)
        #expect(statistics.p90 == 7)
        #expect(statistics.p99 == 9)
        #expect(statistics.p999 == 9)
        #expect(statistics.max == 9)
        let flat = FrameStatistics(samples: [4, 4, 4, 4], budget: hugeBudget)
        #expect([flat.p50, flat.p90, flat.p99, flat.p999, flat.max] == [4, 4, 4, 4, 4])
    }

    @Test("the in-place initialiser sorts the buffer it is given")
    func sortsInPlace() {
        var samples: [UInt64] = [3, 1, 2]
        let statistics = samples.withUnsafeMutableBufferPointer {
            FrameStatistics(sortingInPlace: $0, budget: hugeBudget)
        }
        #expect(samples == [1, 2, 3])
        #expect(statistics.p50 == 2)
    }

    @Test("nearest rank at the boundaries: ⌈p·n/100⌉ never below 1 nor above n")
    func nearestRank() {
        #expect(FrameStatistics.nearestRank(permyriad: 5_000, count: 1) == 1)
        #expect(FrameStatistics.nearestRank(permyriad: 5_000, count: 2) == 1)
        #expect(FrameStatistics.nearestRank(permyriad: 5_000, count: 3) == 2)
        #expect(FrameStatistics.nearestRank(permyriad: 9_990, count: 1_000) == 999)
        #expect(FrameStatistics.nearestRank(permyriad: 9_990, count: 1_001) == 1_000)  // ⌈999.999⌉
        #expect(FrameStatistics.nearestRank(permyriad: 10_000, count: 7) == 7)
        #expect(FrameStatistics.nearestRank(permyriad: 0, count: 7) == 1)
    }
}
