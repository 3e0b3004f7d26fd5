import ScrollSimCommandLine

/// `scrollsim sweep SPEC.json [batch options]`: a scenario with parameter axes, expanded (see
/// ``SweepSpec``) and run as a batch, one summary line per point.
struct SweepCommand: Command {
    static let name = "sweep"
    static let abstract = "Run a scenario over parameter axes (a batch of points)."
    static let usage = "scrollsim sweep SPEC.json [--out DIR] [--frames] [--events] [--views] [--layout] "
        + "[--summary FILE.jsonl] [--jobs N] [--shard I/N]"
    static let discussion = """
    ARGUMENTS:
      SPEC.json    a sweep: {"name", "scenario" | "scenarioFile", "axes": [{"path", "values" | "range"}]}
                   (format: Data/sweeps/README.md)

    Each axis names a number in the scenario by JSON path ($.scrollView.decelerationRate,
    $.gestures[1].move.to[1], ...) and lists its values ("values": [...]) or a range ("range": {"from",
    "to", "step"}). Points are expanded row-major (the first axis varies slowest), named <name>-<i>, and
    run as a batch: the options are those of 'scrollsim run' with several scenarios, and each --summary
    line also has "point" (i) and "parameters" (path -> value, in axis order). Exit status 65 if any
    point failed (its line says why); 65/66 for a bad or unreadable SPEC.

    """

    let arguments: [String]
    let options: BatchOptions

    init(arguments: [String]) throws(CommandError) {
        self.arguments = arguments
        options = try BatchOptions(arguments, command: Self.self)
        guard let first = options.positionals.first else { throw .usage("missing the sweep SPEC.json", command: Self.self) }
        guard options.positionals.count == 1 else {
            throw .usage("unexpected argument '\(options.positionals[1])' (one SPEC.json)", command: Self.self)
        }
        _ = first
    }

    func run() throws(CommandError) -> ExitCode {
        let spec = try SweepSpec(contentsOfFile: options.positionals[0])
        return try BatchExecution(subcommand: Self.name, arguments: arguments, options: options, source: spec.source()).run()
    }
}
