/// SwiftUI's `EdgeInsets`: insets of a rectangle's four edges, in points, leading and trailing (not left and
/// right), used by `padding(_:)` with insets.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge, points.
    public var top: CGFloat
    /// The inset of the leading edge, points.
    public var leading: CGFloat
    /// The inset of the bottom edge, points.
    public var bottom: CGFloat
    /// The inset of the trailing edge, points.
    public var trailing: CGFloat

    /// Insets of the given lengths, as SwiftUI's `EdgeInsets(top:leading:bottom:trailing:)`.
    public nonisolated init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets, as SwiftUI's `EdgeInsets()`.
    public nonisolated init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

extension View {
    /// Pads this view by `insets` (points per edge), as SwiftUI's `padding(_:)` with `EdgeInsets`: the view is
    /// proposed the proposal minus the insets and the padded view is the view's size plus the insets.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        ModifiedContent(content: self, modifier: _PaddingLayout(top: insets.top, leading: insets.leading,
                                                                bottom: insets.bottom, trailing: insets.trailing))
    }
}
