import ScrollSim

/// Scratch arrays for collecting a subtree's drawn views during layout (drawing effects, readers placed
/// again), handed out and taken back so that a scrolled frame does not allocate them once the pool is
/// warm. The pool holds at most as many arrays as collections were ever nested at once.
@MainActor
enum DrawnViewBuffers {
    /// Empty arrays with capacity, ready to be handed out.
    private static var pool: [[ScrollSim.View]] = []

    /// An empty array (from the pool when it has one).
    static func take() -> [ScrollSim.View] { pool.popLast() ?? [] }

    /// Empties `views` (keeping its capacity) and returns its storage to the pool; `views` is left empty.
    static func give(_ views: inout [ScrollSim.View]) {
        views.removeAll(keepingCapacity: true)
        pool.append(views)
        views = []
    }
}
