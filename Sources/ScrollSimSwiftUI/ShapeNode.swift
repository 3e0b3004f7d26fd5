import ScrollSim

/// The layout and drawing of the shapes ``Rectangle``, ``RoundedRectangle``, ``Circle`` and ``Capsule``: a shape takes the
/// size proposed to it (unspecified: 10 points, SwiftUI's `replacingUnspecifiedDimensions()`), and is
/// drawn as a ``ShapeView`` filled with the foreground style of the environment (``View/foregroundStyle(_:)``,
/// ``Shape/fill(_:style:)``; default black, SwiftUI's primary colour in the light appearance).
final class ShapeNode: LayoutNode {
    /// The outline drawn in the laid-out frame.
    enum Outline: Sendable {
        case roundedRectangle(CGSize, RoundedCornerStyle)
        case circle
        case capsule(RoundedCornerStyle)

        /// The corner size of the outline in a frame of `size`: a circle's and a capsule's is half the
        /// shorter side.
        func cornerSize(in size: CGSize) -> CGSize {
            switch self {
            case .roundedRectangle(let corner, _): return corner
            case .circle, .capsule:
                let half = min(size.width, size.height) / 2
                return CGSize(width: half, height: half)
            }
        }
    }

    /// The drawn view.
    let view: ShapeView
    private(set) var outline: Outline

    init(name: String, outline: Outline) {
        view = ViewReuseScope.view(named: name) {
            let view = ShapeView(frame: .zero)
            view.name = name
            return view
        }
        view.backgroundColor = (ViewEnvironment.foreground ?? .black).engineColor
        view.lineWidth = 0
        view.strokeColor = nil
        self.outline = outline
    }

    /// Draws `outline` filled with the current foreground colour, as a new node would (see
    /// ``InPlaceUpdatableView``).
    func update(outline: Outline) {
        view.backgroundColor = (ViewEnvironment.foreground ?? .black).engineColor
        view.lineWidth = 0
        view.strokeColor = nil
        self.outline = outline
    }

    /// Updates `node`, if it is a shape node, to draw `outline` (``InPlaceUpdatableView/updateNode(_:)`` of
    /// the shapes).
    static func update(_ node: LayoutNode, outline: Outline) -> Bool {
        guard let node = node as? ShapeNode else { return false }
        node.update(outline: outline)
        return true
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(proposal: ProposedViewSize) {
        let side = min(frame.width, frame.height)
        switch outline {
        case .roundedRectangle(let corner, let style):
            view.frame = frame
            view.cornerSize = corner
            view.cornerStyle = style
        case .circle:
            view.frame = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            view.cornerSize = CGSize(width: side / 2, height: side / 2)
            view.cornerStyle = .circular
        case .capsule(let style):
            view.frame = frame
            view.cornerSize = CGSize(width: side / 2, height: side / 2)
            view.cornerStyle = style
        }
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { views.append(view) }
}

/// The engine view drawn for a SwiftUI shape: a filled rectangle with rounded corners (nothing is
/// rasterised; the corner size and style are kept for reports).
final class ShapeView: ScrollSim.View {
    /// The width and height of the rounded corners, points (zero: square corners).
    var cornerSize: CGSize = .zero
    /// The corners' style.
    var cornerStyle: RoundedCornerStyle = .continuous
    /// The width of the stroked outline, points (0: filled, no stroke).
    var lineWidth: CGFloat = 0
    /// The colour of the stroked outline.
    var strokeColor: ScrollSim.Color?
}
