/// SwiftUI's `View`: a description of part of the interface, made of other views through ``body``.
///
/// Primitive views (``Text``, ``Color``, ``Rectangle``, ``Spacer``, the stacks, the modifiers' results)
/// have `Never` as their body and are laid out and drawn by the library; every other view is replaced by
/// its body, recursively, as in SwiftUI (Apple's documentation of `View`).
@MainActor
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view, built with ``ViewBuilder``.
    @ViewBuilder var body: Body { get }
}

/// `Never` is the body of primitive views, as in SwiftUI.
extension Never: View {
    /// A primitive view has no body; reading it is a programming error.
    public var body: Never { fatalError("Never.body: a primitive view has no body") }
}

extension View where Body == Never {
    /// A primitive view has no body; reading it is a programming error (SwiftUI traps too).
    public var body: Never { fatalError("\(Self.self).body: a primitive view has no body") }
}
