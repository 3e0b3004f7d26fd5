/// ScrollBench's exit statuses: 0 success, 1 a scenario or file failed, 2 `--compare` found a
/// regression, 64 a usage error (`EX_USAGE` of sysexits.h).
public enum ExitStatus {
    /// A scenario failed to set up, or a file could not be read or written.
    public static let failure: Int32 = 1
    /// `--compare` found a regression of p50 or p99 beyond the thresholds.
    public static let regression: Int32 = 2
    /// An unknown option, a bad value, or a filter that matches nothing.
    public static let usage: Int32 = 64
}
