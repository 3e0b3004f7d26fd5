/// One scenario of a batch: a scenario file, or one point of a sweep (its scenario JSON already expanded).
nonisolated struct BatchItem: Sendable {
    /// The name its trace files take in `--out DIR`: the file's name without `.json`, or the sweep point's
    /// name.
    var stem: String
    /// The file named in the summary and in errors: the scenario file, or `SPEC.json#point`.
    var file: String
    /// A sweep point's expanded scenario (JSON text), or `nil` to read ``file``.
    var json: String?
    /// A sweep point's index and its parameter values (path, value), in axis order.
    var point: Int?
    var parameters: [(path: String, value: String)] = []
}
