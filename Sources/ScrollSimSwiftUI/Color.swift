import ScrollSim

/// SwiftUI's `Color` as a view: fills the whole size proposed to it (an unspecified dimension is 10
/// points, as SwiftUI's shapes). Drawn as a view named `Color` whose background is the colour.
///
/// The named colours are iOS's system colours in the light appearance (Apple Human Interface Guidelines,
/// "Color", iOS default light values).
public struct Color: View, PrimitiveView, Hashable, Sendable {
    /// Red, green, blue and opacity, each 0…1 (sRGB).
    let red: CGFloat, green: CGFloat, blue: CGFloat, opacity: CGFloat

    /// A colour from sRGB components, as SwiftUI's `Color(red:green:blue:opacity:)` (each 0…1).
    public nonisolated init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = CGFloat(red)
        self.green = CGFloat(green)
        self.blue = CGFloat(blue)
        self.opacity = CGFloat(opacity)
    }

    /// A colour from 0…255 components.
    private nonisolated init(bytes red: Double, _ green: Double, _ blue: Double) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255)
    }

    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// iOS system red, light: (255, 59, 48).
    public static let red = Color(bytes: 255, 59, 48)
    /// iOS system green, light: (52, 199, 89).
    public static let green = Color(bytes: 52, 199, 89)
    /// iOS system blue, light: (0, 122, 255).
    public static let blue = Color(bytes: 0, 122, 255)
    /// iOS system gray, light: (142, 142, 147).
    public static let gray = Color(bytes: 142, 142, 147)

    /// The engine colour with the same components.
    var engineColor: ScrollSim.Color { ScrollSim.Color(red: red, green: green, blue: blue, alpha: opacity) }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { FillNode(name: "Color", color: engineColor) }
}

/// The layout and drawing of ``Color`` and ``Rectangle``: takes the proposal (unspecified: 10 points
/// [SwiftUI's shapes' ideal size, `replacingUnspecifiedDimensions()`]); drawn as a view named `name` with
/// the fill as its background.
final class FillNode: LayoutNode {
    /// The drawn view.
    let view: ScrollSim.View

    init(name: String, color: ScrollSim.Color) {
        view = ViewReuseScope.view(named: name) { ScrollSim.View(name: name) }
        view.backgroundColor = color
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(proposal: ProposedViewSize) {
        view.frame = frame
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { views.append(view) }
}

extension Color: InPlaceUpdatableView {
    /// A fill node of this colour.
    func updateNode(_ node: LayoutNode) -> Bool {
        guard let node = node as? FillNode else { return false }
        node.view.backgroundColor = engineColor
        return true
    }
}
