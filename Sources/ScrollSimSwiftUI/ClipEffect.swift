import ScrollSim

/// The modifier of ``View/clipped(antialiased:)``, ``View/clipShape(_:style:)`` and
/// ``View/cornerRadius(_:antialiased:)``, as SwiftUI's `_ClipEffect`: the outline clipped to.
public struct _ClipEffect: Sendable {
    /// The outline in the modified view's frame: a rectangle with these rounded corners.
    let outline: ShapeNode.Outline
}

extension _ClipEffect: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { ClipNode(outline: outline, child: child) }
}

extension View {
    /// Clips this view to its frame, as SwiftUI's `clipped(antialiased:)`: drawing only, layout is unchanged.
    /// The views it draws become subviews of an engine view named `Clip` that has this view's frame and
    /// `clipsToBounds` set [model: SwiftUI masks the layer; the engine clips a view's subviews].
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipEffect> {
        ModifiedContent(content: self, modifier: _ClipEffect(outline: .roundedRectangle(.zero, .circular)))
    }

    /// Clips this view to `shape` in its frame, as SwiftUI's `clipShape(_:style:)`: as ``clipped(antialiased:)``,
    /// the clip view (the modified view's frame) keeping the shape's corner size; a ``Circle`` in a frame
    /// that is not square clips as a ``Capsule`` [model: the clip view keeps the modified view's frame].
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ClipEffect> {
        let outline = (shape as? any OutlinedShape)?.outline ?? .roundedRectangle(.zero, .circular)
        return ModifiedContent(content: self, modifier: _ClipEffect(outline: outline))
    }

    /// Clips this view to its frame with rounded corners of `radius` points, as SwiftUI's (deprecated)
    /// `cornerRadius(_:antialiased:)`: `clipShape(RoundedRectangle(cornerRadius: radius))` with circular
    /// corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect> {
        ModifiedContent(content: self, modifier: _ClipEffect(outline: .roundedRectangle(CGSize(width: radius, height: radius), .circular)))
    }
}

/// The drawing of ``_ClipEffect``: a clipping container view framed like the modified view, in whose
/// coordinates the child is placed (origin at the container's top-leading corner) and whose subviews are
/// the child's drawn views, as ``ScrollViewNode`` keeps its content.
final class ClipNode: LayoutNode {
    let child: LayoutNode
    /// The outline clipped to.
    let outline: ShapeNode.Outline
    /// The container (reused across evaluations by structural identity).
    let view: ClipView

    init(outline: ShapeNode.Outline, child: LayoutNode) {
        self.child = child
        self.outline = outline
        view = ViewReuseScope.view(named: "Clip") { ClipView() }
        view.clipsToBounds = true
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(proposal: ProposedViewSize) {
        if view.frame != frame { view.frame = frame }
        view.cornerSize = outline.cornerSize(in: frame.size)
        let context = PlacementContext.current
        // Attach before placing the child, so that readers inside see their place in the window.
        if view.superview == nil, let container = context.container { container.addSubview(view) }
        var inner = context
        inner.container = view
        inner.safeArea = nil
        inner.effects = nil
        PlacementContext.with(inner) { child.place(at: .zero, proposal: proposal) }
        var views: [ScrollSim.View] = []
        child.appendDrawnViews(to: &views)
        view.drawn.update(views, in: view)
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { views.append(view) }
}

/// The engine view drawn by ``ClipNode``: clips its subviews, the clipped content's drawn views.
final class ClipView: ScrollSim.View {
    /// The content's drawn views, this view's subviews.
    var drawn = DrawnSubviews()
    /// The rounded corners of the clip, points (zero: square).
    var cornerSize: CGSize = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        name = "Clip"
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
