import Foundation
import ScrollSimCommandLine

/// The batch options shared by `scrollsim run` (several scenarios) and `scrollsim sweep`.
///
/// `--out DIR`, `--summary FILE.jsonl`, `--jobs N`, `--shard I/N`; the trace switches `--frames`,
/// `--events`, `--views`, `--layout` (no value: they choose which traces go to `--out`). `--worker K/N`
/// is internal: the process is one of the N workers of a parent started with `--jobs`.
struct BatchOptions: Sendable {
    var positionals: [String] = []
    var outputDirectory: String?
    var summaryPath: String?
    var jobs: Int?
    var shard: (index: Int, count: Int)?
    var worker: (index: Int, count: Int)?
    var traces = BatchTraces()

    /// Options that take a value.
    static let valueOptions = ["--out", "--summary", "--jobs", "--shard", "--worker"]
    /// The trace switches.
    static let traceSwitches = ["--frames", "--events", "--views", "--layout"]

    /// Whether `scrollsim run ARGUMENTS` is a batch: a batch option is given, or more than one scenario,
    /// or a directory. (`run FILE [--frames F.csv] …` stays the single-scenario form.)
    static func isBatch(_ arguments: [String]) -> Bool {
        var positionals: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if valueOptions.contains(name) { return true }
            if traceSwitches.contains(name) || VisualOutputs.options.contains(name) {
                if !argument.contains("=") { index += 1 }
                continue
            }
            if !argument.hasPrefix("-") || argument == "-" { positionals.append(argument) }
        }
        if positionals.count > 1 { return true }
        var isDirectory: ObjCBool = false
        return positionals.contains {
            FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// Parses the arguments of a batch `run` or `sweep` (the package's command-line rules:
    /// `ArgumentScanner`).
    init(_ arguments: [String], command: any Command.Type) throws(CommandError) {
        let scanner: ArgumentScanner
        do {
            scanner = try ArgumentScanner(arguments, valueOptions: Self.valueOptions, flagOptions: Self.traceSwitches,
                                          flagValueProblem: { name in
                "in a batch, \(name) takes no file: the traces go to --out DIR/<scenario>\(name.dropFirst(1)).csv"
            })
        } catch {
            throw .usage(error.message, command: command)
        }
        positionals = scanner.positionals
        traces.frames = scanner.has("--frames")
        traces.events = scanner.has("--events")
        traces.views = scanner.has("--views")
        traces.layout = scanner.has("--layout")
        for (name, value) in scanner.options {
            switch name {
            case "--out": outputDirectory = value
            case "--summary": summaryPath = value
            case "--jobs":
                guard let jobs = Int(value), jobs >= 1, jobs <= 1_024 else {
                    throw .usage("--jobs must be a whole number from 1 to 1024, got '\(value)'", command: command)
                }
                self.jobs = jobs
            case "--shard":
                shard = try Self.slice(value, option: name, command: command)
            default:
                worker = try Self.slice(value, option: name, command: command)
            }
        }
        if traces.any && outputDirectory == nil {
            throw .usage("in a batch, --frames/--events/--views/--layout choose the traces written to --out DIR; give --out",
                         command: command)
        }
    }

    /// `I/N` with 0 ≤ I < N.
    static func slice(_ text: String, option: String, command: any Command.Type) throws(CommandError) -> (index: Int, count: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 1_000_000,
              index >= 0, index < count else {
            throw .usage("\(option) takes I/N with 0 <= I < N (e.g. 0/4), got '\(text)'", command: command)
        }
        return (index, count)
    }

    /// The worker count: `--jobs`, else the machine's active processor count.
    var effectiveJobs: Int { jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
