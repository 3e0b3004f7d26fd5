/// SwiftUI's `EmptyView`: draws nothing and takes no space; stacks skip it (no spacing around it).
public struct EmptyView: View {
    /// An empty view.
    public nonisolated init() {}
    /// A primitive view.
    public typealias Body = Never
}
