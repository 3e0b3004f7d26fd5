/// SwiftUI's `@ViewBuilder`: the result builder that turns a closure's view statements into one view.
///
/// Several statements become a ``TupleView``; `if` without `else` an optional view (`nil` draws
/// nothing and takes no space); `if`/`else` a ``_ConditionalContent``; no statement an ``EmptyView``.
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// One view statement, as written.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// No statement: an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One statement: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several statements: a ``TupleView`` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content), elements: TupleViewPack<repeat each Content>.self)
    }

    /// `if` without `else`: the view, or `nil` when the condition is false.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first content: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(content)) }

    /// The `else` branch of `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second content: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(content)) }

    /// `if #available`: the view as is.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// Several views built by ``ViewBuilder``, as SwiftUI's `TupleView`: a stack lays each one out as its own
/// child, in order.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T
    /// The views' types (`T` as a pack), which lists them as existentials and updates their nodes in place.
    let elements: any TupleViewElements.Type
    /// The views of `value` with the pack of their types; made by ``ViewBuilder``. Keeping the types, not
    /// the existentials, makes building a tuple of views allocation-free (a lazy stack row's body).
    init(value: T, elements: any TupleViewElements.Type) {
        self.value = value
        self.elements = elements
    }
    /// The same views, in order, as existentials (what layout iterates).
    var children: [any View] { elements.views(of: value) }
    /// A primitive view.
    public typealias Body = Never
}

extension TupleView: InPlaceUpdatableList {
    /// Each view's nodes in order, when every element type is in-place updatable.
    func updateNodes(_ nodes: [LayoutNode], at index: inout Int) -> Bool {
        elements.updateNodes(of: value, nodes, at: &index)
    }
}

/// The result of `if`/`else` in a ``ViewBuilder``, as SwiftUI's `_ConditionalContent`: one of two views.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Which branch was taken, with its view.
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    /// The branch taken.
    let storage: Storage
    /// A primitive view.
    public typealias Body = Never
}

/// `Optional` of a view is a view (``ViewBuilder/buildOptional(_:)``): `nil` draws nothing and, in a stack,
/// takes no space and no spacing.
extension Optional: View where Wrapped: View {
    /// A primitive view.
    public typealias Body = Never
}
