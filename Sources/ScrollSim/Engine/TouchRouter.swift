import Foundation

/// Routes one finger to the scroll views under it and decides which one owns its pan
/// (<doc:Physics#Touch-pan-and-velocity>, <doc:CallbackOrder>, <doc:NestedScrolling>).
///
/// At touch-down the finger goes to the deepest view under it; every scroll view on the path from
/// there to the root is a candidate and starts tracking (outermost first). When the finger passes
/// the hysteresis, the **innermost** candidate that can take the pan wins and keeps it for the whole
/// gesture. A candidate cannot take it when scrolling is disabled, its axes cannot scroll that way,
/// or — with `transfersVerticalScrollingToParent` / `transfersHorizontalScrollingToParent` on — it is
/// at the edge the first movement pushes past while an outer candidate can still scroll that way.
@MainActor
struct TouchRouter {
    /// The finger currently down, if any.
    private(set) var touch: Touch?
    /// Scroll views under the finger, innermost first. Kept between touches (emptied, capacity kept) so
    /// that a touch-down allocates nothing in steady state.
    private var candidates: [ScrollView] = []

    struct Touch {
        var downLocation: CGPoint
        var owner: ScrollView?
        /// The pan has begun (with an owner) or can no longer begin for this finger.
        var panIsOver = false
        var tracker: VelocityTracker
        /// The touch may still end as a tap that selects a cell: no scroll view on its path was moving at
        /// touch-down, no pan began, and the finger stayed within the hysteresis.
        var maySelect = false
    }

    var isTouching: Bool { touch != nil }

    mutating func handle(_ event: TouchEvent, time: Double, root: View) {
        switch event.kind {
        case .down:
            candidates.removeAll(keepingCapacity: true)
            var view = TouchRouter.deepestView(at: event.location, in: root)
            while let current = view {
                if let scrollView = current as? ScrollView { candidates.append(scrollView) }
                view = current.superview
            }
            // The innermost moving scroll view catches the finger: its pan begins at touch-down (<doc:Physics#Touch-pan-and-velocity>, <doc:CallbackOrder>)
            // and keeps it; the others stop where they are.
            var catcher: ScrollView?
            var search = 0
            while search < candidates.count, catcher == nil {
                if candidates[search].isCatchable && candidates[search].isScrollEnabled { catcher = candidates[search] }
                search += 1
            }
            var anyMoving = false
            for candidate in candidates where candidate.isCatchable { anyMoving = true }
            touch = Touch(downLocation: event.location, owner: catcher, panIsOver: candidates.isEmpty || catcher != nil,
                          tracker: VelocityTracker(location: event.location, time: time), maySelect: !anyMoving)
            var index = candidates.count - 1
            while index >= 0 {
                candidates[index].touchDidBegin(catching: candidates[index] === catcher)
                index -= 1
            }
        case .moved, .stationary:
            // The touch is updated in place (a copy out and back would retain and release its owner).
            guard touch != nil else { return }
            touch!.tracker.add(location: event.location, time: time)
            let movement = CGPoint(x: event.location.x - touch!.downLocation.x,
                                   y: event.location.y - touch!.downLocation.y)
            if abs(Double(movement.x)) > ScrollView.panHysteresis || abs(Double(movement.y)) > ScrollView.panHysteresis {
                touch!.maySelect = false
            }
            let velocity = touch!.tracker.velocity
            if let owner = touch!.owner {
                if owner.isDragging {
                    owner.panDidChange(movement: movement, panVelocity: velocity)
                } else {
                    // The pan was cancelled (isScrollEnabled = false): the rest of the finger scrolls nothing.
                    touch!.owner = nil
                }
            } else if !touch!.panIsOver, let owner = TouchRouter.owner(for: movement, among: candidates) {
                touch!.owner = owner
                touch!.panIsOver = true
                touch!.maySelect = false
                owner.beginPan(movement: movement, panVelocity: velocity)
            }
        case .up:
            guard let current = touch else { return }
            touch = nil
            if let owner = current.owner { owner.touchDidEnd() }
            var index = 0
            while index < candidates.count {
                if candidates[index] !== current.owner { candidates[index].touchDidEnd() }
                index += 1
            }
            candidates.removeAll(keepingCapacity: true)
            if current.maySelect && current.owner == nil { TouchRouter.selectCell(at: event.location, in: root) }
        case .statusBarTap:
            break
        }
    }

    /// A tap ended at `point` (window coordinates): the innermost collection view (or table view) whose
    /// cell is under the point selects that cell's item, after the touch ended, as UIKit does
    /// (<doc:CallbackOrder#Tap-on-a-list>). Nothing if no cell is under the point.
    static func selectCell(at point: CGPoint, in root: View) {
        var view = deepestView(at: point, in: root)
        while let current = view {
            if let cell = current as? CollectionViewCell, let collectionView = cell.superview as? CollectionView {
                collectionView.selectItemFromTap(at: cell.indexPath)
                return
            }
            view = current.superview
        }
    }

    /// The innermost candidate that takes a pan whose first movement is `movement` (window points).
    static func owner(for movement: CGPoint, among candidates: [ScrollView]) -> ScrollView? {
        var index = 0
        search: while index < candidates.count {
            let candidate = candidates[index]
            index += 1
            guard candidate.panCanBegin(movement: movement) else { continue }
            if candidate.pushesPastEdgeAndTransfers(movement: movement) {
                var outer = index
                while outer < candidates.count {
                    let ancestor = candidates[outer]
                    if ancestor.panCanBegin(movement: movement) && ancestor.canStillScroll(movement: movement) { continue search }
                    outer += 1
                }
            }
            return candidate
        }
        return nil
    }

    /// The deepest visible, interactive view under `point` (window coordinates = the root's superview
    /// space), by ``View/hitTest(_:)``: through every scroll offset, skipping hidden views, views with
    /// alpha below 0.01 and views with user interaction off (and their subviews), as UIKit does.
    static func deepestView(at point: CGPoint, in root: View) -> View? {
        root.hitTest(CGPoint(x: point.x - root.frame.origin.x + root.bounds.origin.x,
                             y: point.y - root.frame.origin.y + root.bounds.origin.y))
    }
}
