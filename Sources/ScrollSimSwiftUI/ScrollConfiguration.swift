/// The scroll behaviours that modifiers set for the scroll views inside the modified view, as SwiftUI's
/// environment carries them (`scrollTargetBehavior(_:)`, `scrollBounceBehavior(_:axes:)`,
/// `defaultScrollAnchor(_:)`, `contentMargins(_:_:for:)`): while the
/// modified view's nodes are made the values are current, and each ``ScrollView`` made then takes them
/// (the innermost modifier wins). Content made later, during layout (a ``GeometryReader``'s), does not see
/// them [model limit].
@MainActor
struct ScrollConfiguration {
    /// The values for the scroll views being made.
    static var current = ScrollConfiguration()

    /// Whether releases snap to pages (`.paging`).
    var isPaging = false
    /// The view-aligned behaviour (`.viewAligned`), if any.
    var viewAligned: ViewAlignedScrollTargetBehavior?
    /// The bounce behaviour on each axis.
    var verticalBounce = ScrollBounceBehavior.automatic
    var horizontalBounce = ScrollBounceBehavior.automatic
    /// The default anchor (`defaultScrollAnchor(_:)`), `nil` for none.
    var defaultAnchor: UnitPoint?
    /// The content margins (`contentMargins`), points; margins of nested modifiers add up [model].
    var contentMargins = EdgeInsets()

    /// Runs `body` with `change` applied to the current values, then restores them.
    static func with<Result>(_ change: (inout ScrollConfiguration) -> Void, _ body: () -> Result) -> Result {
        let saved = current
        change(&current)
        defer { current = saved }
        return body()
    }
}

/// A view whose nodes are made with a changed ``ScrollConfiguration``: its layout is its content's.
struct ScrollConfiguringView<Content: View>: View, PrimitiveView {
    var content: Content
    var change: (inout ScrollConfiguration) -> Void

    typealias Body = Never

    func makeNode() -> LayoutNode {
        ScrollConfiguration.with(change) { resolvedNode(of: content) }
    }
}
