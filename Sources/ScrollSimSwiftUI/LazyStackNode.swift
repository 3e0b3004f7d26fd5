import ScrollSim

/// The layout of ``LazyVStack``: rows one below another, `spacing` apart, aligned across by the alignment
/// guide; only the rows near the visible part of the scroll view are built, placed and drawn.
///
/// Rules (SwiftUI builds lazy stack rows "only when needed", Apple's documentation of `LazyVStack`; how
/// far ahead, and how unbuilt rows are sized, are not published: the choices below are models):
/// - Width: the proposed width (a lazy stack fills the width offered [model, as SwiftUI's lazy stacks
///   do visibly]); with none, the first row's ideal width. Each row is proposed that width and no height
///   (its ideal height), as a ``VStack`` in a vertical scroll view proposes.
/// - Built rows [model]: those that intersect the scroll view's visible rectangle (its bounds, content
///   coordinates) extended by ``prefetchMargin`` above and below. Rows that leave it are recycled: their
///   reuse scope (with the engine views they drew) builds the next row that enters, so a new row of the same
///   structure draws into the same engine views (``ViewReuseScope``).
/// - Height estimate [model, as UIKit's estimated row heights, see ScrollSim's `ListLayout`]: a row not
///   yet built counts as high as the first row (built once, when the stack is first sized, for that
///   purpose; at least 1 pt). When a row is built its height replaces the estimate for good: the content
///   size changes by the difference at once, and if the row starts above the top of the visible
///   rectangle, `contentOffset.y` moves by the same difference, so the rows on screen do not jump.
/// - Height of the stack: Σ heights + spacing × (n − 1).
///
/// Cost: row tops and "row at y" in O(log n) (a Fenwick tree, ScrollSim's `RowHeightTree`); per scrolled
/// frame O(visible rows × log n); rows that did not move are not placed again. Making the tree is O(n)
/// once (when the row count, spacing or width changes). A row that enters is built in a recycled row; when
/// that row last held a ``ForEach`` row of the same view type and the type is in-place updatable
/// (``InPlaceUpdatableView``: shapes, text, images, stacks of them, layout and drawing modifiers), its nodes
/// are updated in place instead of made anew, so rows entering and leaving allocate nothing. Rows inside a ``GeometryReader``'s content and
/// sections (`pinnedViews`) are not modelled.
final class LazyStackNode: LayoutNode {
    /// How far beyond the visible rectangle rows are built, above and below, points [model].
    static let prefetchMargin: CGFloat = 50

    let crossFraction: CGFloat
    let spacing: CGFloat
    let segments: [LazyStackSegment]
    /// The index of each segment's first row.
    private let segmentStarts: [Int]
    let rowCount: Int
    let state: LazyStackState
    private let generation: Int
    private let location = EvaluationLocation.current
    /// Whether the rows are scroll targets (``View/scrollTargetLayout(isEnabled:)``).
    let isTargetLayout = ScrollTargetLayoutMark.isActive
    private var context = PlacementContext()

    init(crossFraction: CGFloat, spacing: CGFloat, segments: [LazyStackSegment], state: LazyStackState) {
        self.crossFraction = crossFraction
        self.spacing = spacing
        self.segments = segments
        var starts: [Int] = [], count = 0
        for segment in segments {
            starts.append(count)
            count += segment.rowCount
        }
        segmentStarts = starts
        rowCount = count
        self.state = state
        state.generation += 1
        generation = state.generation
    }

    private var rowProposal: ProposedViewSize { ProposedViewSize(width: state.rowWidth ?? nil, height: nil) }

    /// Builds row `index` in `row` (its view evaluated where the stack's content is, at its identity path).
    /// A row of a ``LazyRowSource`` built in a row that last held a row of the same view type is updated in
    /// place when that type allows it (``InPlaceUpdatableView``): the same nodes and engine views a new
    /// build would give (it would reuse them all, see ``ViewReuseScope``), without resolving the view again,
    /// so a scrolled frame where rows enter and leave allocates nothing.
    private func build(_ row: LazyStackRow, _ index: Int) {
        var segment = segments.count - 1
        while segmentStarts[segment] > index { segment -= 1 }
        let view: any View, path: [String], rowType: ObjectIdentifier?
        switch segments[segment] {
        case .single(let single, let at):
            (view, path, rowType) = (single, at, nil)
        case .rows(let source, let at):
            let offset = index - segmentStarts[segment]
            let type = source.rowType
            if row.rowType == type {
                let node = row.node
                if location.reenter({ source.updateRow(at: offset, node: node) }) {
                    row.scope.resetMadeViews()
                    finishBuild(row, index)
                    return
                }
            }
            let built = source.row(at: offset)
            (view, path, rowType) = (built.view, at + [built.key], type)
        }
        let scope = row.scope
        row.node = location.reenter { ViewGraph.at(path) { scope.build { resolvedNode(of: view) } } }
        row.rowType = rowType
        finishBuild(row, index)
    }

