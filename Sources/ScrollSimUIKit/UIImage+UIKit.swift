import ScrollSim
import Synchronization

// UIKit's image constructors on the engine's Image (UIKit's `UIImage`). There are no asset catalogues and no
// SF Symbols: an image is a sized placeholder, its size looked up by name in a registry that tests and
// screens fill (`UIImage.register(named:size:)`), with a documented default for names not registered.
extension ScrollSim.Image {
    /// The size of an asset image whose name was not registered: 100 × 100 points [model: a placeholder
    /// square; UIKit returns `nil` for an unknown name, which would make ported `UIImage(named:)!` code
    /// trap].
    nonisolated public static let defaultNamedSize = CGSize(width: 100, height: 100)
    /// The size of a system symbol whose name was not registered: 17 × 17 points, a square of the body
    /// text size (17 pt) that a symbol's default configuration follows [model: real symbols vary in width
    /// and height by glyph; no public table].
    nonisolated public static let defaultSymbolSize = CGSize(width: 17, height: 17)

    /// Registered sizes by name: of asset images, and of system symbols.
    private static let registry = Mutex<(named: [String: CGSize], symbols: [String: CGSize])>((named: [:], symbols: [:]))

    /// Registers the size (points) of the asset image `name`, for later `UIImage(named:)` calls.
    public static func register(named name: String, size: CGSize) {
        registry.withLock { $0.named[name] = size }
    }

    /// Registers the size (points) of the system symbol `systemName`, for later `UIImage(systemName:)`.
    public static func register(systemName: String, size: CGSize) {
        registry.withLock { $0.symbols[systemName] = size }
    }

    /// Removes every registered size (for tests).
    public static func removeAllRegisteredSizes() {
        registry.withLock { $0 = (named: [:], symbols: [:]) }
    }

    /// UIKit's `UIImage(named:)`: an image of the size registered for `name`, else
    /// ``defaultNamedSize``. Never `nil` here (see ``defaultNamedSize``); failable as UIKit's is.
    public convenience init?(named name: String) {
        self.init(size: Self.size(named: name), name: name)
    }

    /// UIKit's `UIImage(systemName:)`: an SF Symbol placeholder of the size registered for `systemName`,
    /// else ``defaultSymbolSize``. Never `nil` here; failable as UIKit's is.
    public convenience init?(systemName: String) {
        self.init(size: Self.size(systemName: systemName), name: systemName)
    }

    /// The size (points) `init(named:)` gives the image `name`: the registered one, else
    /// ``defaultNamedSize``. Looked up without making an image (for callers that keep an equal one).
    package static func size(named name: String) -> CGSize {
        registry.withLock { $0.named[name] } ?? defaultNamedSize
    }

    /// The size (points) `init(systemName:)` gives the symbol `systemName`: the registered one, else
    /// ``defaultSymbolSize``.
    package static func size(systemName: String) -> CGSize {
        registry.withLock { $0.symbols[systemName] } ?? defaultSymbolSize
    }

    /// UIKit's `UIImage()`: an empty image (size zero).
    public convenience init() {
        self.init(size: .zero)
    }

    /// How an image is drawn, as `UIImage.RenderingMode` (kept by nothing: images are not drawn).
    public enum RenderingMode: Int, Sendable {
        /// `UIImage.RenderingMode.automatic`.
        case automatic = 0
        /// `UIImage.RenderingMode.alwaysOriginal`.
        case alwaysOriginal = 1
        /// `UIImage.RenderingMode.alwaysTemplate`.
        case alwaysTemplate = 2
    }

    /// UIKit's `withRenderingMode(_:)`: the same image (size and name), as nothing is drawn.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> ScrollSim.Image { self }

    /// UIKit's `withTintColor(_:)`: the same image (size and name), as nothing is drawn.
    public func withTintColor(_ color: ScrollSim.Color) -> ScrollSim.Image { self }
}
