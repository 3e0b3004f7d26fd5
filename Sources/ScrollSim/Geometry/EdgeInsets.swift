import Foundation

/// Insets from each edge of a rectangle, in points: ScrollSim's stand-in for `UIEdgeInsets`.
public struct EdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge, points.
    public var top: CGFloat
    /// Inset from the left edge, points.
    public var left: CGFloat
    /// Inset from the bottom edge, points.
    public var bottom: CGFloat
    /// Inset from the right edge, points.
    public var right: CGFloat

    /// Creates insets, in points, as `UIEdgeInsets(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Whether every inset is a finite number.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    public var description: String { "{top \(top), left \(left), bottom \(bottom), right \(right)}" }
}
