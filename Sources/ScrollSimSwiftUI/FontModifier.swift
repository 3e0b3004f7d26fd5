import ScrollSim

/// The modifier of ``View/font(_:)``: the font of the text inside, as SwiftUI's environment value `font`
/// (an inner font wins over an outer one).
public struct _FontModifier: Sendable {
    /// The font, or `nil` for the default (body, 17 points).
    let font: Font?
}

extension _FontModifier: EnvironmentModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { child }

    func withEnvironment<Result>(_ body: () -> Result) -> Result {
        ViewEnvironment.with(font: font, body)
    }
}

extension View {
    /// Sets the font of the text inside, as SwiftUI's `font(_:)`: `Text` is measured at the font's size.
    public func font(_ font: Font?) -> ModifiedContent<Self, _FontModifier> {
        ModifiedContent(content: self, modifier: _FontModifier(font: font))
    }

    /// Bold text inside, as SwiftUI's `bold(_:)` (the measure does not depend on weight: this view).
    public func bold(_ isActive: Bool = true) -> Self { self }

    /// Italic text inside, as SwiftUI's `italic(_:)` (no effect on the measure: this view).
    public func italic(_ isActive: Bool = true) -> Self { self }

    /// The font weight of the text inside, as SwiftUI's `fontWeight(_:)` (no effect on the measure: this view).
    public func fontWeight(_ weight: Font.Weight?) -> Self { self }
}

/// Updated in place as environment modifiers are (its node is its child's).
extension _FontModifier: InPlaceUpdatableModifier {}
