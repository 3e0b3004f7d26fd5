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
        TupleView(value: (repeat each content), children: { var views: [any View] = []; repeat views.append(each content); return views }())
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
    /// The same views, in order, as existentials (what layout iterates).
    let children: [any View]
    /// The views' type-erased list; made by ``ViewBuilder``.
    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
    /// A primitive view.
    public typealias Body = Never
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
