/// Summary figures of per-frame costs against a frame budget.
///
/// Percentiles use the nearest-rank method on the sorted samples: the p-th percentile of n samples is
/// the sample of rank `⌈p/100 · n⌉` (1-based), so it is always a measured value; `max` is rank n.
struct FrameStatistics: Equatable {
    /// Number of samples (frames).
    var frames: Int
    /// Nanoseconds.
    var p50: UInt64, p90: UInt64, p99: UInt64, p999: UInt64, max: UInt64
    /// Arithmetic mean, nanoseconds.
    var mean: Double
    /// Sum of all samples, nanoseconds.
    var total: UInt64
    /// Frames whose cost exceeds the budget, and half of it.
    var framesOverBudget: Int, framesOverHalfBudget: Int
    /// Simulated hitch time, nanoseconds: a frame of cost `c > B` (budget B) is shown
    /// `⌈c/B⌉ − 1` refresh intervals late, i.e. `(⌈c/B⌉ − 1)·B`; summed over the frames.
    var hitchTime: Double

    /// Computes the figures; sorts `samples` in place (nanoseconds, at least one).
    /// - Parameter budget: the frame budget `1/refreshRate`, nanoseconds.
    init(sortingInPlace samples: UnsafeMutableBufferPointer<UInt64>, budget: Double) {
        precondition(!samples.isEmpty, "FrameStatistics needs at least one sample")
        var sorted = samples
        sorted.sort()
        let count = samples.count
        func rank(_ percent: Double) -> UInt64 {
            let nearest = Int((percent / 100 * Double(count)).rounded(.up))
            return samples[Swift.max(1, Swift.min(count, nearest)) - 1]
        }
        frames = count
        p50 = rank(50)
        p90 = rank(90)
        p99 = rank(99)
        p999 = rank(99.9)
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

    /// Hitch-time ratio, ms of hitch per s of simulated scrolling: `hitchTime` over `frames/refreshRate`.
    func hitchRatio(refreshRate: Double) -> Double {
        let simulatedSeconds = Double(frames) / refreshRate
        return (hitchTime / 1e6) / simulatedSeconds
    }
}

/// Apple's scale for the hitch-time ratio (ms/s): good below 5, warning from 5 to below 10, critical
/// from 10 (WWDC 2020 "Eliminate animation hitches with XCTest").
enum HitchRating: String, Codable {
    case good, warning, critical

    init(ratio: Double) {
        if ratio < 5 {
            self = .good
        } else if ratio < 10 {
            self = .warning
        } else {
            self = .critical
        }
    }
}
