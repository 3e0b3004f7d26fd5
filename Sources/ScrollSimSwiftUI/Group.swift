/// SwiftUI's `Group`: several views as one, without a layout of its own: in a stack its views are the
/// stack's children, and a modifier on the group applies to each of them (Apple's documentation of
/// `Group`).
public struct Group<Content: View>: View {
    /// The grouped views.
    let content: Content

    /// A group of the views `content` builds, as SwiftUI's `Group(content:)`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A primitive view (its views are its content's).
    public typealias Body = Never
}

extension Group: MultiView {
    var childViews: [any View] { [content] }
}
