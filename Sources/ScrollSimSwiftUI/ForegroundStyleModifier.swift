import ScrollSim

/// The modifier of ``View/foregroundStyle(_:)``, ``View/foregroundColor(_:)`` and ``Shape/fill(_:style:)``:
/// the colour the shapes inside are filled with.
public struct _ForegroundStyleModifier: Sendable {
    /// The colour, or `nil` for the default (black).
    let color: Color?
}

extension _ForegroundStyleModifier: LayoutModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { ForegroundStyleNode(color: color, child: child) }
}

extension View {
    /// Sets the foreground style of the views inside, as SwiftUI's `foregroundStyle(_:)`: shapes are filled
    /// with it; an inner style wins over an outer one. Text colour is not modelled (it changes neither
    /// layout nor traces).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        ModifiedContent(content: self, modifier: _ForegroundStyleModifier(color: style as? Color))
    }

    /// Sets the foreground colour of the views inside, as SwiftUI's `foregroundColor(_:)` (`nil`: the
    /// default, black); as ``foregroundStyle(_:)``.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        ModifiedContent(content: self, modifier: _ForegroundStyleModifier(color: color))
    }
}

/// The drawing of ``_ForegroundStyleModifier``: lays out as its child; fills the shapes the child draws
/// that no inner foreground style filled yet.
final class ForegroundStyleNode: LayoutNode {
    let color: Color?
    let child: LayoutNode

    init(color: Color?, child: LayoutNode) {
        self.color = color
        self.child = child
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(proposal: ProposedViewSize) { child.place(at: frame.origin, proposal: proposal) }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) {
        let first = views.count
        child.appendDrawnViews(to: &views)
        for case let shape as ShapeView in views[first...] where !shape.hasForegroundStyle {
            shape.backgroundColor = (color ?? .black).engineColor
            shape.hasForegroundStyle = true
        }
    }
}
