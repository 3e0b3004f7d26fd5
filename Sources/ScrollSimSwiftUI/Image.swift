import ScrollSim
import ScrollSimUIKit

/// SwiftUI's `Image`: a picture of a known size. There are no pixels here: an image is a sized placeholder
/// whose size comes from the same registry as UIKit's `UIImage(named:)` / `UIImage(systemName:)` (register
/// sizes with `UIImage.register(named:size:)`; unregistered asset names are 100 × 100 points, symbols
/// 17 × 17).
///
/// Layout (Apple's documentation of `Image` and `resizable(capInsets:resizingMode:)`): an image that is not
/// resizable is always its own size, whatever is proposed; a resizable image takes the size proposed to it,
/// an unspecified (`nil`) dimension being the image's own. Combine with ``View/scaledToFill()``,
/// ``View/scaledToFit()`` or `aspectRatio(_:contentMode:)` to keep its aspect ratio.
/// Drawn as an engine `ImageView` named `Image` showing the registry's image, its frame the laid-out size.
public struct Image: View, PrimitiveView {
    /// The asset or symbol name.
    let name: String
    /// Whether `name` is a system symbol name.
    let isSystemSymbol: Bool
    /// Whether the image takes the proposed size (``resizable(capInsets:resizingMode:)``).
    var isResizable = false

    /// The image named `name` in the asset registry, as SwiftUI's `Image(_:bundle:)` (the bundle is not
    /// used: sizes come from the registry).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        isSystemSymbol = false
    }

    /// The system symbol `systemName`, as SwiftUI's `Image(systemName:)`: a placeholder of the size
    /// registered for the symbol (default 17 × 17 points [model]) at the body size, scaled by the font
    /// around it (``View/font(_:)``: size × font size / 17) as symbols follow the text size [model: real
    /// symbols' metrics vary by glyph].
    public init(systemName: String) {
        name = systemName
        isSystemSymbol = true
    }

    /// How a resizable image fills space, as SwiftUI's `Image.ResizingMode` (both modes lay out alike here:
    /// nothing is drawn).
    public enum ResizingMode: Hashable, Sendable {
        /// Repeat the image.
        case tile
        /// Stretch the image.
        case stretch
    }

    /// This image made resizable, as SwiftUI's `resizable(capInsets:resizingMode:)`: it then takes the size
    /// proposed to it instead of its own (cap insets and the resizing mode change only drawing, which is not
    /// modelled).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// The engine image of the registry for this name (a symbol scaled by the environment's font).
    var engineImage: ScrollSim.Image { engineImage(reusing: nil) }

    /// The size (points) of ``engineImage``: the registry's for the name, a symbol's scaled by the
    /// environment's font (size × font size / 17).
    private var engineImageSize: CGSize {
        guard isSystemSymbol else { return ScrollSim.Image.size(named: name) }
        let symbol = ScrollSim.Image.size(systemName: name)
        guard let font = ViewEnvironment.font, font.size != ScrollSim.Font.labelFontSize else { return symbol }
        let scale = font.size / ScrollSim.Font.labelFontSize
        return CGSize(width: symbol.width * scale, height: symbol.height * scale)
    }

    /// ``engineImage``, or `current` when it is equal to it (same size, scale 1, same name: engine images
    /// are immutable, so an equal one draws and lays out the same), so that an update in place makes none.
    func engineImage(reusing current: ScrollSim.Image?) -> ScrollSim.Image {
        let size = engineImageSize
        if let current, current.size == size, current.scale == 1, current.name == name { return current }
        return ScrollSim.Image(size: size, name: name)
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { ImageNode(image: engineImage, isResizable: isResizable) }
}

/// The layout and drawing of ``Image``: its own size, or the proposal when resizable; an engine image view
/// named `Image` framed to the laid-out size.
final class ImageNode: LayoutNode {
    /// The drawn view.
    let view: ImageView
    /// The image's own size, points.
    private(set) var imageSize: CGSize
    /// Whether the proposal is taken.
    private(set) var isResizable: Bool

    init(image: ScrollSim.Image, isResizable: Bool) {
        view = ViewReuseScope.view(named: "Image") {
            let view = ImageView(image: image)
            view.name = "Image"
            return view
        }
        view.image = image
        imageSize = image.size
        self.isResizable = isResizable
    }

    /// Shows `image`, resizable or not, as a new node would (see ``InPlaceUpdatableView``).
    func update(image: ScrollSim.Image, isResizable: Bool) {
        view.image = image
        imageSize = image.size
        self.isResizable = isResizable
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: imageSize) : imageSize
    }

    override func placeChildren(proposal: ProposedViewSize) {
        view.frame = frame
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { views.append(view) }
}

extension Image: InPlaceUpdatableView {
    /// An image node showing this image.
    func updateNode(_ node: LayoutNode) -> Bool {
        guard let node = node as? ImageNode else { return false }
        node.update(image: engineImage(reusing: node.view.image), isResizable: isResizable)
        return true
    }
}
