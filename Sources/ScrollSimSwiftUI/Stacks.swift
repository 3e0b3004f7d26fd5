/// SwiftUI's `VStack`: its children one below another, `spacing` points apart, aligned horizontally by
/// `alignment`. Layout: see the package documentation of stacks (least flexible child first, equal shares).
public struct VStack<Content: View>: View, PrimitiveView {
    /// The horizontal guide the children align on.
    let alignment: HorizontalAlignment
    /// The gap between children in points; `nil` = the default (8 points [model]).
    let spacing: CGFloat?
    /// The children.
    let content: Content

    /// A vertical stack, as SwiftUI's `VStack(alignment:spacing:content:)`.
    /// - Parameters:
    ///   - alignment: the horizontal guide (default `.center`).
    ///   - spacing: the gap between adjacent children, points (`nil`: 8 [model of SwiftUI's default distance]).
    ///   - content: the children.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode {
        StackNode(axis: .vertical, crossFraction: alignment.fraction, spacing: spacing, children: childNodes(of: content))
    }
}

/// SwiftUI's `HStack`: its children side by side, leading to trailing, `spacing` points apart, aligned
/// vertically by `alignment`. Layout as ``VStack``'s along the horizontal axis.
public struct HStack<Content: View>: View, PrimitiveView {
    /// The vertical guide the children align on.
    let alignment: VerticalAlignment
    /// The gap between children in points; `nil` = the default (8 points [model]).
    let spacing: CGFloat?
    /// The children.
    let content: Content

    /// A horizontal stack, as SwiftUI's `HStack(alignment:spacing:content:)`.
    /// - Parameters:
    ///   - alignment: the vertical guide (default `.center`).
    ///   - spacing: the gap between adjacent children, points (`nil`: 8 [model of SwiftUI's default distance]).
    ///   - content: the children.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode {
        StackNode(axis: .horizontal, crossFraction: alignment.fraction, spacing: spacing, children: childNodes(of: content))
    }
}

/// SwiftUI's `ZStack`: its children on top of each other (later ones in front), each offered the whole
/// proposal and aligned by `alignment`; the stack is as large as its largest child in each dimension
/// (Apple's documentation of `ZStack`; "Layout fundamentals").
public struct ZStack<Content: View>: View, PrimitiveView {
    /// How the children align inside the stack.
    let alignment: Alignment
    /// The children.
    let content: Content

    /// An overlaying stack, as SwiftUI's `ZStack(alignment:content:)`.
    /// - Parameters:
    ///   - alignment: the alignment of the children (default `.center`).
    ///   - content: the children, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { ZStackNode(alignment: alignment, children: childNodes(of: content)) }
}

extension VStack: InPlaceUpdatableList where Content: InPlaceUpdatableList {}

extension VStack: InPlaceUpdatableView where Content: InPlaceUpdatableList {
    /// A vertical ``StackNode`` whose children are updated in place, with this stack's alignment and spacing.
    func updateNode(_ node: LayoutNode) -> Bool {
        StackNode.update(node, axis: .vertical, content: content, crossFraction: alignment.fraction, spacing: spacing)
    }
}

extension HStack: InPlaceUpdatableList where Content: InPlaceUpdatableList {}

extension HStack: InPlaceUpdatableView where Content: InPlaceUpdatableList {
    /// A horizontal ``StackNode`` whose children are updated in place, with this stack's alignment and
    /// spacing.
    func updateNode(_ node: LayoutNode) -> Bool {
        StackNode.update(node, axis: .horizontal, content: content, crossFraction: alignment.fraction, spacing: spacing)
    }
}

extension ZStack: InPlaceUpdatableList where Content: InPlaceUpdatableList {}

extension ZStack: InPlaceUpdatableView where Content: InPlaceUpdatableList {
    /// A ``ZStackNode`` whose children are updated in place, with this stack's alignment.
    func updateNode(_ node: LayoutNode) -> Bool {
        guard let node = node as? ZStackNode else { return false }
        var index = 0
        guard content.updateNodes(node.children, at: &index), index == node.children.count else { return false }
        node.alignment = alignment
        return true
    }
}
