import Foundation
import ScrollSim

/// `scrollsim run FILE [--frames F.csv] [--events E.csv]`: runs a scenario, prints a summary and writes the
/// requested traces (only after the run succeeded, each through a temporary file renamed into place).
struct RunCommand: Command {
    static let name = "run"
    static let abstract = "Run a scenario, print a summary, optionally write the traces."
    static let usage = "scrollsim run FILE [--frames F.csv] [--events E.csv]"
    static let discussion = """
    ARGUMENTS:
      FILE              a scenario JSON file (format: Data/scenarios/README.md)

    OPTIONS:
      --frames F.csv    write one row per frame and scroll view:
                        frame,time,view,offset_x,offset_y,velocity_x,velocity_y,phase
      --events E.csv    write every delegate callback in order:
                        seq,frame,time,view,event,detail
      -h, --help        show this help

    The summary lists the frames simulated, the simulated time, each scroll view's final offset, the time
    to rest, the largest overscroll and the callback counts. Output files are written only when the run
    succeeds, via a temporary file in the same directory that is renamed into place.

    """

    /// The frame limit for `run: "untilIdle"` after the gestures (100 000 frames = 833 s at 120 Hz).
    static let frameLimit = 100_000

    let file: String
    let framesPath: String?
    let eventsPath: String?

    init(arguments: [String]) throws(CommandError) {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["--frames", "--events"], command: Self.self)
        file = try scanner.singleFile(command: Self.self)
        framesPath = scanner.value(of: "--frames")
        eventsPath = scanner.value(of: "--events")
    }

    func validate() throws(CommandError) {
        if let framesPath, let eventsPath,
           URL(fileURLWithPath: framesPath).standardizedFileURL == URL(fileURLWithPath: eventsPath).standardizedFileURL {
            throw .usage("--frames and --events name the same file '\(framesPath)'", command: Self.self)
        }
        for output in [framesPath, eventsPath].compactMap({ $0 })
        where URL(fileURLWithPath: output).standardizedFileURL == URL(fileURLWithPath: file).standardizedFileURL {
            throw .usage("the output file '\(output)' is the scenario file itself", command: Self.self)
        }
    }

    func run() throws(CommandError) -> ExitCode {
        let scenario = try ScenarioLoader.load(file)
        let simulation: Simulation
        do {
            simulation = try scenario.makeSimulation()
        } catch {
            throw CommandError(exitCode: .dataError, message: "\(file): $: the engine rejected the scenario: \(error)")
        }
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        let overscroll = OverscrollTracker()
        overscroll.install(on: simulation)
        let effects = EffectCatalog.attach(scenario.effects, to: simulation)

        let cameToRest: Bool
        do {
            cameToRest = try scenario.play(on: simulation, frameLimit: Self.frameLimit)
        } catch {
            throw CommandError(exitCode: .dataError, message: "\(file): $.gestures: the engine rejected the gestures: \(error)")
        }
        withExtendedLifetime(effects) {}

        if scenario.run == .untilIdle, !cameToRest {
            throw CommandError(exitCode: .failure,
                               message: "\(file): the simulation did not come to rest within \(Self.frameLimit) frames after the gestures; no output written")
        }

        var outputs: [AtomicFileWriter.Output] = []
        if let framesPath { outputs.append(.init(path: framesPath, contents: TraceCSV.frames(recorder.frames))) }
        if let eventsPath { outputs.append(.init(path: eventsPath, contents: TraceCSV.events(recorder.events))) }
        do {
            try AtomicFileWriter.write(outputs)
        } catch {
            throw CommandError(exitCode: .cannotCreate, message: error.description)
        }

        let summary = RunSummary(scenario: scenario, file: file, simulation: simulation, recorder: recorder,
                                 overscroll: overscroll.largest)
        print(summary.text, terminator: "")
        for output in outputs {
            print("wrote \(output.path)")
        }
        return .success
    }
}
