import Foundation
import ScrollSim
import ScrollSimVisualization

/// Runs a scenario as `scrollsim run` does (scene or effects attached, gestures, then the run length) while
/// a ``RunRecorder`` records it, for `scrollsim plot` and `scrollsim replay`.
enum RecordedRun {
    /// Loads `file`, runs it and returns its recording.
    /// - Parameter capturesViews: record every visible view per frame (the replay needs it).
    static func record(_ file: String, capturesViews: Bool) throws(CommandError) -> RunRecording {
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
        let capture = VisualOutputs.Capture(scenario: scenario, simulation: simulation, capturesViews: capturesViews)
        let effects = EffectCatalog.attach(scenario.effects, to: simulation)
        let cameToRest: Bool
        do {
            cameToRest = try scenario.play(on: simulation, frameLimit: ScenarioRunner.frameLimit)
        } catch {
            throw CommandError(exitCode: .dataError, message: "\(file): $.gestures: the engine rejected the gestures: \(error)")
        }
        withExtendedLifetime(effects) {}
        withExtendedLifetime(loaded.scene) {}
        if scenario.run == .untilIdle, !cameToRest {
            throw CommandError(exitCode: .failure,
                               message: "\(file): the simulation did not come to rest within \(ScenarioRunner.frameLimit) frames after the gestures; no output written")
        }
        return capture.recording(events: recorder.events)
    }

    /// Writes `text` to `path` atomically (then prints `wrote PATH`), or to stdout when `path` is `nil`.
    static func emit(_ text: String, to path: String?, input: String) throws(CommandError) {
        guard let path else {
            print(text, terminator: "")
            return
        }
        let batch = OutputFileBatch(protecting: [input])
        do {
            try batch.open(path, label: "--out").write(text)
            try batch.commit()
        } catch {
            batch.discard()
            throw CommandError(exitCode: error.kind == .sameAsInput ? .usage : .cannotCreate, message: error.message)
        }
        print("wrote \(path)")
    }
}
