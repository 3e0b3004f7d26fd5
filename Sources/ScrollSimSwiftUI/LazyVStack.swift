/// SwiftUI's `LazyVStack`: its rows one below another, `spacing` points apart, built only while they are
/// near the visible part of the scroll view around it; rows scrolled away are recycled.
///
/// Layout and laziness: see ``LazyStackNode`` (the rules, the size estimate and the models chosen).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// The horizontal guide the rows align on.
    let alignment: HorizontalAlignment
    /// The gap between rows, points; `nil` = the default (8 points [model], as ``VStack``).
    let spacing: CGFloat?
    /// Accepted for source compatibility; sections are not modelled.
    let pinnedViews: PinnedScrollableViews
    /// The rows (typically a ``ForEach``).
    let content: Content

    /// A lazy vertical stack, as SwiftUI's `LazyVStack(alignment:spacing:pinnedViews:content:)`.
    /// - Parameters:
    ///   - alignment: the horizontal guide (default `.center`).
    ///   - spacing: the gap between adjacent rows, points (`nil`: 8 [model of SwiftUI's default distance]).
    ///   - pinnedViews: section views to pin (sections are not modelled: no effect).
    ///   - content: the rows; each element of a ``ForEach`` is one row, built when needed.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode {
        var segments: [LazyStackSegment] = []
        LazyStackSegment.segments(of: content, path: ViewGraph.currentPath, into: &segments)
        let state = ViewReuseScope.reusable { LazyStackState() }
        return LazyStackNode(crossFraction: alignment.fraction, spacing: spacing ?? StackNode.defaultSpacing,
                             segments: segments, state: state)
    }
}
