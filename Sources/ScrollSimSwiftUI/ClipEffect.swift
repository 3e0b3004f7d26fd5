import ScrollSim

/// The modifier of ``View/clipped(antialiased:)``, as SwiftUI's `_ClipEffect` with a rectangle.
public struct _ClipEffect: Sendable {}

extension _ClipEffect: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { ClipNode(child: child) }
}

extension View {
    /// Clips this view to its frame, as SwiftUI's `clipped(antialiased:)`: drawing only, layout is unchanged.
    /// The views it draws become subviews of a view named `Clip` that has this view's frame and
    /// `clipsToBounds` set [model: SwiftUI masks the layer; the engine clips a view's subviews].
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipEffect> {
        ModifiedContent(content: self, modifier: _ClipEffect())
    }
}

/// The drawing of ``_ClipEffect``: a clipping container view framed like the modified view, holding the
/// child's drawn views with their frames made relative to the container.
final class ClipNode: LayoutNode {
    let child: LayoutNode
    /// The container.
    let view: ScrollSim.View
    /// The child's drawn views (the container's subviews), back to front.
    private var contents: [ScrollSim.View] = []

    init(child: LayoutNode) {
        self.child = child
        view = ScrollSim.View(name: "Clip")
        view.clipsToBounds = true
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(proposal: ProposedViewSize) {
        view.frame = frame
        child.place(at: frame.origin, proposal: proposal)
        // The child framed its views in the hosting view's coordinates; they live in the container.
        for content in contents {
            content.frame = content.frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        }
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) {
        for content in contents { content.removeFromSuperview() }
        contents = []
        child.appendDrawnViews(to: &contents)
        for content in contents { view.addSubview(content) }
        views.append(view)
    }
}
