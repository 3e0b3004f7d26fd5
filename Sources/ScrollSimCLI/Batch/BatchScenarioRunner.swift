import Foundation
import ScrollSim

/// Runs one batch item: load, simulate, write its traces into `--out DIR`, and describe it.
///
/// The steps are those of `scrollsim run FILE` (the same loader, the same frame limit, traces only after
/// a run that came to rest, written through ``AtomicFileWriter``); the difference is that every failure
/// becomes the item's outcome instead of ending the process.
struct BatchScenarioRunner {
    /// Which traces to write, and where.
    var outputDirectory: String?
    var traces: BatchTraces

    /// Runs `item` (the `index`-th of the batch or shard).
    func run(_ item: BatchItem, index: Int) -> BatchOutcome {
        do {
            return try attempt(item, index: index)
        } catch {
            return failure(item, index: index, status: error.exitCode.rawValue, message: error.message)
        }
    }

    private func attempt(_ item: BatchItem, index: Int) throws(CommandError) -> BatchOutcome {
        let loaded: LoadedScenario
        if let json = item.json {
            loaded = try BatchScenarioLoader.load(json: json, file: item.file)
        } else {
            loaded = try ScenarioLoader.load(item.file)
        }
        let scenario = loaded.scenario
        let simulation: Simulation
        do {
            simulation = try loaded.makeSimulation()
        } catch {
            throw CommandError(exitCode: .dataError, message: "\(item.file): $: the engine rejected the scenario: \(error)")
        }
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        let tally = ScrollViewTally()
        tally.install(on: simulation)
        let effects = EffectCatalog.attach(scenario.effects, to: simulation)
        let viewTrace = traces.views && outputDirectory != nil ? ViewTraceRecorder() : nil
        viewTrace?.install(on: simulation)
        let layoutTrace = traces.layout && outputDirectory != nil ? LayoutTraceRecorder() : nil
        layoutTrace?.baseline(simulation)
        layoutTrace?.install(on: simulation)

        let cameToRest: Bool
        do {
            cameToRest = try scenario.play(on: simulation, frameLimit: RunCommand.frameLimit)
        } catch {
            throw CommandError(exitCode: .dataError, message: "\(item.file): $.gestures: the engine rejected the gestures: \(error)")
        }
        withExtendedLifetime(effects) {}
        withExtendedLifetime(loaded.scene) {}
        if scenario.run == .untilIdle, !cameToRest {
            throw CommandError(exitCode: .failure, message: "\(item.file): the simulation did not come to rest within "
                               + "\(RunCommand.frameLimit) frames after the gestures; no output written")
        }

        if let directory = outputDirectory {
            let base = (directory.hasSuffix("/") ? directory : directory + "/") + item.stem
            var outputs: [AtomicFileWriter.Output] = []
            if traces.frames { outputs.append(.init(path: base + ".frames.csv", contents: TraceCSV.frames(recorder.frames))) }
            if traces.events { outputs.append(.init(path: base + ".events.csv", contents: TraceCSV.events(recorder.events))) }
            if let viewTrace { outputs.append(.init(path: base + ".views.csv", contents: viewTrace.text)) }
            if let layoutTrace { outputs.append(.init(path: base + ".layout.csv", contents: layoutTrace.text)) }
            do {
                try AtomicFileWriter.write(outputs)
            } catch {
                throw CommandError(exitCode: .cannotCreate, message: error.description)
            }
        }

        tally.finish(simulation, events: recorder.events)
        let summary = BatchSummaryLine.success(item: item, name: scenario.name, frames: simulation.frameCount,
                                               time: simulation.time, views: tally.entries)
        var line = "\(item.file): ok (\"\(scenario.name)\", \(simulation.frameCount) frames, "
            + NumberFormat.fixed(simulation.time, decimals: 4) + " s"
        for entry in tally.entries {
            line += "; \(entry.name) at " + NumberFormat.point(Double(entry.finalOffset.x), Double(entry.finalOffset.y))
            if let rest = entry.timeToRest { line += " " + NumberFormat.fixed(rest, decimals: 4) + " s after release" }
        }
        return BatchOutcome(index: index, status: 0, summary: summary, stdout: line + ")", stderr: "")
    }

    private func failure(_ item: BatchItem, index: Int, status: Int32, message: String) -> BatchOutcome {
        BatchOutcome(index: index, status: status,
                     summary: BatchSummaryLine.failure(item: item, status: status, message: message),
                     stdout: "\(item.file): failed (exit status \(status))",
                     stderr: "scrollsim: error: \(message)")
    }
}

/// Which traces a batch writes into `--out DIR` (the `--frames`, `--events`, `--views`, `--layout` flags).
struct BatchTraces: Sendable, Equatable {
    var frames = false
    var events = false
    var views = false
    var layout = false

    var any: Bool { frames || events || views || layout }
}

/// Loading a sweep point's expanded JSON the way ``ScenarioLoader`` loads a file.
enum BatchScenarioLoader {
    static func load(json: String, file: String) throws(CommandError) -> LoadedScenario {
        do {
            let scenario = try Scenario(json: json, file: file)
            try EffectCatalog.check(scenario.effects, root: scenario.root, file: file)
            let scene = try scenario.scene.map { description throws(ScenarioError) in
                try SceneCatalog.build(description, file: file)
            }
            return LoadedScenario(scenario: scenario, scene: scene)
        } catch {
            throw .scenario(error)
        }
    }
}
