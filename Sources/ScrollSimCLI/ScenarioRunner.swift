import Foundation
import ScrollSim
import ScrollSimScenario
import ScrollSimVisualization

/// The outputs one run can write: a path per trace kind (`nil`: not wanted).
struct RequestedOutputs {
    /// `frames.csv` (`--frames`).
    var frames: String?
    /// `events.csv` (`--events`).
    var events: String?
    /// `views.csv` (`--views`).
    var views: String?
    /// `layout.csv` (`--layout`).
    var layout: String?
    /// The SVG plot of the run (`--plot`, ``VisualOutputs``).
    var plot: String? = nil
    /// The Trace Event Format timeline of the run (`--timeline`, ``VisualOutputs``).
    var timeline: String? = nil

    /// The option names, in the order their files are opened and put in place.
    static let options = ["--frames", "--events", "--views", "--layout"] + VisualOutputs.options

    /// The requested outputs as `(option, path)`, in ``options`` order.
    var all: [(option: String, path: String)] {
        zip(Self.options, [frames, events, views, layout, plot, timeline]).compactMap { option, path in path.map { (option, $0) } }
    }

    /// The visual outputs among them.
    var visual: VisualOutputs { VisualOutputs(plotPath: plot, timelinePath: timeline) }
}

/// What one run produced.
struct ScenarioRunResult {
    /// The summary text (`RunSummary`).
    var summary: String
    /// The output files written, as given, in ``RequestedOutputs/options`` order.
    var written: [String]
    /// The scenario's name, the frames simulated and the last frame's time (s), for a batch's summary line.
    var name = ""
    var frames = 0
    var time = 0.0
}

/// Runs one scenario with a set of requested outputs: the whole of `scrollsim run` but the printing, so
/// that a batch of scenarios can call it once per file.
///
/// Memory does not grow with the number of frames: the recorder keeps nothing (callbacks go to running
/// aggregates for the summary), and each requested trace streams its rows through a reused buffer into
/// an ``OutputFileBatch`` file, put in place only when the run succeeded (or written in place for a
/// character device).
enum ScenarioRunner {
    /// The frame limit for `run: "untilIdle"` after the gestures (100 000 frames = 833 s at 120 Hz).
    static let frameLimit = 100_000

    /// Checks the requested outputs against the scenario file and each other, by device and inode:
    /// an output that is the input file, or two outputs that are the same file, is a usage error (64).
    static func checkOutputs(_ outputs: RequestedOutputs, input file: String,
                             command: any Command.Type) throws(CommandError) {
        let input = OutputFileBatch.identity(of: file)
        var seen: [(option: String, identity: OutputFileBatch.FileIdentity)] = []
        for output in outputs.all {
            guard let identity = OutputFileBatch.identity(of: output.path) else { continue }
            if identity == input {
                throw .usage("the output file \(output.option) '\(output.path)' is the scenario file '\(file)' itself", command: command)
            }
            if let other = seen.first(where: { $0.identity == identity }) {
                throw .usage("\(other.option) and \(output.option) name the same file '\(output.path)'", command: command)
            }
            seen.append((output.option, identity))
        }
    }

