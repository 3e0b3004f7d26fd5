/// Where in a hosted tree a view was made: its graph and identity path (``ViewGraph``) and the environment
/// there (``ViewEnvironment``). A node that evaluates content later, during layout (a ``GeometryReader``'s
/// content, in every layout pass), captures it when it is made and evaluates the content inside it, so the
/// content's ``State`` keeps its storage, its text and shapes get the font and foreground style around the
/// reader, and its random draws are the same in every pass (a stream of its own, see
/// ``ViewRandomNumberGenerator``).
@MainActor
struct EvaluationLocation {
    /// The graph of the evaluation the view was made in, if any.
    let graph: ViewGraph?
    /// The view's identity path.
    let path: [String]
    /// The environment values there.
    let environment: ViewEnvironment.Snapshot
    /// The key of the random stream of content evaluated here (the identity path's).
    let streamKey: ViewRandomNumberGenerator.StreamKey

    /// The location of the node being made.
    static var current: EvaluationLocation {
        let path = ViewGraph.currentPath
        return EvaluationLocation(graph: ViewGraph.current, path: path, environment: ViewEnvironment.snapshot,
                                  streamKey: ViewRandomNumberGenerator.StreamKey(path.joined(separator: "/")))
    }

    /// Runs `body` (an evaluation of content) at this location.
    func reenter<Result>(_ body: () -> Result) -> Result {
        ViewEnvironment.with(environment) {
            ViewRandomNumberGenerator.withStream(for: streamKey) {
                if let graph { return graph.reenter(at: path, body) }
                return body()
            }
        }
    }
}
