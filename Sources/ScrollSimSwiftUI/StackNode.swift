import ScrollSim

/// The axis a stack arranges its children along.
enum StackAxis {
    case horizontal, vertical
}

/// The layout of ``VStack`` and ``HStack``, as SwiftUI documents it (Apple, "Layout fundamentals";
/// WWDC19 "Building Custom Views with SwiftUI"): the stack subtracts the spacing from the proposed length,
/// then offers the rest to its children from the least flexible to the most flexible (flexibility = the
/// length chosen for an infinite proposal minus the length chosen for a zero one; ties in order), each
/// child getting an equal share of what is left (children of a higher layout priority first, offered what
/// is left minus the lower-priority children's minimum lengths); the stack's length is the children's plus the spacing, its
/// thickness the thickest child's. Children sit one after another, aligned across by the alignment guide.
/// An unspecified (`nil`) length is passed on to every child (ideal sizes). Not modelled: per-pair spacing from the views' spacing preferences, pixel rounding.
final class StackNode: LayoutNode {
    /// The stacking axis.
    let axis: StackAxis
    /// The cross-axis guide as a fraction of the thickness (leading/top 0, centre ½, trailing/bottom 1).
    let crossFraction: CGFloat
    /// The gap between adjacent children (points).
    let spacing: CGFloat
    /// The non-empty children, in order.
    let children: [LayoutNode]

    /// SwiftUI's default gap between adjacent children, points: 8 [model: SwiftUI derives it per pair of
    /// views from their spacing preferences; 8 is its generic value (OpenSwiftUI's `Spacing`); Apple gives
    /// no number; text-to-text pairs on iOS differ slightly].
    static let defaultSpacing: CGFloat = 8

    init(axis: StackAxis, crossFraction: CGFloat, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis
        self.crossFraction = crossFraction
        self.spacing = spacing ?? Self.defaultSpacing
        self.children = children
        super.init()
        for case let spacer as SpacerNode in children { spacer.axis = axis }
        for case let divider as DividerNode in children { divider.axis = axis }
    }

    private func length(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func thickness(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func proposal(length: CGFloat?, thickness: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: thickness, height: length)
                          : ProposedViewSize(width: length, height: thickness)
    }

    /// The children's sizes and proposals for `proposal`, by the rule above.
    private func childSizes(_ proposal: ProposedViewSize) -> [(size: CGSize, proposal: ProposedViewSize)] {
        let proposedLength = axis == .vertical ? proposal.height : proposal.width
        let proposedThickness = axis == .vertical ? proposal.width : proposal.height
        guard let proposedLength else {
            let childProposal = self.proposal(length: nil, thickness: proposedThickness)
            return children.map { ($0.sizeThatFits(childProposal), childProposal) }
        }
        guard !children.isEmpty else { return [] }
        let minimum = children.map { length($0.sizeThatFits(self.proposal(length: 0, thickness: proposedThickness))) }
        let flexibility = children.indices.map { index in
            length(children[index].sizeThatFits(self.proposal(length: .infinity, thickness: proposedThickness))) - minimum[index]
        }
        var remaining = max(0, proposedLength - spacing * CGFloat(children.count - 1))
        var result = [(size: CGSize, proposal: ProposedViewSize)](repeating: (.zero, .zero), count: children.count)
        // Layout priorities (Apple's documentation of `layoutPriority(_:)`): the highest-priority children
        // are offered what is left minus the minimum lengths of all lower-priority children, then the next
        // priority; with equal priorities (the default, 0) this is one group.
        let first = children[0].layoutPriority
        let priorities = children.allSatisfy({ $0.layoutPriority == first })
            ? [first] : Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let group = priorities.count == 1 ? Array(children.indices)
                : children.indices.filter { children[$0].layoutPriority == priority }
            let lowerMinimum = children.indices.reduce(CGFloat(0)) { sum, index in
                children[index].layoutPriority < priority ? sum + minimum[index] : sum
            }
            var available = max(0, remaining - lowerMinimum)
            let order = group.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            for (rank, index) in order.enumerated() {
                let childProposal = self.proposal(length: available / CGFloat(order.count - rank), thickness: proposedThickness)
                let size = children[index].sizeThatFits(childProposal)
                result[index] = (size, childProposal)
                available = max(0, available - length(size))
                remaining = max(0, remaining - length(size))
            }
        }
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let sizes = childSizes(proposal).map(\.size)
        let totalLength = sizes.reduce(0) { $0 + length($1) } + spacing * CGFloat(children.count - 1)
        let maxThickness = sizes.reduce(0) { max($0, thickness($1)) }
        return axis == .vertical ? CGSize(width: maxThickness, height: totalLength)
                                 : CGSize(width: totalLength, height: maxThickness)
    }

    override func placeChildren(proposal: ProposedViewSize) {
        var position = axis == .vertical ? frame.minY : frame.minX
        for (child, layout) in zip(children, childSizes(proposal)) {
            let size = layout.size
            let origin: CGPoint
            if axis == .vertical {
                origin = CGPoint(x: frame.minX + (frame.width - size.width) * crossFraction, y: position)
            } else {
                origin = CGPoint(x: position, y: frame.minY + (frame.height - size.height) * crossFraction)
            }
            child.place(at: origin, proposal: layout.proposal)
            position += length(size) + spacing
        }
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) {
        for child in children { child.appendDrawnViews(to: &views) }
    }
}
