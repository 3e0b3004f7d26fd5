import ScrollSimVisualization

/// `scrollsim replay FILE [--out replay.html]`: runs a scenario and writes a self-contained HTML page
/// that replays it (``ReplayPage``).
struct ReplayCommand: RecordingCommand {
    static let name = "replay"
    static let abstract = "Run a scenario and write a self-contained HTML page that replays it."
    static let usage = "scrollsim replay FILE [--out replay.html]"
    static let discussion = """
    ARGUMENTS:
      FILE              a scenario JSON file (format: Data/scenarios/README.md)

    OPTIONS:
      --out R.html      where to write the page (default: standard output)
      -h, --help        show this help

    The page needs no network: no external script, style or font. It draws every visible view at its
    recorded window frame (scroll views, headers, cells; alpha, scale and blur as recorded) and the
    finger as a dot, with a scrubber over the frames, play/pause at real speed and at 1/4 speed, and the
    current frame's phases, offsets and callbacks. Keys: space plays or pauses, left/right arrows step
    one frame, Home/End go to the first/last frame, S toggles the speed.
    Open 'replay.html#frame=N' to show frame N; the page then writes a check of every drawn view's
    rectangle against the recorded one into the element #verification (used by CI).

    """

    let file: String
    let outPath: String?

    static let capturesViews = true

    static func render(_ recording: RunRecording) -> String {
        ReplayPage(recording: recording).html
    }
}
