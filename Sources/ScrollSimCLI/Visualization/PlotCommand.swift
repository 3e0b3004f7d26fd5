import ScrollSimVisualization

/// `scrollsim plot FILE [--out P.svg]`: runs a scenario and writes the SVG plot of the run (``RunPlot``).
struct PlotCommand: RecordingCommand {
    static let name = "plot"
    static let abstract = "Run a scenario and plot it as SVG (offset, phases, callbacks, finger, velocity)."
    static let usage = "scrollsim plot FILE [--out P.svg]"
    static let discussion = """
    ARGUMENTS:
      FILE          a scenario JSON file (format: Data/scenarios/README.md)

    OPTIONS:
      --out P.svg   where to write the plot (default: standard output)
      -h, --help    show this help

    Per scroll view: the content offset against simulated time with the content range's edges (dashed),
    the phases as coloured bands, a lane per delegate callback with a tick per call (hover: name, frame,
    time, detail), the finger's position on a right-hand axis (window points), and a velocity panel
    (pt/s). Nested runs stack one group per scroll view on the same time axis. The same scenario always
    gives the same file, byte for byte.

    """

    let file: String
    let outPath: String?

    static let capturesViews = false

    static func render(_ recording: RunRecording) -> String {
        RunPlot(recording: recording).svg
    }
}
