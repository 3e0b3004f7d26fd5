import ScrollSim

/// SwiftUI's `Edge` (an edge of a rectangle, e.g. for `ScrollPosition`) and `Edge.Set` for
/// ``View/padding(_:_:)``: which edges get padding.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public nonisolated init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// The set of one edge.
        public nonisolated init(_ edge: Edge) {
            self.init(rawValue: 1 << edge.rawValue)
        }
    }
}

/// The modifier of ``View/padding(_:_:)``, as SwiftUI's `_PaddingLayout`: insets in points.
public struct _PaddingLayout: Sendable {
    let top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
}

extension _PaddingLayout: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { PaddingNode(padding: self, child: child) }
}

extension View {
    /// Pads the given edges by `length` points, as SwiftUI's `padding(_:_:)`: the view is proposed the
    /// proposal minus the padding and the padded view is the view's size plus the padding. `nil` = the
    /// platform default, 16 points on iOS (Apple documents a platform default; the value is OpenSwiftUI's
    /// `DefaultPadding` [model]).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        let value = length ?? 16
        func inset(_ edge: Edge.Set) -> CGFloat { edges.contains(edge) ? value : 0 }
        return ModifiedContent(content: self, modifier: _PaddingLayout(top: inset(.top), leading: inset(.leading),
                                                                      bottom: inset(.bottom), trailing: inset(.trailing)))
    }

    /// Pads all four edges by `length` points, as SwiftUI's `padding(_:)`.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        padding(.all, length)
    }
}

/// The layout of ``_PaddingLayout``.
final class PaddingNode: LayoutNode {
    var padding: _PaddingLayout
    let child: LayoutNode

    init(padding: _PaddingLayout, child: LayoutNode) {
        self.padding = padding
        self.child = child
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - padding.leading - padding.trailing) },
                         height: proposal.height.map { max(0, $0 - padding.top - padding.bottom) })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: childSize.width + padding.leading + padding.trailing,
                      height: childSize.height + padding.top + padding.bottom)
    }

    override func placeChildren(proposal: ProposedViewSize) {
        child.place(at: CGPoint(x: frame.minX + padding.leading, y: frame.minY + padding.top),
                    proposal: childProposal(proposal))
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { child.appendDrawnViews(to: &views) }
}

extension _PaddingLayout: InPlaceUpdatableModifier {
    /// A ``PaddingNode`` with this modifier's values around the updated content's node.
    func updateNode<Content: InPlaceUpdatableView>(_ node: LayoutNode, content: Content) -> LayoutNode? {
        guard let node = node as? PaddingNode, content.updateNode(node.child) else { return nil }
        node.padding = self
        return node.child
    }
}
