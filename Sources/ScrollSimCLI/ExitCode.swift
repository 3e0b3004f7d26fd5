/// The tool's exit statuses, from BSD `sysexits.h` where one fits.
enum ExitCode: Int32 {
    /// Success.
    case success = 0
    /// The run finished but did not come to rest within the frame limit (`run: "untilIdle"`).
    case failure = 1
    /// `EX_USAGE`: the command line is wrong (unknown command or option, missing or extra argument).
    case usage = 64
    /// `EX_DATAERR`: the scenario file is not a valid scenario (syntax, type, range, step order, effect).
    case dataError = 65
    /// `EX_NOINPUT`: the scenario file cannot be read.
    case noInput = 66
    /// `EX_CANTCREAT`: an output file cannot be written.
    case cannotCreate = 73
}
