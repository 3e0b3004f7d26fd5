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
    private(set) var crossFraction: CGFloat
    /// The gap between adjacent children (points).
    private(set) var spacing: CGFloat
    /// The non-empty children, in order.
    let children: [LayoutNode]

    /// The children's sizes and proposals of the last ``childSizes(_:)`` (scratch, capacity kept).
    private var sizes: [CGSize] = []
    private var proposals: [ProposedViewSize] = []
    /// Each child's length for a zero proposal, its flexibility, and the order children are offered space
    /// in (scratch for ``childSizes(_:)``, capacity kept: laying a stack out again allocates nothing).
    private var minimum: [CGFloat] = []
    private var flexibility: [CGFloat] = []
    private var order: [Int] = []

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
        setChildAxes()
    }

    /// Tells the spacers and dividers among the children the stack's axis.
    private func setChildAxes() {
        for child in children {
            if let spacer = child as? SpacerNode { spacer.axis = axis }
            if let divider = child as? DividerNode { divider.axis = axis }
        }
    }

    /// Sets the alignment and spacing a new stack of the same children would have, after the children
    /// were updated in place (``InPlaceUpdatableView``), and tells the spacers and dividers the axis again.
    func update(crossFraction: CGFloat, spacing: CGFloat?) {
        self.crossFraction = crossFraction
        self.spacing = spacing ?? Self.defaultSpacing
        setChildAxes()
    }

    /// Updates `node` in place as a stack along `axis` of `content`'s children; `false` when `node` is not
    /// such a stack or its children do not match `content`'s (the caller then builds the stack anew).
    static func update<Content: InPlaceUpdatableList>(_ node: LayoutNode, axis: StackAxis, content: Content,
                                                      crossFraction: CGFloat, spacing: CGFloat?) -> Bool {
        guard let node = node as? StackNode, node.axis == axis else { return false }
        var index = 0
        guard content.updateNodes(node.children, at: &index), index == node.children.count else { return false }
        node.update(crossFraction: crossFraction, spacing: spacing)
        return true
    }

    private func length(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func thickness(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func proposal(length: CGFloat?, thickness: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: thickness, height: length)
                          : ProposedViewSize(width: length, height: thickness)
    }

    /// Works out the children's sizes and proposals for `proposal`, by the rule above, into ``sizes`` and
    /// ``proposals`` (one each per child).
    private func childSizes(_ proposal: ProposedViewSize) {
        let count = children.count
        sizes.removeAll(keepingCapacity: true)
        proposals.removeAll(keepingCapacity: true)
        let proposedLength = axis == .vertical ? proposal.height : proposal.width
        let proposedThickness = axis == .vertical ? proposal.width : proposal.height
        guard let proposedLength else {
            let childProposal = self.proposal(length: nil, thickness: proposedThickness)
            for child in children {
                sizes.append(child.sizeThatFits(childProposal))
                proposals.append(childProposal)
            }
            return
        }
        guard count > 0 else { return }
        minimum.removeAll(keepingCapacity: true)
        flexibility.removeAll(keepingCapacity: true)
        for child in children { minimum.append(length(child.sizeThatFits(self.proposal(length: 0, thickness: proposedThickness)))) }
        for index in 0..<count {
            flexibility.append(length(children[index].sizeThatFits(self.proposal(length: .infinity, thickness: proposedThickness)))
                               - minimum[index])
        }
        var remaining = max(0, proposedLength - spacing * CGFloat(count - 1))
        for _ in 0..<count {
            sizes.append(.zero)
            proposals.append(.zero)
        }
        // Layout priorities (Apple's documentation of `layoutPriority(_:)`): the highest-priority children
        // are offered what is left minus the minimum lengths of all lower-priority children, then the next
        // priority, from the highest down; with equal priorities (the default, 0) this is one group.
        var priority = children[0].layoutPriority
        for child in children where child.layoutPriority > priority { priority = child.layoutPriority }
        while true {
            var lowerMinimum: CGFloat = 0
            for index in 0..<count where children[index].layoutPriority < priority { lowerMinimum += minimum[index] }
            var available = max(0, remaining - lowerMinimum)
            // The group, least flexible first (ties in order): an insertion sort, as the standard library's
            // sort of a short array.
            order.removeAll(keepingCapacity: true)
            for index in 0..<count where children[index].layoutPriority == priority {
                let key = index
                var position = order.count
                order.append(key)
                while position > 0 && (flexibility[key], key) < (flexibility[order[position - 1]], order[position - 1]) {
                    order[position] = order[position - 1]
                    position -= 1
                }
                order[position] = key
            }
            for rank in 0..<order.count {
                let index = order[rank]
                let childProposal = self.proposal(length: available / CGFloat(order.count - rank), thickness: proposedThickness)
                let size = children[index].sizeThatFits(childProposal)
                sizes[index] = size
                proposals[index] = childProposal
                available = max(0, available - length(size))
                remaining = max(0, remaining - length(size))
            }
            // The next lower priority, if any.
            var next: Double?
            for child in children where child.layoutPriority < priority && next.map({ child.layoutPriority > $0 }) ?? true {
                next = child.layoutPriority
            }
            guard let next else { break }
            priority = next
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        childSizes(proposal)
        var totalLength: CGFloat = 0
        var maxThickness: CGFloat = 0
        for size in sizes {
            totalLength += length(size)
            maxThickness = max(maxThickness, thickness(size))
        }
        totalLength += spacing * CGFloat(children.count - 1)
        return axis == .vertical ? CGSize(width: maxThickness, height: totalLength)
                                 : CGSize(width: totalLength, height: maxThickness)
    }

    override func placeChildren(proposal: ProposedViewSize) {
        var position = axis == .vertical ? frame.minY : frame.minX
        childSizes(proposal)
        for index in 0..<min(children.count, sizes.count) {
            let size = sizes[index]
            let origin: CGPoint
            if axis == .vertical {
                origin = CGPoint(x: frame.minX + (frame.width - size.width) * crossFraction, y: position)
            } else {
                origin = CGPoint(x: position, y: frame.minY + (frame.height - size.height) * crossFraction)
            }
            children[index].place(at: origin, proposal: proposals[index])
            position += length(size) + spacing
        }
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) {
        for child in children { child.appendDrawnViews(to: &views) }
    }
}
