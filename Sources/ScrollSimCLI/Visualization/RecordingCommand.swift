import ScrollSimCommandLine
import ScrollSimVisualization

/// A command that runs one scenario, records the run and writes one rendering of the recording to
/// `--out` (standard output without it): `scrollsim plot` and `scrollsim replay`. Arguments, the
/// output check and the run are the same for both; each says what it records and how it renders.
protocol RecordingCommand: Command {
    /// The scenario file.
    var file: String { get }
    /// `--out`, or `nil` for standard output.
    var outPath: String? { get }
    /// Creates the command from its parsed arguments.
    init(file: String, outPath: String?)
    /// Whether the recording keeps every visible view's frame, alpha, scale and blur per frame.
    static var capturesViews: Bool { get }
    /// The text written for a recording.
    static func render(_ recording: RunRecording) -> String
}

extension RecordingCommand {
    init(arguments: [String]) throws(CommandError) {
        let scanner = try ArgumentScanner(arguments, valueOptions: ["--out"], command: Self.self)
        self.init(file: try scanner.singleFile(command: Self.self), outPath: scanner.value(of: "--out"))
    }

    func validate() throws(CommandError) {
        try OutputPathCheck.differs(outPath, from: file, command: Self.self)
    }

    func run() throws(CommandError) -> ExitCode {
        let recording = try RecordedRun.record(file, capturesViews: Self.capturesViews)
        try RecordedRun.emit(Self.render(recording), to: outPath, input: file)
        return .success
    }
}
