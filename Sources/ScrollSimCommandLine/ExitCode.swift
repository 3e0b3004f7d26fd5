/// The exit statuses of the package's executables (`scrollsim`, `ScrollBench`), from BSD `sysexits.h`
/// where one fits.
package enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// `scrollsim`: the run finished but did not come to rest within the frame limit (`run: "untilIdle"`).
    /// `ScrollBench`: a scenario failed to set up, or a file could not be read or written.
    case failure = 1
    /// `ScrollBench --compare`: p50 or p99 regressed beyond the thresholds.
    case regression = 2
    /// `EX_USAGE`: the command line is wrong (unknown command or option, missing or extra argument, a bad
    /// value).
    case usage = 64
    /// `EX_DATAERR`: the scenario file is not a valid scenario (syntax, type, range, step order, effect).
    case dataError = 65
    /// `EX_NOINPUT`: the scenario file cannot be read.
    case noInput = 66
    /// `EX_CANTCREAT`: an output file cannot be written.
    case cannotCreate = 73
}