    /// Records that `row` now holds row `index` of this evaluation and measures it.
    private func finishBuild(_ row: LazyStackRow, _ index: Int) {
        row.index = index
        row.generation = generation
        row.size = row.node.sizeThatFits(rowProposal)
        row.origin = nil
        state.countBuild()
    }

    /// Makes the height tree for the current row count, spacing and row width (O(n)), if they changed.
    private func prepare(width: CGFloat?) {
        let state = state
        guard state.rowCount != rowCount || state.spacing != spacing || state.rowWidth != .some(width)
                || (state.estimate == nil && rowCount > 0) else { return }
        for row in state.live { state.recycle(row) }
        state.live.removeAll(keepingCapacity: true)
        state.rowCount = rowCount
        state.spacing = spacing
        state.rowWidth = .some(width)
        guard rowCount > 0 else {
            state.tree.reset(count: 0, value: 0)
            state.estimate = nil
            return
        }
        let first = state.takeRow()
        build(first, 0)
        let estimate = max(1, first.size.height)
        state.estimate = estimate
        state.idealWidth = first.size.width
        state.tree.reset(count: rowCount, value: Double(estimate + spacing))
        state.tree.set(0, Double(first.size.height + spacing))
        state.live.append(first)
    }

    /// The stack's height now: Σ heights + spacing × (n − 1).
    private var contentHeight: CGFloat {
        rowCount == 0 ? 0 : CGFloat(state.tree.total) - spacing
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        prepare(width: proposal.width)
        return CGSize(width: proposal.width ?? state.idealWidth, height: contentHeight)
    }

    /// Whether the last placement changed the stack's height (a row's measured height replaced its
    /// estimate): the scroll view then lays its content out again.
    private(set) var heightChangedInPlace = false

    override func placeChildren(proposal: ProposedViewSize) {
        context = PlacementContext.current
        if !context.insideReader { context.scrollNode?.register(self) }
        prepare(width: proposal.width)
        // A full placement places every built row again (its readers and nested scroll views register anew).
        for row in state.live { row.origin = nil }
        _ = updateRows()
        heightChangedInPlace = contentHeight != frame.height
    }

    /// The scroll view moved: builds, recycles and places rows for the new visible rectangle. Returns
    /// whether the drawn views changed and whether the stack's height changed.
    func scrollDidMove() -> (drawnChanged: Bool, heightChanged: Bool) {
        let drawn = updateRows()
        return (drawn, contentHeight != frame.height)
    }

    /// The visible rectangle of the scroll view around the stack (or its container's bounds) in the
    /// stack's container coordinates.
    private var visibleRect: CGRect {
        guard let container = context.container else { return frame }
        return container.bounds
    }

