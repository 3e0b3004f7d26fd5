import ScrollSim

/// SwiftUI's `ScrollView`: its content, laid out at its ideal length along the scrolling axes, scrolled by
/// an engine scroll view (a `UIScrollView`, as on iOS) with the engine's physics.
///
/// Layout (swiftuifieldguide.com, "ScrollView"; Apple's documentation of `ScrollView`): the scroll view
/// proposes its own size to the content, with `nil` (the ideal length) on each scrolling axis; the content
/// chooses its size, which is the scroll view's `contentSize` on those axes. The scroll view itself takes the
/// size proposed to it; a `nil` proposal takes the content's size on that axis [model]. On an axis that does
/// not scroll, content smaller or larger than the scroll view is centred in it [model, as SwiftUI draws a
/// narrow `Text` in a vertical `ScrollView`].
///
/// Rendering: an engine scroll view named `ScrollView`, whose subviews are the content's drawn views with
/// their frames in content coordinates, so the content moves with `contentOffset`, gestures scroll it and
/// traces record it. It bounces on its scrolling axes even when the content fits (SwiftUI's
/// `scrollBounceBehavior(.automatic)` on iOS, UIKIT-FACTS topic 9).
///
/// Safe area [model of SwiftUI's documented behaviour that scroll views scroll their content under the
/// bars while keeping it in the safe area at rest]: where the scroll view's layout frame reaches an edge of
/// the hosting view's safe area, the engine scroll view is extended to the hosting view's edge and the
/// extension becomes its `contentInset` (`contentInsetAdjustmentBehavior = .never`), so at rest the content
/// starts where layout put it (top 59 on a 393 × 852 phone) and scrolls under the status bar.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The view scrolled.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether the scroll indicators are shown (the engine's `showsVerticalScrollIndicator` and
    /// `showsHorizontalScrollIndicator`).
    public var showsIndicators: Bool

    /// A scroll view, as SwiftUI's `ScrollView(_:showsIndicators:content:)`.
    /// - Parameters:
    ///   - axes: the scrollable axes (default vertical).
    ///   - showsIndicators: whether to show the scroll indicators (default `true`).
    ///   - content: the scrolled content; several views are stacked along the scrolling axis as by a
    ///     ``VStack`` (``HStack`` for a horizontal-only scroll view) with the default spacing [model].
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode {
        // Claim the scroll observers of the modifiers around this view before the content's scroll views can.
        let observers = ScrollObservation.claimOpen()
        let nodes = childNodes(of: content)
        let contentNode: LayoutNode
        if nodes.isEmpty {
            contentNode = EmptyNode()
        } else if nodes.count == 1 {
            contentNode = nodes[0]
        } else {
            contentNode = StackNode(axis: axes == .horizontal ? .horizontal : .vertical, crossFraction: 0.5,
                                    spacing: nil, children: nodes)
        }
        let node = ScrollViewNode(axes: axes, showsIndicators: showsIndicators, content: contentNode)
        node.configure(ScrollConfiguration.current)
        node.phaseObservers = observers.phase
        node.geometryObservers = observers.geometry
        node.positionObservers = observers.position
        return node
    }
}
