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
        let simulation = try ScenarioRunner.makeSimulation(loaded, file: file)
        // Only the callbacks are kept (for the recording); frames come from the capture's observer.
        let recorder = TraceRecorder(keepsRecords: false)
        var events: [EventRecord] = []
        recorder.eventHandler = { events.append($0) }
        simulation.recorder = recorder
        let capture = VisualOutputs.Capture(scenario: loaded.scenario, simulation: simulation, capturesViews: capturesViews)
        let effects = EffectCatalog.attach(loaded.scenario.effects, to: simulation)
        try ScenarioRunner.play(loaded, on: simulation, file: file, keepingAlive: effects)
        recorder.flush()
        return capture.recording(events: events)
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