    /// Loads `file`, runs it, writes `outputs` and returns the summary.
    /// - Parameters:
    ///   - batch: where the outputs are opened. `nil` (the default): a batch of this run's own, committed
    ///     when the run succeeds and discarded when it fails. Given: the caller's batch (several
    ///     scenarios' outputs put in place together), which the caller commits or discards; the scenario
    ///     file is protected only if the caller's batch protects it.
    ///   - json: the scenario's JSON text (a sweep's point, named `file` in errors) instead of reading `file`.
    ///   - tally: per scroll view figures for a batch's summary line, fed as the run goes.
    /// - Throws: ``CommandError``: 65/66 for the scenario, 64 for an output that is the input file,
    ///   73 for an output that cannot be written, 1 when `run: "untilIdle"` does not come to rest within
    ///   ``frameLimit`` frames (then this run's own batch writes nothing).
    static func run(_ file: String, json: String? = nil, outputs: RequestedOutputs, command: any Command.Type,
                    batch sharedBatch: OutputFileBatch? = nil,
                    tally: ScrollViewTally? = nil) throws(CommandError) -> ScenarioRunResult {
        let loaded: LoadedScenario
        if let json {
            loaded = try BatchScenarioLoader.load(json: json, file: file)
        } else {
            loaded = try ScenarioLoader.load(file)
        }
        let scenario = loaded.scenario
        let simulation = try makeSimulation(loaded, file: file)

        let ownsBatch = sharedBatch == nil
        let batch = sharedBatch ?? OutputFileBatch(protecting: [file])
        func abandon() { if ownsBatch { batch.discard() } }
        func open(_ path: String?, _ option: String) throws(CommandError) -> OutputFile? {
            guard let path else { return nil }
            do {
                return try batch.open(path, label: option)
            } catch {
                abandon()
                switch error.kind {
                case .sameAsInput: throw .usage(error.message, command: command)
                case .cannotCreate: throw CommandError(exitCode: .cannotCreate, message: error.message)
                }
            }
        }
        let framesFile = try open(outputs.frames, "--frames")
        let eventsFile = try open(outputs.events, "--events")
        let viewsFile = try open(outputs.views, "--views")
        let layoutFile = try open(outputs.layout, "--layout")
        let plotFile = try open(outputs.plot, "--plot")
        let timelineFile = try open(outputs.timeline, "--timeline")
        // The visual outputs need the whole run: only they keep the callbacks and per-frame samples.
        let visualCapture = outputs.visual.capture(scenario: scenario, simulation: simulation)
        var visualEvents: [EventRecord] = []

        // Nothing is kept per frame: frames and callbacks stream to their files and the aggregates.
        let recorder = TraceRecorder(keepsRecords: false)
        let statistics = RunStatistics()
        if var framesFile {
            framesFile.write(TraceCSV.framesHeader + "\n")
            recorder.frameHandler = { TraceCSV.writeFrameRow($0, to: &framesFile) }
        }
        eventsFile?.write(TraceCSV.eventsHeader + "\n")
        // The tally holds the scroll views, which hold the recorder: captured weakly (no cycle).
        recorder.eventHandler = { [weak tally] event in
            statistics.add(event)
            tally?.add(event)
            if var eventsFile { TraceCSV.writeEventRow(event, to: &eventsFile) }
            if visualCapture != nil { visualEvents.append(event) }
        }
        simulation.recorder = recorder
        tally?.install(on: simulation)
        let overscroll = OverscrollTracker()
        overscroll.install(on: simulation)
        let effects = EffectCatalog.attach(scenario.effects, to: simulation)
        // Optional per-frame traces: observers exist only when asked for.
        viewsFile.map { ViewTraceRecorder(output: $0) }?.install(on: simulation)
        if let layoutFile {
            let layoutTrace = LayoutTraceRecorder(output: layoutFile)
            layoutTrace.baseline(simulation)
            layoutTrace.install(on: simulation)
        }
        let layoutStart = LayoutSummary.snapshot(simulation)

        try play(loaded, on: simulation, file: file, keepingAlive: effects, onFailure: abandon)
        recorder.flush()
        if let visualCapture {
            let recording = visualCapture.recording(events: visualEvents)
            plotFile?.write(RunPlot(recording: recording).svg)
            timelineFile?.write(RunTimeline(recording: recording).json)
        }
        if ownsBatch {
            do {
                try batch.commit()
            } catch {
                throw CommandError(exitCode: .cannotCreate, message: error.message)
            }
        }
        let summary = RunSummary(scenario: scenario, file: file, simulation: simulation, statistics: statistics,
                                 overscroll: overscroll.largest,
                                 layout: LayoutSummary(start: layoutStart, simulation: simulation))
        tally?.finish(simulation)
        return ScenarioRunResult(summary: summary.text, written: outputs.all.map(\.path), name: scenario.name,
                                 frames: simulation.frameCount, time: simulation.time)
    }

    /// The simulation `loaded` describes; an engine refusal is a bad scenario (65).
    static func makeSimulation(_ loaded: LoadedScenario, file: String) throws(CommandError) -> Simulation {
        do {
            return try loaded.makeSimulation()
        } catch {
            throw CommandError(exitCode: .dataError, message: "\(file): $: the engine rejected the scenario: \(error)")
        }
    }

    /// Plays `loaded`'s gestures and run length on `simulation` (with `"untilIdle"`, at most ``frameLimit``
    /// frames after the gestures), keeping `effects` and the scene alive until the end.
    /// - Parameter abandon: called before a failure is thrown (to discard outputs).
    /// - Throws: 65 for gestures the engine rejects, 1 when `"untilIdle"` does not come to rest.
    static func play(_ loaded: LoadedScenario, on simulation: Simulation, file: String, keepingAlive effects: Any,
                     onFailure abandon: () -> Void = {}) throws(CommandError) {
        let cameToRest: Bool
        do {
            cameToRest = try loaded.scenario.play(on: simulation, frameLimit: frameLimit)
        } catch {
            abandon()
            throw CommandError(exitCode: .dataError, message: "\(file): $.gestures: the engine rejected the gestures: \(error)")
        }
        withExtendedLifetime(effects) {}
        withExtendedLifetime(loaded.scene) {}
        if loaded.scenario.run == .untilIdle, !cameToRest {
            abandon()
            throw CommandError(exitCode: .failure,
                               message: "\(file): the simulation did not come to rest within \(frameLimit) frames after the gestures; no output written")
        }
    }
}
