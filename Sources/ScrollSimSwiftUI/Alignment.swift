/// SwiftUI's `HorizontalAlignment` (the guides a ``VStack`` aligns its children on). Modelled by the
/// guide's position as a fraction of the width: leading 0, center ½, trailing 1 (custom guides are not
/// modelled).
public struct HorizontalAlignment: Hashable, Sendable {
    /// The guide's position as a fraction of the view's width.
    let fraction: CGFloat
    /// The leading edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// SwiftUI's `VerticalAlignment` (the guides an ``HStack`` aligns its children on). Modelled by the guide's
/// position as a fraction of the height: top 0, center ½, bottom 1 (text baselines are not modelled).
public struct VerticalAlignment: Hashable, Sendable {
    /// The guide's position as a fraction of the view's height.
    let fraction: CGFloat
    /// The top edge.
    public static let top = VerticalAlignment(fraction: 0)
    /// The vertical centre.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// SwiftUI's `Alignment`: a horizontal and a vertical guide, used by ``ZStack`` and ``View/frame(width:height:alignment:)``.
public struct Alignment: Hashable, Sendable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment
    /// An alignment from its two guides.
    public nonisolated init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Centre, centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centre.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centre.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Centre, top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centre, bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Leading, top.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Trailing, top.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading, bottom.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Trailing, bottom.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` child aligned in `bounds`: the child's guide point on the container's.
    func origin(of size: CGSize, in bounds: CGRect) -> CGPoint {
        CGPoint(x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
                y: bounds.minY + (bounds.height - size.height) * vertical.fraction)
    }
}
