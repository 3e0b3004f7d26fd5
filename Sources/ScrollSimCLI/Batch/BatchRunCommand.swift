import ScrollSimCommandLine

/// `scrollsim run FILE|DIR ... [--out DIR] [--frames] [--events] [--views] [--layout]
/// [--summary FILE.jsonl] [--jobs N] [--shard I/N]`: many scenarios in one process (or N workers).
///
/// Chosen over the single-scenario ``RunCommand`` when a batch option is given, or more than one
/// scenario, or a directory.
struct BatchRunCommand: Command {
    static let name = "run"
    static let abstract = "Run many scenarios: a batch, on worker processes, or one shard of it."
    static let usage = "scrollsim run FILE|DIR ... [--out DIR] [--frames] [--events] [--views] [--layout] "
        + "[--summary FILE.jsonl] [--jobs N] [--shard I/N]"
    static let discussion = """
    BATCH (several scenarios, a directory, or any option below):
      FILE|DIR ...          scenario files; a directory means its *.json files, sorted by name
      --out DIR             write each scenario's traces as DIR/<name>.{frames,events,views,layout}.csv,
                            <name> being the file's name without .json; --frames, --events, --views and
                            --layout (no value here) choose which (DIR is created if missing)
      --summary FILE.jsonl  one JSON line per scenario, in batch order: name, file, exitStatus, frames,
                            simulatedTime and per scroll view finalOffset, atRest, restTime, timeToRest,
                            largestOverscroll (+ edge, time) and callback counts; a failed scenario's
                            line has exitStatus and error
      --jobs N              run on N worker processes (default: the machine's cores); the output is
                            byte for byte that of --jobs 1, in the same order
      --shard I/N           run only the I-th (0-based) of N contiguous slices of the batch: items
                            floor(I*M/N) ..< floor((I+1)*M/N) of the M in order; the shards' --summary
                            files concatenated in shard order equal the unsharded one

    Stdout: one line per scenario ('FILE: ok (...)' or 'FILE: failed (exit status S)'), then the totals.
    A scenario that fails (invalid 65, unreadable 66, not at rest 1, output not writable 73) gets its
    error line on stderr and its summary line; the batch goes on, and exits 65 at the end if any failed
    (0 if none). A progress line (done/total, rate, ETA) is shown on stderr when it is a terminal.

    """

    let arguments: [String]
    let options: BatchOptions

    init(arguments: [String]) throws(CommandError) {
        self.arguments = arguments
        options = try BatchOptions(arguments, command: Self.self)
        if options.positionals.isEmpty { throw .usage("missing the scenario FILE or DIR", command: Self.self) }
    }

    func run() throws(CommandError) -> ExitCode {
        let items = try BatchList.expand(options.positionals)
        return try BatchExecution(subcommand: Self.name, arguments: arguments, options: options, source: BatchSource(items)).run()
    }
}
