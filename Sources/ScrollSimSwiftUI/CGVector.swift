#if !canImport(CoreGraphics)
/// Core Graphics' `CGVector` (a two-dimensional vector, `dx` and `dy`), which Foundation provides on Apple
/// platforms but not on Linux; defined here only where Core Graphics is missing.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector of the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The zero vector.
    public static let zero = CGVector()
}
#endif
