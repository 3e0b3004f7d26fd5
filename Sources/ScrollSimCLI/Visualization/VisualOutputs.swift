import Foundation
import ScrollSim
import ScrollSimScenario
import ScrollSimVisualization

/// The visual outputs of `scrollsim run`: `--plot P.svg` (``RunPlot``) and `--timeline T.json`
/// (``RunTimeline``). Parsed with the other output options; when one is given, a ``Capture`` records the
/// run alongside the traces.
struct VisualOutputs {
    /// The options `run` accepts for them.
    static let options = ["--plot", "--timeline"]
    /// The help lines for `scrollsim help run`.
    static let help = """
      --plot P.svg      write an SVG plot: per scroll view its offset against time with the content
                        edges, phases as bands, a lane per delegate callback (hover for the detail),
                        the finger, and a velocity panel
      --timeline T.json write a Trace Event Format timeline (Perfetto, chrome://tracing): a track per
                        scroll view with its phases and callbacks, offset and velocity counters, and a
                        track of frames; timestamps in microseconds of simulated time
    """

    var plotPath: String?
    var timelinePath: String?

    /// The paths given, with their option names.
    var paths: [(option: String, path: String)] {
        zip(Self.options, [plotPath, timelinePath]).compactMap { option, path in path.map { (option, $0) } }
    }

    /// Starts recording `simulation` if any visual output was asked for.
    func capture(scenario: Scenario, simulation: Simulation) -> Capture? {
        paths.isEmpty ? nil : Capture(scenario: scenario, simulation: simulation, capturesViews: false)
    }

    /// A recorder attached to one simulation, with what the recording needs from the scenario.
    struct Capture {
        let recorder: RunRecorder
        let simulation: Simulation
        let scenario: Scenario

        init(scenario: Scenario, simulation: Simulation, capturesViews: Bool) {
            recorder = RunRecorder(capturesViews: capturesViews)
            recorder.install(on: simulation)
            self.simulation = simulation
            self.scenario = scenario
        }

        func recording(events: [EventRecord]) -> RunRecording {
            recorder.recording(name: scenario.name, simulation: simulation, events: events,
                               finger: FingerTrack(gestures: scenario.gestures, refreshRate: scenario.refreshRate,
                                                   digitizerRate: scenario.digitizerRate))
        }
    }
}
