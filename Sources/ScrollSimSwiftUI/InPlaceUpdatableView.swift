/// A view whose layout node, made by an earlier evaluation of the same content, can be brought up to date
/// with a new evaluation's values in place: what a ``GeometryReader`` does in every frame its scroll view
/// moves, instead of resolving its content again and making new nodes (see ``GeometryReaderNode``), and
/// what a ``LazyVStack`` does when a row enters in a recycled row that held a row of the same view type
/// (see ``LazyStackNode``).
///
/// Conforming types are those whose type alone fixes the structure of what they resolve to: exactly one
/// primitive view with a node that is never empty, made of nodes of fixed classes, with no branch
/// (`if`, `ForEach`) and no composite body (whose ``State`` would have to be installed); a stack qualifies
/// when its content is a fixed list of such views (``InPlaceUpdatableList``: one view, or a ``TupleView``
/// whose element types all qualify, checked when the update runs). For such a view, two evaluations of the same content make nodes of the same
/// classes at the same identity paths, so a new build would reuse every engine view of the previous one
/// (``ViewReuseScope``) and differ only in the values the nodes hold; updating those values in place gives
/// the same nodes without resolving the views (no identity paths, no existentials, no allocation).
/// Values that are part of the identity (an ``View/id(_:)``) must not change: the update then fails and
/// the caller builds anew.
@MainActor
protocol InPlaceUpdatableView: InPlaceUpdatableList {
    /// Sets `node` (the node an earlier evaluation of a view of this type made, with its subtree) to what
    /// making the node of this value would give, engine views' drawn properties included except the ones
    /// a reused engine view is reset to (``ViewReuseScope/resetForReuse(_:name:)``, which the caller
    /// applies); returns `false` when that is not possible (`node` is of another kind, or an identity
    /// changed), in which case `node` may be left partly updated and must be replaced by a new build.
    func updateNode(_ node: LayoutNode) -> Bool
}
