import Foundation
import ScrollSim
import ScrollSimCommandLine

/// `scrollsim run FILE [--frames F.csv] [--events E.csv] [--views V.csv] [--layout L.csv]`: runs a scenario
/// (``ScenarioRunner``), prints a summary and writes the requested traces (``OutputFileBatch``: put in
/// place only after the run succeeded).
struct RunCommand: Command {
    static let name = "run"
    static let abstract = "Run a scenario, print a summary, optionally write the traces."
    static let usage = "scrollsim run FILE [--frames F.csv] [--events E.csv] [--views V.csv] [--layout L.csv] [--plot P.svg] [--timeline T.json] [--peak-memory]"
    static let discussion = """
    ARGUMENTS:
      FILE              a scenario JSON file (format: Data/scenarios/README.md)

    OPTIONS:
      --frames F.csv    write one row per frame and scroll view:
                        frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase
      --events E.csv    write every delegate callback in order:
                        seq,frame,time,view,event,detail
      --views V.csv     write one row per frame and visible view (hidden ones left out), depth-first:
                        frame,time,view,x,y,width,height,alpha,scale,blur
                        (window points, transform applied; scale = transform.scaleY; blur in points)
      --layout L.csv    write one row per frame and collection view, counts for that frame:
                        frame,time,view,visible,configured,created,reused
      \(VisualOutputs.help)
      --peak-memory     after the summary, print the process's peak resident memory (VmHWM from
                        /proc/self/status; Linux), e.g. to check that a long run stays flat
      -h, --help        show this help

    The summary lists the frames simulated, the simulated time, each scroll view's final offset, the time
    to rest, the largest overscroll, the callback counts and each collection view's layout counters.

    Output files stream as the run goes and are put in place only when the run succeeds: a regular file
    (or a new one) through a temporary file in its directory renamed into place, all outputs or none
    (exit 73 if one cannot be written; earlier ones are restored). A symbolic link is followed. A
    character device (/dev/null) is written in place. A directory, FIFO, socket or block device is
    refused (73). An output that is the scenario file itself, under any name (symbolic or hard link), or
    two options naming the same file, is a usage error (64).

    """

    let file: String
    let outputs: RequestedOutputs
    /// `--peak-memory`: print the process's peak resident memory after the summary.
    let reportsPeakMemory: Bool

    init(arguments: [String]) throws(CommandError) {
        let scanner = try ArgumentScanner(arguments, valueOptions: RequestedOutputs.options, flagOptions: ["--peak-memory"],
                                          command: Self.self)
        reportsPeakMemory = scanner.flags.contains("--peak-memory")
        file = try scanner.singleFile(command: Self.self)
        outputs = RequestedOutputs(frames: scanner.value(of: "--frames"), events: scanner.value(of: "--events"),
                                   views: scanner.value(of: "--views"), layout: scanner.value(of: "--layout"),
                                   plot: scanner.value(of: "--plot"), timeline: scanner.value(of: "--timeline"))
    }

    func validate() throws(CommandError) {
        // Spellings first (files that do not exist yet), then device and inode (links, any spelling).
        let all = outputs.all
        func same(_ a: String, _ b: String) -> Bool {
            URL(fileURLWithPath: a).standardizedFileURL == URL(fileURLWithPath: b).standardizedFileURL
        }
        for (i, first) in all.enumerated() {
            for second in all[(i + 1)...] where same(first.path, second.path) {
                throw .usage("\(first.option) and \(second.option) name the same file '\(first.path)'", command: Self.self)
            }
        }
        for output in all where same(output.path, file) {
            throw .usage("the output file '\(output.path)' is the scenario file itself", command: Self.self)
        }
        try ScenarioRunner.checkOutputs(outputs, input: file, command: Self.self)
    }

    func run() throws(CommandError) -> ExitCode {
        let result = try ScenarioRunner.run(file, outputs: outputs, command: Self.self)
        print(result.summary, terminator: "")
        for path in result.written {
            print("wrote \(path)")
        }
        if reportsPeakMemory {
            print("peak memory".padding(toLength: 20, withPad: " ", startingAt: 0)
                  + (PeakMemory.residentKiB().map { "\($0) KiB (VmHWM)" } ?? "unavailable (read from /proc/self/status on Linux)"))
        }
        return .success
    }
}
