import ScrollSim

/// The modifier of ``View/coordinateSpace(name:)`` and ``View/coordinateSpace(_:)``: names the view's
/// coordinate space for the ``GeometryProxy``s inside it.
public struct _CoordinateSpaceModifier {
    /// The name.
    let name: AnyHashable
}

extension _CoordinateSpaceModifier: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { CoordinateSpaceNode(name: name, child: child) }
}

extension View {
    /// Names this view's coordinate space `name`, as SwiftUI's `coordinateSpace(name:)`: inside it,
    /// `frame(in: .named(name))` is relative to this view's top-leading corner. Layout is unchanged.
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        ModifiedContent(content: self, modifier: _CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space, as SwiftUI's `coordinateSpace(_:)` (iOS 17), written
    /// `.coordinateSpace(.named("list"))`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        ModifiedContent(content: self, modifier: _CoordinateSpaceModifier(name: name.name))
    }
}

/// The layout of ``_CoordinateSpaceModifier``: the child's, with the named space around the child's placement.
final class CoordinateSpaceNode: LayoutNode {
    let name: AnyHashable
    let child: LayoutNode

    init(name: AnyHashable, child: LayoutNode) {
        self.name = name
        self.child = child
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(proposal: ProposedViewSize) {
        var context = PlacementContext.current
        if let container = context.container {
            context.namedSpaces.append(PlacementContext.NamedSpace(name: name, frame: frame, container: container))
        }
        let origin = frame.origin
        PlacementContext.with(context) { child.place(at: origin, proposal: proposal) }
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { child.appendDrawnViews(to: &views) }
}
