import Foundation

/// An sRGB colour with alpha, standing in for `UIColor` (only stored and reported; nothing is drawn).
public struct Color: Equatable, Sendable {
    /// Red, green, blue and alpha components, each 0 … 1.
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Creates a colour from components in 0 … 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// UIKit's `.lightGray` (white 2/3), used by the nested-scroll article (seed 004).
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with another alpha, as `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
