import ScrollSim

/// What a node being placed knows about where it is, beyond its frame: the engine view its frame is in
/// (the hosting view, or the engine scroll view of the innermost ``ScrollView``, in whose content
/// coordinates the frame is), the named coordinate spaces around it, the innermost scroll view, and the
/// drawing effects around it. Container nodes set ``current`` while they place their children and restore
/// it afterwards; a ``GeometryReader`` keeps a copy, so that it can be placed again alone when only its
/// position in the window changed (a scroll).
@MainActor
struct PlacementContext {
    /// The context of the node being placed.
    static var current = PlacementContext()

    /// A named coordinate space: the frame of the view that declared it, in `container`'s coordinates.
    struct NamedSpace {
        var name: AnyHashable
        var frame: CGRect
        var container: ScrollSim.View
    }

    /// The engine view the frames are in (its bounds coordinates), or `nil` before the tree is hosted.
    var container: ScrollSim.View?
    /// The hosting view's safe area in `container`'s coordinates, when `container` is the hosting view.
    var safeArea: CGRect?
    /// The named coordinate spaces around the node, outermost first.
    var namedSpaces: [NamedSpace] = []
    /// The innermost scroll view around the node.
    var scrollNode: ScrollViewNode?
    /// Whether the node is inside a ``GeometryReader``'s content (placed again with the reader).
    var insideReader = false
    /// The drawing effects around the node inside `container`: the innermost one, linked to the ones
    /// outward (see ``DrawingEffectNode``); `nil` for none.
    var effects: DrawingEffectLink?

    /// The origin of `frame` (in `container`'s coordinates) in window coordinates.
    func windowRect(_ frame: CGRect, in container: ScrollSim.View?) -> CGRect {
        guard let container else { return frame }
        return CGRect(origin: container.convert(frame.origin, to: nil), size: frame.size)
    }

    /// Runs `body` with `context` current, then restores the previous context.
    static func with<T>(_ context: PlacementContext, _ body: () -> T) -> T {
        let outer = current
        current = context
        defer { current = outer }
        return body()
    }
}
