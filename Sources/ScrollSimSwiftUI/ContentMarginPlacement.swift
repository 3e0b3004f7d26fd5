/// SwiftUI's `ContentMarginPlacement`: what a ``View/contentMargins(_:_:for:)`` margin applies to.
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// The platform's choice: on iOS, the scroll content (and its indicators) [model].
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// The scroll content.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// The scroll indicators only (not drawn here: no effect).
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

extension View {
    /// Adds `length` points (`nil`: 16, the default padding [model]) of margin on `edges` around the
    /// content of the scroll views inside this view, as SwiftUI's `contentMargins(_:_:for:)`.
    ///
    /// [model] A content margin is added to the engine scroll view's content inset on that edge (on top of
    /// the safe-area extension, see ``ScrollView``), so the content rests inside it and scrolls under it;
    /// on an axis the scroll view does not scroll, the content is also proposed the scroll view's length less
    /// the two margins. `.scrollIndicators` margins change nothing (indicators are not drawn). Reach: see
    /// ``ScrollConfiguration``.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let value = length ?? 16
        return contentMargins(EdgeInsets(top: edges.contains(.top) ? value : 0,
                                         leading: edges.contains(.leading) ? value : 0,
                                         bottom: edges.contains(.bottom) ? value : 0,
                                         trailing: edges.contains(.trailing) ? value : 0), for: placement)
    }

    /// Adds `length` points of margin on every edge, as SwiftUI's `contentMargins(_:for:)`.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Adds `insets` as content margins, as SwiftUI's `contentMargins(_:for:)` with insets (see the edge form).
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        ScrollConfiguringView(content: self) { configuration in
            guard placement != .scrollIndicators else { return }
            configuration.contentMargins.top += insets.top
            configuration.contentMargins.leading += insets.leading
            configuration.contentMargins.bottom += insets.bottom
            configuration.contentMargins.trailing += insets.trailing
        }
    }
}
