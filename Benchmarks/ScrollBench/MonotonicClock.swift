#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic clock in nanoseconds, read with one `clock_gettime` call (a vDSO call on Linux, no
/// system call and no allocation).
///
/// `CLOCK_MONOTONIC` on Linux; `CLOCK_UPTIME_RAW` on Darwin (the clock behind `DispatchTime`).
/// Its zero is arbitrary: only differences mean something.
nonisolated enum MonotonicClock {
    /// The current reading, nanoseconds.
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        #if canImport(Darwin)
        return clock_gettime_nsec_np(CLOCK_UPTIME_RAW)
        #else
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
        #endif
    }

    /// The calling thread's CPU time, nanoseconds (`CLOCK_THREAD_CPUTIME_ID`): it does not advance while
    /// the thread is descheduled, so a long interval on a shared machine is not inflated by other
    /// processes' time slices. A system call on Linux (no vDSO): read it only around long intervals.
    static func threadCPUNanoseconds() -> UInt64 {
        #if canImport(Darwin)
        return clock_gettime_nsec_np(CLOCK_THREAD_CPUTIME_ID)
        #else
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
        #endif
    }

    /// The cost of one timed empty interval (two back-to-back readings), nanoseconds: the floor of
    /// every per-frame sample. The median of `count` intervals.
    static func overhead(count: Int = 100_001) -> UInt64 {
        var samples = [UInt64](repeating: 0, count: count)
        samples.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                let start = nanoseconds()
                let end = nanoseconds()
                buffer[index] = end &- start
            }
        }
        samples.sort()
        return samples[count / 2]
    }
}
