import ScrollSim

/// The layout of a view with `onScrollVisibilityChange`: its child's, unchanged; after each layout of the
/// innermost scroll view around it, the fraction of its layout frame inside that scroll view's visible
/// rectangle is compared with the threshold.
///
/// [model: Apple says only that the action runs when the view "crosses the threshold to be considered on or
/// off screen"] The view is visible when the area of its layout frame inside ``ScrollGeometry/visibleRect``
/// is at least `threshold` × its area (for a threshold of 0: any overlap; a view of zero area: its frame
/// inside the rectangle). The drawing effects (`offset`, `scaleEffect`) do not count, nor clipping by
/// views around the scroll view. The first report calls the action only if the view is visible (a view
/// is taken to start off screen); after that, each change of visibility calls it. Views inside a
/// ``GeometryReader``'s content, or outside any scroll view, are not reported.
final class ScrollVisibilityNode: LayoutNode {
    let child: LayoutNode
    let observer: ScrollVisibilityObserver

    init(child: LayoutNode, observer: ScrollVisibilityObserver) {
        self.child = child
        self.observer = observer
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(proposal: ProposedViewSize) {
        child.place(at: frame.origin, proposal: proposal)
        let context = PlacementContext.current
        if !context.insideReader { context.scrollNode?.register(self) }
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { child.appendDrawnViews(to: &views) }

    override var isEmpty: Bool { child.isEmpty }

    /// Reports the visibility of ``frame`` (content coordinates of the scroll view) in `visibleRect`.
    func update(visibleRect: CGRect) {
        observer.update(isVisible: Self.isVisible(frame, in: visibleRect, threshold: observer.threshold))
    }

    /// Whether `frame` is visible in `visibleRect` by the rule above.
    static func isVisible(_ frame: CGRect, in visibleRect: CGRect, threshold: Double) -> Bool {
        let overlap = frame.intersection(visibleRect)
        guard !overlap.isNull else { return false }
        let area = Double(frame.width * frame.height)
        guard area > 0 else { return visibleRect.contains(frame.origin) }
        let fraction = Double(overlap.width * overlap.height) / area
        return threshold <= 0 ? fraction > 0 : fraction >= threshold
    }
}

/// The threshold, action and last report of an `onScrollVisibilityChange` modifier, kept across
/// evaluations by structural identity (``ViewReuseScope``).
@MainActor
final class ScrollVisibilityObserver {
    var threshold = 0.5
    var action: (Bool) -> Void = { _ in }
    /// The visibility last reported (`false` before the first report: a view starts off screen).
    private(set) var isVisible = false

    func update(isVisible visible: Bool) {
        guard visible != isVisible else { return }
        isVisible = visible
        action(visible)
    }
}

/// A view with `onScrollVisibilityChange` (see ``ScrollVisibilityNode``).
struct ScrollVisibilityView<Content: View>: View, PrimitiveView {
    var content: Content
    var threshold: Double
    var action: (Bool) -> Void

    typealias Body = Never

    func makeNode() -> LayoutNode {
        let observer = ViewReuseScope.reusable { ScrollVisibilityObserver() }
        observer.threshold = threshold
        observer.action = action
        return ScrollVisibilityNode(child: resolvedNode(of: content), observer: observer)
    }
}

extension View {
    /// Calls `action(true)` when at least `threshold` (a fraction, default 0.5) of this view is inside the
    /// visible rectangle of the innermost scroll view around it, and `action(false)` when it no longer is,
    /// as SwiftUI's `onScrollVisibilityChange(threshold:_:)`; see ``ScrollVisibilityNode`` for the rule
    /// [model] and the article “SwiftUI scroll callbacks” for the timing (after the scroll view's geometry actions).
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        ScrollVisibilityView(content: self, threshold: threshold, action: action)
    }
}
