/// SwiftUI's `ProposedViewSize`: the size a parent offers a child, per dimension in points; `nil` asks for
/// the child's ideal size (Apple's documentation of `ProposedViewSize`).
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width in points, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height in points, or `nil` for the ideal height.
    public var height: CGFloat?
    /// A proposal of `width` × `height` points (`nil` = ideal).
    public nonisolated init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// A proposal of exactly `size`.
    public nonisolated init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }
    /// The zero proposal: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The infinite proposal: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The unspecified proposal: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal with `nil` dimensions replaced by `size`'s (SwiftUI's `replacingUnspecifiedDimensions(by:)`;
    /// default 10 × 10, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
