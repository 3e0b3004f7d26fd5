/// The modifier of ``View/lineLimit(_:)``: the most lines of the text inside, as SwiftUI's environment
/// value `lineLimit` (an inner limit wins over an outer one).
public struct _LineLimitModifier: Sendable {
    /// The most lines, or `nil` for no limit.
    let limit: Int?
}

extension _LineLimitModifier: EnvironmentModifier {
    func makeNode(child: LayoutNode) -> LayoutNode { child }

    func withEnvironment<Result>(_ body: () -> Result) -> Result {
        ViewEnvironment.with({ $0.lineLimit = limit }, body)
    }
}

extension View {
    /// Limits the text inside to `number` lines, as SwiftUI's `lineLimit(_:)` (`nil`: no limit): text wraps
    /// at the proposed width up to that many lines; one line is as wide as the text, at most the proposed
    /// width (the rest is truncated, as SwiftUI's tail truncation).
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _LineLimitModifier> {
        ModifiedContent(content: self, modifier: _LineLimitModifier(limit: number.map { max(1, $0) }))
    }
}

/// Updated in place as environment modifiers are (its node is its child's).
extension _LineLimitModifier: InPlaceUpdatableModifier {}
