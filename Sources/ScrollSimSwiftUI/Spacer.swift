import ScrollSim

/// SwiftUI's `Spacer`: in a stack, flexible space along the stack's axis, at least `minLength` points,
/// taking what the stack offers it (the stack offers it last: it is the most flexible child). Across the
/// axis it takes no space. Outside a stack it takes the proposal in both dimensions (at least `minLength`).
/// Draws nothing (Apple's documentation of `Spacer`).
public struct Spacer: View, PrimitiveView {
    /// The minimum length, points; `nil` = the default spacing, 8 points [model of SwiftUI's default, as
    /// for stacks].
    public var minLength: CGFloat?

    /// A spacer, as SwiftUI's `Spacer(minLength:)`.
    public nonisolated init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { SpacerNode(minLength: minLength ?? StackNode.defaultSpacing) }
}

/// The layout of ``Spacer``; its axis is set by the enclosing stack.
final class SpacerNode: LayoutNode {
    var minLength: CGFloat
    /// The enclosing stack's axis, or `nil` outside a stack.
    var axis: StackAxis?

    init(minLength: CGFloat) {
        self.minLength = minLength
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch axis {
        case .vertical: CGSize(width: 0, height: max(minLength, proposal.height ?? 0))
        case .horizontal: CGSize(width: max(minLength, proposal.width ?? 0), height: 0)
        case nil: CGSize(width: max(minLength, proposal.width ?? 0), height: max(minLength, proposal.height ?? 0))
        }
    }
}

extension Spacer: InPlaceUpdatableView {
    /// A spacer's node with this minimum length and no stack axis, as a new node has (a stack updated in
    /// place then sets its spacers' axis again, as a new stack does, see ``StackNode/update(crossFraction:spacing:)``).
    func updateNode(_ node: LayoutNode) -> Bool {
        guard let node = node as? SpacerNode else { return false }
        node.minLength = minLength ?? StackNode.defaultSpacing
        node.axis = nil
        return true
    }
}
