import ScrollSim

/// SwiftUI's `SafeAreaRegions`: which safe areas ``View/ignoresSafeArea(_:edges:)`` ignores. Only the
/// container region (the bars' insets) is modelled; the keyboard never shows here.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A set from raw bits.
    public nonisolated init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area of the container: the status bar, the home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard covers (never shown here).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The modifier of ``View/ignoresSafeArea(_:edges:)``, as SwiftUI's `_SafeAreaRegionsIgnoringLayout`.
public struct _SafeAreaRegionsIgnoringLayout: Sendable {
    /// The regions ignored.
    let regions: SafeAreaRegions
    /// The edges ignored.
    let edges: Edge.Set
}

extension _SafeAreaRegionsIgnoringLayout: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { IgnoresSafeAreaNode(layout: self, child: child) }
}

extension View {
    /// Extends this view into the safe area on `edges`, as SwiftUI's `ignoresSafeArea(_:edges:)`: where
    /// its frame reaches the hosting view's safe area on one of those edges, the view is laid out and drawn
    /// as if that edge were the screen's (Apple's documentation: the view's bounds expand into the safe
    /// area). Its parent still sees the size it chose inside the safe area. [Model: only the hosting view's
    /// safe area (the bars) is modelled; inside a scroll view the modifier changes nothing; the keyboard
    /// region never applies.]
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> ModifiedContent<Self, _SafeAreaRegionsIgnoringLayout> {
        ModifiedContent(content: self, modifier: _SafeAreaRegionsIgnoringLayout(regions: regions, edges: edges))
    }

    /// Extends this view into the safe area on `edges`, as SwiftUI's older `edgesIgnoringSafeArea(_:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _SafeAreaRegionsIgnoringLayout> {
        ignoresSafeArea(.container, edges: edges)
    }
}

/// The layout of ``_SafeAreaRegionsIgnoringLayout``: its size is the child's; when placed directly in the
/// hosting view (``PlacementContext/safeArea`` known), each ignored edge of its frame that lies on the safe
/// area's edge (within half a point) is moved out to the hosting view's edge, and the child is proposed and
/// placed in that extended rectangle.
final class IgnoresSafeAreaNode: LayoutNode {
    let layout: _SafeAreaRegionsIgnoringLayout
    let child: LayoutNode

    init(layout: _SafeAreaRegionsIgnoringLayout, child: LayoutNode) {
        self.layout = layout
        self.child = child
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    /// The frame extended into the safe area on the ignored edges it reaches.
    private func extendedFrame() -> CGRect {
        let context = PlacementContext.current
        guard layout.regions.contains(.container), let area = context.safeArea, let container = context.container else {
            return frame
        }
        let bounds = container.bounds
        let edges = layout.edges
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), abs(minY - area.minY) < 0.5 { minY = min(minY, bounds.minY) }
        if edges.contains(.bottom), abs(maxY - area.maxY) < 0.5 { maxY = max(maxY, bounds.maxY) }
        if edges.contains(.leading), abs(minX - area.minX) < 0.5 { minX = min(minX, bounds.minX) }
        if edges.contains(.trailing), abs(maxX - area.maxX) < 0.5 { maxX = max(maxX, bounds.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    override func placeChildren(proposal: ProposedViewSize) {
        let extended = extendedFrame()
        if extended == frame {
            child.place(at: frame.origin, proposal: proposal)
        } else {
            child.place(at: extended.origin, proposal: ProposedViewSize(extended.size))
        }
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { child.appendDrawnViews(to: &views) }
}
