import Foundation
import ScrollSim

/// `scrollsim run FILE [--frames F.csv] [--events E.csv] [--views V.csv] [--layout L.csv]`: runs a scenario, prints a summary and writes the
/// requested traces (only after the run succeeded, each through a temporary file renamed into place).
struct RunCommand: Command {
    static let name = "run"
    static let abstract = "Run a scenario, print a summary, optionally write the traces."
    static let usage = "scrollsim run FILE [--frames F.csv] [--events E.csv] [--views V.csv] [--layout L.csv] [--plot P.svg] [--timeline T.json]"
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
      -h, --help        show this help

    The summary lists the frames simulated, the simulated time, each scroll view's final offset, the time
    to rest, the largest overscroll, the callback counts and each collection view's layout counters. Output files are written only when the run
    succeeds, via a temporary file in the same directory that is renamed into place.

    """

    /// The frame limit for `run: "untilIdle"` after the gestures (100 000 frames = 833 s at 120 Hz).
    static let frameLimit = 100_000

    let file: String
    let framesPath: String?
    let eventsPath: String?
    let viewsPath: String?
    let layoutPath: String?
    let visual: VisualOutputs

    /// The output options, in the order their files are written.
    static let outputOptions = ["--frames", "--events", "--views", "--layout"] + VisualOutputs.options

    init(arguments: [String]) throws(CommandError) {
        let scanner = try ArgumentScanner(arguments, valueOptions: Self.outputOptions, command: Self.self)
        file = try scanner.singleFile(command: Self.self)
        framesPath = scanner.value(of: "--frames")
        eventsPath = scanner.value(of: "--events")
        viewsPath = scanner.value(of: "--views")
        layoutPath = scanner.value(of: "--layout")
        visual = VisualOutputs(plotPath: scanner.value(of: "--plot"), timelinePath: scanner.value(of: "--timeline"))
    }

    func validate() throws(CommandError) {
        let outputs = zip(Self.outputOptions, [framesPath, eventsPath, viewsPath, layoutPath])
            .compactMap { option, path in path.map { (option: option, path: $0) } } + visual.paths
        func same(_ a: String, _ b: String) -> Bool {
            URL(fileURLWithPath: a).standardizedFileURL == URL(fileURLWithPath: b).standardizedFileURL
        }
        for (i, first) in outputs.enumerated() {
            for second in outputs[(i + 1)...] where same(first.path, second.path) {
                throw .usage("\(first.option) and \(second.option) name the same file '\(first.path)'", command: Self.self)
            }
        }
        for output in outputs where same(output.path, file) {
            throw .usage("the output file '\(output.path)' is the scenario file itself", command: Self.self)
        }
    }

    func run() throws(CommandError) -> ExitCode {
        let loaded = try ScenarioLoader.load(file)
        let scenario = loaded.scenario
        let simulation: Simulation
        do {
            simulation = try loaded.makeSimulation()
        } catch {
            throw CommandError(exitCode: .dataError, message: "\(file): $: the engine rejected the scenario: \(error)")
        }
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        let visualCapture = visual.capture(scenario: scenario, simulation: simulation)
        let overscroll = OverscrollTracker()
        overscroll.install(on: simulation)
        let effects = EffectCatalog.attach(scenario.effects, to: simulation)
        // Optional per-frame traces: observers exist only when asked for.
        let viewTrace = viewsPath.map { _ in ViewTraceRecorder() }
        viewTrace?.install(on: simulation)
        let layoutTrace = layoutPath.map { _ in LayoutTraceRecorder() }
        layoutTrace?.baseline(simulation)
        layoutTrace?.install(on: simulation)
        let layoutStart = LayoutSummary.snapshot(simulation)

        let cameToRest: Bool
        do {
            cameToRest = try scenario.play(on: simulation, frameLimit: Self.frameLimit)
        } catch {
            throw CommandError(exitCode: .dataError, message: "\(file): $.gestures: the engine rejected the gestures: \(error)")
        }
        withExtendedLifetime(effects) {}
        withExtendedLifetime(loaded.scene) {}

        if scenario.run == .untilIdle, !cameToRest {
            throw CommandError(exitCode: .failure,
                               message: "\(file): the simulation did not come to rest within \(Self.frameLimit) frames after the gestures; no output written")
        }

        var outputs: [AtomicFileWriter.Output] = []
        if let framesPath { outputs.append(.init(path: framesPath, contents: TraceCSV.frames(recorder.frames))) }
        if let eventsPath { outputs.append(.init(path: eventsPath, contents: TraceCSV.events(recorder.events))) }
        if let viewsPath, let viewTrace { outputs.append(.init(path: viewsPath, contents: viewTrace.text)) }
        if let layoutPath, let layoutTrace { outputs.append(.init(path: layoutPath, contents: layoutTrace.text)) }
        outputs += visual.outputs(visualCapture, events: recorder.events)
        do {
            try AtomicFileWriter.write(outputs)
        } catch {
            throw CommandError(exitCode: .cannotCreate, message: error.description)
        }

        let summary = RunSummary(scenario: scenario, file: file, simulation: simulation, recorder: recorder,
                                 overscroll: overscroll.largest,
                                 layout: LayoutSummary(start: layoutStart, simulation: simulation))
        print(summary.text, terminator: "")
        for output in outputs {
            print("wrote \(output.path)")
        }
        return .success
    }
}
