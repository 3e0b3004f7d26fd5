import Foundation
import ScrollSimCommandLine

/// The command line of ScrollBench, parsed and validated.
///
/// ```
/// ScrollBench [--filter TEXT] [--items N,N,…] [--refresh-rate HZ] [--repetitions R] [--frames N]
///             [--json FILE] [--compare FILE] [--threshold PCT] [--threshold-abs US] [--quick] [--list]
/// ```
/// The package's command-line rules apply (`ArgumentScanner`: `--option value` or `--option=value`,
/// each option once except `--threshold-for`). A usage error exits with status 64 (`EX_USAGE` of
/// sysexits.h).
public struct BenchOptions: Equatable, Sendable {
    /// Case-insensitive substring a scenario name must contain; `nil` runs all.
    public var filter: String?
    /// List sizes for scenarios that take an item count.
    public var items: [Int] = BenchOptions.defaultItems
    /// The simulated display refresh rate, Hz; the frame budget is `1/refreshRate`.
    public var refreshRate: Double = 120
    /// How many times the timed frames are repeated after the warm-up.
    public var repetitions: Int = 5
    /// Frames timed per repetition, overriding each scenario's own count.
    public var frames: Int?
    /// Where to write the JSON report.
    public var jsonPath: String?
    /// An earlier JSON report to compare against.
    public var comparePath: String?
    /// A directory for SVG charts: a per-frame cost histogram per run, and the scaling chart.
    public var plotDirectory: String?
    /// Where to write the measured per-frame costs as a Trace Event Format timeline.
    public var timelinePath: String?
    /// Relative regression threshold for `--compare`, percent.
    public var thresholdPercent: Double = 10
    /// Absolute regression threshold for `--compare`, microseconds: a change must exceed both.
    public var thresholdMicroseconds: Double = 1
    /// `--threshold-for NAME=PCT[:US]` (repeatable): thresholds for one scenario that override both the
    /// scenario's own and the global ones.
    public var perScenarioThresholds: [String: ScenarioThreshold] = [:]
    /// Tiny sizes and few frames: a smoke run that finishes in seconds even in a debug build.
    public var quick = false
    /// Print the scenarios and exit.
    public var list = false
    /// Print the usage and exit.
    public var help = false

    /// The default list sizes: 10³, 10⁴, 10⁵ and 10⁶ items.
    public static let defaultItems = [1_000, 10_000, 100_000, 1_000_000]
    /// The list sizes of `--quick`.
    public static let quickItems = [1_000, 10_000]
    /// The repetitions of `--quick`.
    public static let quickRepetitions = 1

    /// The usage text printed by `--help` and after a usage error.
    public static let usage = """
    usage: ScrollBench [--filter TEXT] [--items N,N,...] [--refresh-rate HZ] [--repetitions R]
                       [--frames N] [--json FILE] [--compare FILE] [--threshold PCT]
                       [--threshold-abs US] [--threshold-for NAME=PCT[:US]] [--plot DIR] [--timeline T.json]
                       [--quick] [--list] [--help]

      --filter TEXT       run only scenarios whose name contains TEXT (case-insensitive)
      --items N,N,...     list sizes for list scenarios (default 1000,10000,100000,1000000;
                          accepts 1_000 and 1e6)
      --refresh-rate HZ   simulated refresh rate; the frame budget is 1/HZ (default 120)
      --repetitions R     timed repetitions after the warm-up (default 5; 1 with --quick)
      --frames N          frames per repetition (default: each scenario's own)
      --json FILE         write the results as JSON (schema in Benchmarks/README.md)
      --compare FILE      compare with an earlier --json file; exit 2 if p50 or p99 regressed
      --threshold PCT     relative regression threshold for --compare (default 10)
      --threshold-abs US  absolute regression threshold in microseconds (default 1)
      --threshold-for NAME=PCT[:US]
                          thresholds for one scenario (repeatable); a scenario may also carry its own
      --plot DIR          write SVG charts: a per-frame cost histogram per run, scaling.svg
      --timeline T.json   write measured per-frame costs as a Trace Event Format timeline
      --quick             tiny sizes and few frames (CI smoke run)
      --list              list the scenarios and exit
    Run it in release: swift build -c release && .build/release/ScrollBench
    """

    /// A usage error: the message is printed with the usage and the process exits with 64.
    public struct UsageError: Error, Equatable {
        /// What was wrong, one line, without the usage text.
        public var message: String

        /// A usage error with `message`.
        public init(message: String) {
            self.message = message
        }
    }

    /// The defaults: every scenario at the default sizes, 120 Hz, 5 repetitions.
    public init() {}

    /// The options that take a value.
    static let valueOptions = ["--filter", "--items", "--refresh-rate", "--repetitions", "--frames", "--json",
                               "--compare", "--plot", "--timeline", "--threshold", "--threshold-abs", "--threshold-for"]

