import ScrollSim

/// One built row of a ``LazyVStack``: its layout node, the reuse scope its engine views come from (kept when
/// the row is recycled, so the next row built in it draws into the same engine views), and where it was
/// last placed.
@MainActor
final class LazyStackRow {
    /// The engine views (and other objects) of the row's evaluations, reused by the next row built here.
    let scope = ViewReuseScope()
    /// The row's layout.
    var node: LayoutNode = EmptyNode()
    /// The type of the ``LazyRowSource`` rows' view that made ``node`` (`nil`: a view of another kind, or
    /// none yet): a row built in a recycled row of the same type is updated in place.
    var rowType: ObjectIdentifier?
    /// The row's index in the stack, −1 when pooled.
    var index = -1
    /// The evaluation of the stack the row was built in (a new root view builds the rows again).
    var generation = -1
    /// The row's size for the stack's row proposal.
    var size = CGSize.zero
    /// Where the row was last placed (content coordinates), `nil` if not since it was built.
    var origin: CGPoint?
}

/// What a ``LazyVStack`` keeps across evaluations of its view (by structural identity, ``ViewReuseScope``):
/// the rows' heights (estimates until built), the rows built now and the recycled ones.
@MainActor
final class LazyStackState {
    /// Each row's height plus the spacing after it, points (Fenwick tree: O(log n) tops and look-ups).
    var tree = RowHeightTree()
    /// The height given to rows not yet built: the first row's, measured when the stack is first sized.
    var estimate: CGFloat?
    /// The width proposed to rows (`nil`: their ideal width).
    var rowWidth: CGFloat?? = .none
    /// The first row's width, the stack's width when it is proposed none.
    var idealWidth: CGFloat = 0
    /// The row count and spacing the tree was made for.
    var rowCount = -1
    var spacing: CGFloat = -1
    /// The built rows, in index order, contiguous.
    var live: [LazyStackRow] = []
    /// Recycled rows, ready to build another row in.
    var pool: [LazyStackRow] = []
    /// Scratch for the next live list (capacity kept: no allocation per frame).
    var next: [LazyStackRow] = []
    /// The evaluation of the stack now (incremented by each new node).
    var generation = 0

    /// How many rows were evaluated (built) in all, for tests and benchmarks.
    private(set) var rowBuilds = 0
    /// How many row containers were ever made (the rest of the builds reused recycled ones).
    private(set) var rowsMade = 0

    /// A pooled row, or a new one.
    func takeRow() -> LazyStackRow {
        if let row = pool.popLast() { return row }
        rowsMade += 1
        return LazyStackRow()
    }

    /// Puts `row` back in the pool.
    func recycle(_ row: LazyStackRow) {
        row.index = -1
        row.origin = nil
        pool.append(row)
    }

    /// Counts one row evaluation.
    func countBuild() { rowBuilds += 1 }
}
