/// SwiftUI's `ScrollPosition` (iOS 18): where a scroll view is, or should go: an edge, a point of the
/// content, or the id of a scroll target; bound with ``View/scrollPosition(_:anchor:)``.
///
/// Setting one of its targets (`scrollTo…`) from outside scrolls the scroll view there; when the user
/// scrolls, the scroll view writes its position back with ``isPositionedByUser`` `true` (see
/// ``View/scrollPosition(_:anchor:)`` for the model).
public struct ScrollPosition: Equatable {
    /// The edge scrolled to, if the position is an edge.
    public private(set) var edge: Edge?
    /// The point of the content at the top-leading corner inside the insets, if the position is a point.
    public private(set) var point: CGPoint?
    /// The id of the scroll target, if the position is a view.
    public private(set) var viewID: (any Hashable)?
    /// The anchor of the target view, with ``viewID``.
    private var anchor: UnitPoint?
    /// Whether the user's scrolling set this position (rather than code).
    public private(set) var isPositionedByUser = false

    /// A position of no target yet, as SwiftUI's `ScrollPosition(idType:)` (the id type is not needed here).
    public init(idType: (some Hashable).Type = Never.self) {}

    /// A position at `edge`, as SwiftUI's `ScrollPosition(idType:edge:)`.
    public init(idType: (some Hashable).Type = Never.self, edge: Edge) { self.edge = edge }

    /// A position at `edge`, as SwiftUI's `ScrollPosition(edge:)`.
    public init(edge: Edge) { self.edge = edge }

    /// A position at a point of the content, as SwiftUI's `ScrollPosition(point:)`.
    public init(point: CGPoint) { self.point = point }

    /// A position at `x` (and 0 on y), as SwiftUI's `ScrollPosition(x:)`.
    public init(x: CGFloat) { point = CGPoint(x: x, y: 0) }

    /// A position at `y` (and 0 on x), as SwiftUI's `ScrollPosition(y:)`.
    public init(y: CGFloat) { point = CGPoint(x: 0, y: y) }

    /// A position at the scroll target `id`, as SwiftUI's `ScrollPosition(id:anchor:)`.
    public init(id: some Hashable, anchor: UnitPoint? = nil) {
        viewID = id
        self.anchor = anchor
    }

    /// The target id if it has type `T`, as SwiftUI's `viewID(type:)`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }

    /// Scrolls to `edge` (see ``View/scrollPosition(_:anchor:)``).
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    /// Scrolls to a point of the content.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    /// Scrolls to `x` (y unchanged [model: 0 when no point was set]).
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: point?.y ?? 0)) }
    /// Scrolls to `y` (x unchanged [model: 0 when no point was set]).
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(point: CGPoint(x: point?.x ?? 0, y: y)) }
    /// Scrolls to a point given by its coordinates.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: y)) }
    /// Scrolls to the scroll target `id`, `anchor` of it at `anchor` of the visible area inside the insets.
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }

    /// The position the user's scrolling wrote: the top target's id, or else the point.
    static func byUser(id: AnyHashable?, point: CGPoint) -> ScrollPosition {
        var position = id.map { ScrollPosition(id: $0) } ?? ScrollPosition(point: point)
        position.isPositionedByUser = true
        return position
    }

    /// The target's id as `AnyHashable`.
    var targetID: AnyHashable? { viewID.map { AnyHashable($0) } }
    /// The anchor given with the id.
    var targetAnchor: UnitPoint? { anchor }

    /// Equal targets, anchors and user flags.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.edge == rhs.edge && lhs.point == rhs.point && lhs.targetID == rhs.targetID
            && lhs.anchor == rhs.anchor && lhs.isPositionedByUser == rhs.isPositionedByUser
    }
}

/// A ``View/scrollPosition(_:anchor:)`` binding as the scroll view holds it.
@MainActor
final class ScrollPositionBindingObserver: ScrollPositionObserving {
    var binding: Binding<ScrollPosition> = .constant(ScrollPosition())
    var anchor: UnitPoint?
    /// The value last written or applied; a binding value that differs was set from outside.
    private var lastValue: ScrollPosition?
    /// The offset after the last report.
    private var lastOffset: CGPoint?
    /// Whether the user's drag or its deceleration was moving the view at the last report.
    private var wasUserDriven = false

    func update(_ scrollNode: ScrollViewNode, geometry: ScrollGeometry) {
        let scrollView = scrollNode.scrollView
        let position = binding.wrappedValue
        defer { lastOffset = scrollView.contentOffset }
        if position != lastValue {
            lastValue = position
            guard !position.isPositionedByUser else { return }
            let insets = geometry.contentInsets
            let minimum = scrollView.minimumContentOffset, maximum = scrollView.maximumContentOffset
            var target: CGPoint?
            if let edge = position.edge {
                var offset = scrollView.contentOffset
                switch edge {
                case .top: offset.y = minimum.y
                case .bottom: offset.y = maximum.y
                case .leading: offset.x = minimum.x
                case .trailing: offset.x = maximum.x
                }
                target = offset
            } else if let point = position.point {
                target = CGPoint(x: min(max(point.x - insets.leading, minimum.x), maximum.x),
                                 y: min(max(point.y - insets.top, minimum.y), maximum.y))
            } else if let id = position.targetID, let stack = scrollNode.targetStacks.first,
                      let y = stack.contentOffsetY(showing: id, anchor: position.targetAnchor ?? anchor ?? .top, geometry: geometry) {
                target = CGPoint(x: scrollView.contentOffset.x, y: y)
            }
            if let target, target != scrollView.contentOffset {
                scrollView.setContentOffset(target, animated: false)
            }
            return
        }
        // The user scrolled (a drag or its deceleration moved the offset, up to the frame it ended in):
        // write the position back.
        let phase = scrollView.phase
        let userDriven = phase == .dragging || phase == .decelerating || phase == .bouncing
        defer { wasUserDriven = userDriven }
        guard userDriven || wasUserDriven, let lastOffset, lastOffset != scrollView.contentOffset else { return }
        let insets = geometry.contentInsets
        let id = scrollNode.targetStacks.first?.firstTargetID(below: geometry.bounds.minY)
        let written = ScrollPosition.byUser(id: id, point: CGPoint(x: geometry.contentOffset.x + insets.leading,
                                                                     y: geometry.contentOffset.y + insets.top))
        lastValue = written
        if written != position { binding.wrappedValue = written }
    }
}

extension View {
    /// Binds the position of the first scroll view at or below this view, as SwiftUI's
    /// `scrollPosition(_:anchor:)` with a ``ScrollPosition``.
    ///
    /// [model] A value set from outside (one that differs from the value last written) scrolls, without
    /// animation: an edge to that end of the content range, a point so that it sits at the top-leading
    /// corner inside the insets (offset = point − the top and leading insets), an id as
    /// ``View/scrollPosition(id:anchor:)`` does (targets: the rows of a `scrollTargetLayout()`
    /// ``LazyVStack``); all clamped to the range. After every layout in which the user's drag or its
    /// deceleration moved the offset, the binding is written: the id of the top target if there are
    /// targets, else the point at the top-leading corner inside the insets, with
    /// ``ScrollPosition/isPositionedByUser`` `true`.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        ScrollObservingView(content: self) {
            let observer = ViewReuseScope.reusable { ScrollPositionBindingObserver() }
            observer.binding = position
            observer.anchor = anchor
            return ScrollObservation(position: observer)
        }
    }
}
