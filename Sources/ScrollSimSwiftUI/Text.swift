import ScrollSim

/// SwiftUI's `Text`: one or more lines of read-only text in the body font (17 points, SwiftUI's `.body`
/// on iOS at the default Dynamic Type size) or the font of ``View/font(_:)``.
///
/// Layout [model]: measured with the engine's documented text measure (the one `UILabel` uses: 0.5 em per
/// character, SF Pro's line height, rounded up to pixels), wrapping at the proposed width as SwiftUI's
/// text does; an unspecified or infinite width is one line. The proposed height is not used (no
/// truncation by height); ``View/lineLimit(_:)`` caps the lines, and a single line is truncated at the
/// proposed width. Drawn as a label named `Text`.
public struct Text: View, PrimitiveView {
    /// The text shown.
    let content: String

    /// Text showing `content` verbatim, as SwiftUI's `Text(_:)` with a string (no localization here).
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing `content` verbatim, as SwiftUI's `Text(verbatim:)`.
    public init(verbatim content: String) {
        self.content = content
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { TextNode(text: content) }
}

/// The layout and drawing of ``Text``: an engine label named `Text`.
final class TextNode: LayoutNode {
    /// The drawn label; it also measures.
    let label: Label

    init(text: String) {
        label = ViewReuseScope.view(named: "Text") { Label(text: text, name: "Text") }
        super.init()
        update(text: text)
    }

    /// Shows `text` in the environment's line limit, font and colour, as a new node would (see
    /// ``InPlaceUpdatableView``).
    func update(text: String) {
        label.text = text
        label.numberOfLines = ViewEnvironment.lineLimit ?? 0
        label.fontSize = ViewEnvironment.font?.size ?? ScrollSim.Font.labelFontSize
        label.textColor = ViewEnvironment.foreground?.engineColor ?? .black
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let advance = Label.averageAdvance * label.fontSize
        if let width = proposal.width, width.isFinite {
            // At least one character per line, so a zero proposal still measures.
            label.preferredMaxLayoutWidth = max(width, advance)
        } else {
            label.preferredMaxLayoutWidth = 0
        }
        let size = label.intrinsicContentSize
        // One line (`lineLimit(1)`) does not wrap: it is truncated at the proposed width.
        if label.numberOfLines == 1, let width = proposal.width, width < size.width {
            return CGSize(width: max(0, width), height: size.height)
        }
        return size
    }

    override func placeChildren(proposal: ProposedViewSize) {
        label.frame = frame
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { views.append(label) }
}

extension Text: InPlaceUpdatableView {
    /// A text node showing this text.
    func updateNode(_ node: LayoutNode) -> Bool {
        guard let node = node as? TextNode else { return false }
        node.update(text: content)
        return true
    }
}
