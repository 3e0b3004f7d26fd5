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
}
