/// The drawing effects around a node being placed (``PlacementContext/effects``), as a chain from the
/// innermost effect outward: each ``DrawingEffectNode`` owns one link, sets it to its effect and to the
/// chain around it each time it is placed, and makes it the chain of its child's context. Placing a node
/// thus links effects without allocating (a copied array would be copied again at every append once a
/// ``GeometryReader`` keeps a context). A chain that a reader keeps for ``GeometryReaderNode/placeAgain()``
/// reads the links' latest values, which are the ones of its own latest placement: a link changes only when
/// its node is placed, and placing a node places the reader inside it too.
@MainActor
final class DrawingEffectLink {
    /// The effect of the node owning the link, as of its latest placement.
    var effect = DrawingEffect()
    /// The next effect outward, or `nil` for the outermost one.
    var outer: DrawingEffectLink?
}