    /// Builds the rows that intersect the visible rectangle ± the margin, recycles the others, places the
    /// rows that moved, and moves the offset by the corrections of rows built above the visible top.
    /// Returns whether the set of built rows changed.
    private func updateRows() -> Bool {
        let state = state
        guard rowCount > 0 else {
            let changed = !state.live.isEmpty
            for row in state.live { state.recycle(row) }
            state.live.removeAll(keepingCapacity: true)
            return changed
        }
        let visible = visibleRect
        let visibleTop = Double(visible.minY - frame.minY)
        let top = Double(visible.minY - frame.minY - Self.prefetchMargin)
        let bottom = Double(visible.maxY - frame.minY + Self.prefetchMargin)
        let first = min(rowCount - 1, state.tree.firstRow(below: max(0, top)))
        let liveFirst = state.live.first?.index ?? 0
        var changed = false
        // Recycle the rows above the new first one.
        for row in state.live where row.index < first {
            state.recycle(row)
            changed = true
        }
        state.next.removeAll(keepingCapacity: true)
        var correction = 0.0
        var index = first
        while index < rowCount && (index == first || state.tree.top(of: index) < bottom + correction) {
            let position = index - liveFirst
            let row: LazyStackRow
            if position >= 0 && position < state.live.count && state.live[position].index == index {
                row = state.live[position]
                if row.generation != generation { build(row, index) }
            } else {
                row = state.takeRow()
                build(row, index)
                changed = true
            }
            let height = Double(row.size.height + spacing)
            let old = state.tree.heights[index]
            if height != old {
                let rowTop = state.tree.top(of: index)
                state.tree.set(index, height)
                if rowTop < visibleTop + correction { correction += height - old }
            }
            state.next.append(row)
            index += 1
        }
        for row in state.live where row.index >= index {
            state.recycle(row)
            changed = true
        }
        swap(&state.live, &state.next)
        state.next.removeAll(keepingCapacity: true)
        // Place the rows whose origin changed.
        let proposal = rowProposal
        for row in state.live {
            let origin = CGPoint(x: frame.minX + (frame.width - row.size.width) * crossFraction,
                                 y: frame.minY + CGFloat(state.tree.top(of: row.index)))
            if row.origin != origin {
                row.origin = origin
                PlacementContext.with(context) { row.node.place(at: origin, proposal: proposal) }
            }
        }
        if correction != 0, let scrollView = context.scrollNode?.scrollView, scrollView === context.container {
            var offset = scrollView.contentOffset
            offset.y += CGFloat(correction)
            scrollView.contentOffset = offset
        }
        return changed
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) {
        for row in state.live { row.node.appendDrawnViews(to: &views) }
    }

    /// The segment holding row `index` and the row's index in it.
    private func segment(of index: Int) -> (segment: Int, offset: Int) {
        var segment = segments.count - 1
        while segmentStarts[segment] > index { segment -= 1 }
        return (segment, index - segmentStarts[segment])
    }

    /// The index of the first row whose frame reaches below `y` (content coordinates; the stack has rows).
    func rowIndex(below y: CGFloat) -> Int {
        min(rowCount - 1, state.tree.firstRow(below: max(0, Double(y - frame.minY))))
    }

    /// The top of row `index` in content coordinates (an estimate for a row not yet built).
    func rowTop(_ index: Int) -> CGFloat { frame.minY + CGFloat(state.tree.top(of: index)) }

    /// The row whose top is nearest to `y` (content coordinates; ties to the upper row).
    func nearestRow(toTop y: CGFloat) -> Int {
        let index = rowIndex(below: y)
        guard index + 1 < rowCount else { return index }
        return y - rowTop(index) <= rowTop(index + 1) - y ? index : index + 1
    }

    /// The id of the first row whose frame reaches below `y` (content coordinates), if the stack has rows
    /// and that row is a ``ForEach`` element (a ``LazyRowSource``'s).
    func firstTargetID(below y: CGFloat) -> AnyHashable? {
        guard rowCount > 0 else { return nil }
        let index = min(rowCount - 1, state.tree.firstRow(below: max(0, Double(y - frame.minY))))
        let (segment, offset) = segment(of: index)
        guard case .rows(let source, _) = segments[segment] else { return nil }
        return source.id(at: offset)
    }

    /// The content offset that puts `anchor` of the row with `id` at `anchor` of `geometry`'s bounds,
    /// clamped to the content range, or `nil` for an unknown id (O(n) search).
    func contentOffsetY(showing id: AnyHashable, anchor: UnitPoint, geometry: ScrollGeometry) -> CGFloat? {
        for (number, segment) in segments.enumerated() {
            guard case .rows(let source, _) = segment, let offset = source.index(of: id) else { continue }
            let index = segmentStarts[number] + offset
            let rowTop = frame.minY + CGFloat(state.tree.top(of: index))
            let rowHeight = CGFloat(state.tree.heights[index]) - spacing
            let insets = geometry.contentInsets
            let inner = geometry.containerSize.height - insets.top - insets.bottom
            let y = rowTop + anchor.y * rowHeight - insets.top - anchor.y * inner
            let maximum = max(-insets.top, geometry.contentSize.height + insets.bottom - geometry.containerSize.height)
            return min(max(y, -insets.top), maximum)
        }
        return nil
    }
}
