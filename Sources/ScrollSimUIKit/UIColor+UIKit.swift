import ScrollSim

// UIKit's colour constructors and named colours on the engine's Color (UIKit's `UIColor`). Colours are only
// stored (`backgroundColor`, `textColor`) and reported; nothing is drawn. Dynamic (light/dark) colours resolve
// to their light appearance. Left out: pattern images, `CGColor`, colour spaces other than sRGB, `resolvedColor`.
extension ScrollSim.Color {
    /// UIKit's `UIColor(white:alpha:)`: a grey of brightness `white` (0 … 1).
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Components 0 … 255, for the system colours below.
    private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) -> Self {
        Self(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    // Fixed colours. Source: Apple's UIColor reference, each property's page ("A color object whose RGB
    // values are 1.0, 0.0, and 0.0 and whose alpha value is 1.0" for `red`, and so on).

    /// `UIColor.red`: RGB (1, 0, 0).
    public static let red = Self(red: 1, green: 0, blue: 0)
    /// `UIColor.green`: RGB (0, 1, 0).
    public static let green = Self(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`: RGB (0, 0, 1).
    public static let blue = Self(red: 0, green: 0, blue: 1)
    /// `UIColor.cyan`: RGB (0, 1, 1).
    public static let cyan = Self(red: 0, green: 1, blue: 1)
    /// `UIColor.yellow`: RGB (1, 1, 0).
    public static let yellow = Self(red: 1, green: 1, blue: 0)
    /// `UIColor.magenta`: RGB (1, 0, 1).
    public static let magenta = Self(red: 1, green: 0, blue: 1)
    /// `UIColor.orange`: RGB (1, 0.5, 0).
    public static let orange = Self(red: 1, green: 0.5, blue: 0)
    /// `UIColor.purple`: RGB (0.5, 0, 0.5).
    public static let purple = Self(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.brown`: RGB (0.6, 0.4, 0.2).
    public static let brown = Self(red: 0.6, green: 0.4, blue: 0.2)
    /// `UIColor.gray`: white 0.5.
    public static let gray = Self(red: 0.5, green: 0.5, blue: 0.5)
    /// `UIColor.darkGray`: white 1/3.
    public static let darkGray = Self(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)

    // System colours, light appearance. Source: Apple Human Interface Guidelines, Color ("System colors",
    // default light values) and the UI element colours of the UIColor reference.

    /// `UIColor.systemBackground` (light): white.
    public static let systemBackground = Self.white
    /// `UIColor.secondarySystemBackground` (light): RGB 242, 242, 247.
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// `UIColor.systemGroupedBackground` (light): RGB 242, 242, 247.
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// `UIColor.label` (light): black.
    public static let label = Self.black
    /// `UIColor.secondaryLabel` (light): RGB 60, 60, 67 at alpha 0.6.
    public static let secondaryLabel = rgb(60, 60, 67, alpha: 0.6)
    /// `UIColor.systemRed` (light): RGB 255, 59, 48.
    public static let systemRed = rgb(255, 59, 48)
    /// `UIColor.systemGreen` (light): RGB 52, 199, 89.
    public static let systemGreen = rgb(52, 199, 89)
    /// `UIColor.systemBlue` (light): RGB 0, 122, 255.
    public static let systemBlue = rgb(0, 122, 255)
    /// `UIColor.systemOrange` (light): RGB 255, 149, 0.
    public static let systemOrange = rgb(255, 149, 0)
    /// `UIColor.systemYellow` (light): RGB 255, 204, 0.
    public static let systemYellow = rgb(255, 204, 0)
    /// `UIColor.systemGray` (light): RGB 142, 142, 147.
    public static let systemGray = rgb(142, 142, 147)
}
