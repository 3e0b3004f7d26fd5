import ScrollSim

/// SwiftUI's `ViewAlignedScrollTargetBehavior` (`.viewAligned`): a release comes to rest with a scroll target
/// (a row of the `scrollTargetLayout()` ``LazyVStack``) aligned to the top of the scroll view inside its
/// insets.
///
/// [model: Apple publishes no rule for the choice] At the release, the engine's projected target offset
/// (UIKit's `targetContentOffset`, where the deceleration would stop) is replaced by the row-aligned offset
/// nearest to it (offset = the row's top − the top inset, clamped to the content range; the deceleration
/// then ends exactly there, as when a UIKit delegate changes the target). A limited behaviour moves at most
/// ``LimitBehavior`` rows from the row at the top when the drag began, in the release's direction. The
/// rows' tops are those known at the release (estimates for rows not yet built, see ``LazyStackNode``).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one release may move, as SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public struct LimitBehavior: Hashable, Sendable {
        /// The most rows one release moves, `nil` for no limit.
        let rows: Int?
        /// Whether the limit depends on the axis (`.automatic`).
        let isAutomatic: Bool

        /// Limited when the size class along the scroll axis is compact [doc]; on an iPhone in portrait
        /// that is the horizontal axis: one row per release there, no limit vertically [model].
        public static let automatic = LimitBehavior(rows: 1, isAutomatic: true)
        /// Always limited: one row per release [model: Apple gives no count].
        public static let always = LimitBehavior(rows: 1, isAutomatic: false)
        /// Limited to a few rows per release: 3 [model: Apple gives no number].
        public static let alwaysByFew = LimitBehavior(rows: 3, isAutomatic: false)
        /// Limited to one row per release.
        public static let alwaysByOne = LimitBehavior(rows: 1, isAutomatic: false)
        /// Never limited.
        public static let never = LimitBehavior(rows: nil, isAutomatic: false)
    }

    /// The limit behaviour.
    let limitBehavior: LimitBehavior

    /// The view-aligned behaviour, as SwiftUI's `ViewAlignedScrollTargetBehavior(limitBehavior:)`.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Releases rest with a scroll target aligned (see ``ViewAlignedScrollTargetBehavior``).
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Releases rest with a scroll target aligned, limited by `limitBehavior`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The engine scroll view's delegate while `.viewAligned` is on: it remembers the row at the top when a drag
/// begins and replaces the release's target (see ``ViewAlignedScrollTargetBehavior``).
@MainActor
final class ViewAlignedTargeting: ScrollSim.ScrollViewDelegate {
    /// The most rows a release moves, `nil` for no limit.
    var limit: Int?
    /// The scroll view's layout (for its target stack and geometry).
    weak var node: ScrollViewNode?
    /// The row at the top inside the insets when the drag began.
    private var startRow: Int?

    func scrollViewWillBeginDragging(_ scrollView: ScrollSim.ScrollView) {
        guard let node, let stack = node.targetStacks.first else { return }
        startRow = stack.rowIndex(below: node.geometry.bounds.minY)
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollSim.ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint) {
        guard let node, let stack = node.targetStacks.first, stack.rowCount > 0 else { return }
        let geometry = node.geometry
        let top = geometry.contentInsets.top
        // The row whose top is nearest to the projected target's top inside the insets.
        var row = stack.nearestRow(toTop: targetContentOffset.y + top)
        if let limit, let start = startRow {
            row = min(max(row, start - limit), start + limit)
        }
        let y = stack.rowTop(row) - top
        let minimum = scrollView.minimumContentOffset.y, maximum = scrollView.maximumContentOffset.y
        targetContentOffset.y = min(max(y, minimum), maximum)
    }
}
