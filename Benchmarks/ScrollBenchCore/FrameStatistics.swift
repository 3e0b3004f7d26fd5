/// Summary figures of per-frame costs against a frame budget.
///
/// Percentiles use the nearest-rank method on the sorted samples: the p-th percentile of n samples is
/// the sample of rank `⌈p/100 · n⌉` (1-based, at least 1), so it is always a measured value; `max` is
/// rank n. The rank is computed in integers (p in hundredths of a percent), so that p99.9 of 1000
/// samples is rank 999 exactly and not rank 1000 through the rounding of `0.999 · 1000` in `Double`.
/// With fewer than 1000 samples p99.9 is the maximum (`⌈0.999 · n⌉ = n` for n < 1000).
public struct FrameStatistics: Equatable, Sendable {
    /// Number of samples (frames).
    public var frames: Int
    /// The 50th, 90th, 99th and 99.9th percentiles and the maximum, nanoseconds.
    public var p50: UInt64, p90: UInt64, p99: UInt64, p999: UInt64, max: UInt64
    /// The minimum (p0) and the 25th and 75th percentiles, nanoseconds: with p50, p90, p99 and the
    /// maximum (p100) they make package-benchmark's percentile set.
    public var p0: UInt64, p25: UInt64, p75: UInt64
    /// Arithmetic mean, nanoseconds.
    public var mean: Double
    /// Sum of all samples, nanoseconds (wrapping on overflow, which needs 584 years of samples).
    public var total: UInt64
    /// Frames whose cost exceeds the budget, and half of it (strictly greater).
    public var framesOverBudget: Int, framesOverHalfBudget: Int
    /// Simulated hitch time, nanoseconds: a frame of cost `c > B` (budget B) is shown
    /// `⌈c/B⌉ − 1` refresh intervals late, i.e. `(⌈c/B⌉ − 1)·B`; summed over the frames.
    public var hitchTime: Double

    /// The frame budget `1/refreshRate`, nanoseconds (8 333 333.3 ns at 120 Hz).
    /// - Parameter refreshRate: the display refresh rate, Hz.
    public static func budgetNanoseconds(refreshRate: Double) -> Double {
        1e9 / refreshRate
    }

    /// The 1-based nearest rank `⌈permyriad/10000 · count⌉` (at least 1) of a percentile given in
    /// hundredths of a percent (`9990` is p99.9), computed without rounding error.
    static func nearestRank(permyriad: Int, count: Int) -> Int {
        Swift.max(1, Swift.min(count, (permyriad * count + 9_999) / 10_000))
    }

    /// Computes the figures; sorts `samples` in place (nanoseconds, at least one).
    /// - Parameter budget: the frame budget `1/refreshRate`, nanoseconds.
    public init(sortingInPlace samples: UnsafeMutableBufferPointer<UInt64>, budget: Double) {
        precondition(!samples.isEmpty, "FrameStatistics needs at least one sample")
        var sorted = samples
        sorted.sort()
        let count = samples.count
        func rank(_ permyriad: Int) -> UInt64 {
            samples[Self.nearestRank(permyriad: permyriad, count: count) - 1]
        }
        frames = count
        p0 = samples[0]
        p25 = rank(2_500)
        p75 = rank(7_500)
        p50 = rank(5_000)
        p90 = rank(9_000)
        p99 = rank(9_900)
        p999 = rank(9_990)
        max = samples[count - 1]
        var sum: UInt64 = 0
        var overBudget = 0
        var overHalf = 0
        var hitch = 0.0
        for sample in samples {
            sum &+= sample
            let cost = Double(sample)
            if cost > budget {
                overBudget += 1
                hitch += ((cost / budget).rounded(.up) - 1) * budget
            }
            if cost > budget / 2 { overHalf += 1 }
        }
        total = sum
        mean = Double(sum) / Double(count)
        framesOverBudget = overBudget
        framesOverHalfBudget = overHalf
        hitchTime = hitch
    }

    /// Computes the figures of `samples` (nanoseconds, at least one, in any order).
    /// - Parameter budget: the frame budget `1/refreshRate`, nanoseconds.
    public init(samples: [UInt64], budget: Double) {
        var copy = samples
        self = copy.withUnsafeMutableBufferPointer { FrameStatistics(sortingInPlace: $0, budget: budget) }
    }

    /// Hitch-time ratio, ms of hitch per s of simulated scrolling: `hitchTime` over `frames/refreshRate`.
    /// - Parameter refreshRate: the display refresh rate, Hz (the one the budget was derived from).
    public func hitchRatio(refreshRate: Double) -> Double {
        let simulatedSeconds = Double(frames) / refreshRate
        return (hitchTime / 1e6) / simulatedSeconds
    }
}
