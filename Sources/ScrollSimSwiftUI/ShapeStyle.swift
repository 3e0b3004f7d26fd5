/// SwiftUI's `ShapeStyle`: a colour or pattern to fill or stroke with. Here only ``Color`` is a shape style
/// (gradients and materials are not modelled); used by ``View/background(_:ignoresSafeAreaEdges:)``.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

@MainActor
extension ShapeStyle where Self == Color {
    /// Black, as SwiftUI's `ShapeStyle.black` (``Color/black``).
    public static var black: Color { Color.black }
    /// White (``Color/white``).
    public static var white: Color { Color.white }
    /// Fully transparent (``Color/clear``).
    public static var clear: Color { Color.clear }
    /// iOS system red (``Color/red``).
    public static var red: Color { Color.red }
    /// iOS system green (``Color/green``).
    public static var green: Color { Color.green }
    /// iOS system blue (``Color/blue``).
    public static var blue: Color { Color.blue }
    /// iOS system gray (``Color/gray``).
    public static var gray: Color { Color.gray }
    /// The primary content colour (``Color/primary``).
    public static var primary: Color { Color.primary }
    /// The secondary content colour (``Color/secondary``).
    public static var secondary: Color { Color.secondary }
}

extension Color {
    /// SwiftUI's primary content colour: black in the light appearance (iOS `label`).
    public static let primary = Color.black
    /// SwiftUI's secondary content colour: iOS `secondaryLabel` in the light appearance, (60, 60, 67) at
    /// opacity 0.6.
    public static let secondary = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, opacity: 0.6)
}
