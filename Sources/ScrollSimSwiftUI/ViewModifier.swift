import ScrollSim

/// A reusable modifier written by the user, as SwiftUI's `ViewModifier`: `body(content:)` returns the view
/// that stands for the modified view, with `content` (the modified view) placed in it. Applied with
/// ``View/modifier(_:)``; its body is resolved like a composite view's body (its `@State` is kept at the
/// modifier's place in the tree), so `content.padding().background(Color.white)` lays out as if written
/// at the call site. Source: Apple's documentation of `ViewModifier` and `View.modifier(_:)`.
@MainActor
public protocol ViewModifier {
    /// The type of view the modifier's body returns.
    associatedtype Body: View
    /// The modified view, as the modifier's body receives it.
    typealias Content = _ViewModifier_Content<Self>
    /// The view that replaces the modified view, with `content` standing for it.
    @ViewBuilder func body(content: Content) -> Body
}

/// The modified view inside a ``ViewModifier``'s body (SwiftUI's `_ViewModifier_Content`, spelled
/// `Content` there): laid out exactly as the view the modifier was applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, MultiView {
    /// The view the modifier was applied to.
    let view: any View

    /// A placeholder has no body of its own: it stands for ``view``.
    public typealias Body = Never

    var childViews: [any View] { [view] }
}

extension View {
    /// Applies a ``ViewModifier`` to this view, as SwiftUI's `modifier(_:)`.
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