    /// Parses the arguments (without the program name), with the package's command-line rules
    /// (`ArgumentScanner`: `--option VALUE` or `--option=VALUE`, each option once except
    /// `--threshold-for`, no positional arguments).
    public static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        let scanner: ArgumentScanner
        do {
            scanner = try ArgumentScanner(arguments, valueOptions: valueOptions, flagOptions: ["--quick", "--list"],
                                          repeatableOptions: ["--threshold-for"])
        } catch {
            throw UsageError(message: error.message)
        }
        if let positional = scanner.positionals.first {
            throw UsageError(message: "unexpected argument '\(positional)'")
        }
        var options = BenchOptions()
        options.help = scanner.wantsHelp
        options.quick = scanner.has("--quick")
        options.list = scanner.has("--list")
        for (option, text) in scanner.options {
            switch option {
            case "--filter":
                options.filter = text
            case "--items":
                options.items = try parseItems(text)
            case "--refresh-rate":
                guard let rate = Double(text), rate.isFinite, rate >= 1, rate <= 1_000 else {
                    throw UsageError(message: "--refresh-rate must be a number of Hz in 1...1000, got '\(text)'")
                }
                options.refreshRate = rate
            case "--repetitions":
                options.repetitions = try parseCount(text, option: option)
            case "--frames":
                options.frames = try parseCount(text, option: option)
            case "--json":
                options.jsonPath = text
            case "--compare":
                options.comparePath = text
            case "--plot":
                options.plotDirectory = text
            case "--timeline":
                options.timelinePath = text
            case "--threshold":
                var text = text
                if text.hasSuffix("%") { text.removeLast() }
                guard let percent = Double(text), percent.isFinite, percent >= 0 else {
                    throw UsageError(message: "--threshold must be a non-negative percentage, got '\(text)'")
                }
                options.thresholdPercent = percent
            case "--threshold-abs":
                guard let microseconds = Double(text), microseconds.isFinite, microseconds >= 0 else {
                    throw UsageError(message: "--threshold-abs must be a non-negative number of µs, got '\(text)'")
                }
                options.thresholdMicroseconds = microseconds
            default: // --threshold-for
                let (name, threshold) = try parseScenarioThreshold(text)
                guard options.perScenarioThresholds[name] == nil else {
                    throw UsageError(message: "--threshold-for names '\(name)' twice")
                }
                options.perScenarioThresholds[name] = threshold
            }
        }
        let itemsGiven = scanner.value(of: "--items") != nil
        let repetitionsGiven = scanner.value(of: "--repetitions") != nil
        if options.quick {
            if !itemsGiven { options.items = quickItems }
            if !repetitionsGiven { options.repetitions = quickRepetitions }
        }
        return options
    }

    /// Parses `NAME=PCT[:US]` (`--threshold-for`); without `:US` the absolute threshold is left to the
    /// scenario's own or `--threshold-abs`.
    public static func parseScenarioThreshold(_ text: String) throws(UsageError)
        -> (String, ScenarioThreshold) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw UsageError(message: "--threshold-for takes NAME=PCT[:US], got '\(text)'")
        }
        let numbers = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        var percentText = String(numbers[0])
        if percentText.hasSuffix("%") { percentText.removeLast() }
        guard numbers.count <= 2, let percent = Double(percentText), percent.isFinite, percent >= 0 else {
            throw UsageError(message: "--threshold-for takes NAME=PCT[:US] with non-negative numbers, got '\(text)'")
        }
        var microseconds: Double?
        if numbers.count == 2 {
            guard let value = Double(numbers[1]), value.isFinite, value >= 0 else {
                throw UsageError(message: "--threshold-for takes NAME=PCT[:US] with non-negative numbers, got '\(text)'")
            }
            microseconds = value
        }
        return (String(parts[0]), ScenarioThreshold(percent: percent, microseconds: microseconds))
    }

    /// Parses a positive count; accepts `1_000` and integral `1e6`.
    public static func parseCount(_ text: String, option: String) throws(UsageError) -> Int {
        guard let count = parsePositiveInteger(text) else {
            throw UsageError(message: "\(option) must be a positive integer, got '\(text)'")
        }
        return count
    }

    /// Parses `N,N,…`: positive, distinct list sizes, kept in the given order.
    public static func parseItems(_ text: String) throws(UsageError) -> [Int] {
        var sizes: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let size = parsePositiveInteger(trimmed), size <= 100_000_000 else {
                throw UsageError(message: "--items takes positive integers up to 1e8 separated by commas, got '\(text)'")
            }
            guard !sizes.contains(size) else { throw UsageError(message: "--items lists \(size) twice") }
            sizes.append(size)
        }
        return sizes
    }

    private static func parsePositiveInteger(_ text: String) -> Int? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        if let value = Int(digits) { return value > 0 ? value : nil }
        if let value = Double(digits), value.isFinite, value >= 1, value <= 1e12, value == value.rounded() {
            return Int(value)
        }
        return nil
    }
}
