extension View {
    /// Sets which part of the content the scroll views inside this view show by default, as SwiftUI's
    /// `defaultScrollAnchor(_:)`: at the first layout the content offset is put at `anchor` of the content
    /// range on each scrolling axis (`.bottom`: the end of the range, `.top`: its start), and again
    /// whenever the content's size or the scroll view's frame changes while the offset is still where the
    /// anchor put it (SwiftUI's `.initialOffset` and `.sizeChanges` roles [model: a user scroll, or any
    /// offset set from elsewhere, ends the anchoring]). `nil`: the default, the start of the range. Reach:
    /// see ``ScrollConfiguration``.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        ScrollConfiguringView(content: self) { $0.defaultAnchor = anchor }
    }
}
