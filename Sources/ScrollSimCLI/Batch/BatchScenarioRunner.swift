import Foundation
import ScrollSim
import ScrollSimScenario

/// Runs one batch item: load, simulate, write its traces into `--out DIR`, and describe it.
///
/// The run is `scrollsim run FILE`'s own (``ScenarioRunner``: the same loader, frame limit and streaming
/// traces put in place only after a run that came to rest); the difference is that every failure becomes
/// the item's outcome instead of ending the process.
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
        var outputs = RequestedOutputs()
        if let directory = outputDirectory {
            let base = (directory.hasSuffix("/") ? directory : directory + "/") + item.stem
            if traces.frames { outputs.frames = base + ".frames.csv" }
            if traces.events { outputs.events = base + ".events.csv" }
            if traces.views { outputs.views = base + ".views.csv" }
            if traces.layout { outputs.layout = base + ".layout.csv" }
        }
        let tally = ScrollViewTally()
        let result = try ScenarioRunner.run(item.file, json: item.json, outputs: outputs, command: BatchRunCommand.self,
                                            tally: tally)
        let summary = BatchSummaryLine.success(item: item, name: result.name, frames: result.frames,
                                               time: result.time, views: tally.entries)
        var line = "\(item.file): ok (\"\(result.name)\", \(result.frames) frames, "
            + NumberFormat.fixed(result.time, decimals: 4) + " s"
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
