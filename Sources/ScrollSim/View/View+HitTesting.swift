import Foundation

extension View {
    /// UIKit's threshold: a view with `alpha` below 0.01 does not receive touches.
    nonisolated public static let hitTestAlphaThreshold: CGFloat = 0.01

    /// Whether `point` (this view's bounds coordinates) is inside the view: `bounds` contains it
    /// (min edges inclusive, max edges exclusive), as `UIView.point(inside:with:)`.
    public func point(inside point: CGPoint) -> Bool {
        let b = bounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }

    /// The deepest visible, interactive view containing `point` (this view's bounds coordinates), as
    /// `UIView.hitTest(_:with:)`: `nil` if this view is hidden, has `alpha < 0.01`, has
    /// `isUserInteractionEnabled == false`, or does not contain the point; otherwise the frontmost subview
    /// that hits (subviews checked last to first), else this view. Subviews outside this view's bounds are
    /// not hit, whether or not it clips, as in UIKit.
    public func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, alpha >= View.hitTestAlphaThreshold, isUserInteractionEnabled,
              self.point(inside: point) else { return nil }
        var i = subviews.count - 1
        while i >= 0 {
            let sub = subviews[i]
            let p = CGPoint(x: point.x - sub.frame.origin.x + sub.boundsOrigin.x,
                            y: point.y - sub.frame.origin.y + sub.boundsOrigin.y)
            if let hit = sub.hitTest(p) { return hit }
            i -= 1
        }
        return self
    }
}
