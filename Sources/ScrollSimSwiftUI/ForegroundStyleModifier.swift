/// The modifier of ``View/foregroundStyle(_:)``, ``View/foregroundColor(_:)`` and ``Shape/fill(_:style:)``:
/// the colour of the shapes and text inside, as SwiftUI's environment value (an inner style wins over an
/// outer one).
public struct _ForegroundStyleModifier: Sendable {
    /// The colour, or `nil` for the default (black).
    let color: Color?
}

extension _ForegroundStyleModifier: EnvironmentModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { child }

    func withEnvironment<Result>(_ body: () -> Result) -> Result {
        ViewEnvironment.with(foreground: color, body)
    }
}

extension View {
    /// Sets the foreground style of the views inside, as SwiftUI's `foregroundStyle(_:)`: shapes are filled
    /// with it and text takes it as its colour (kept on the label; text colour changes neither layout nor
    /// traces); an inner style wins over an outer one. ``Color`` views keep their own colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        ModifiedContent(content: self, modifier: _ForegroundStyleModifier(color: style as? Color))
    }

    /// Sets the foreground colour of the views inside, as SwiftUI's `foregroundColor(_:)` (`nil`: the
    /// default, black); as ``foregroundStyle(_:)``.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _ForegroundStyleModifier> {
        ModifiedContent(content: self, modifier: _ForegroundStyleModifier(color: color))
    }
}

/// Updated in place as environment modifiers are (its node is its child's).
extension _ForegroundStyleModifier: InPlaceUpdatableModifier {}
