import Foundation

// Coordinate conversion between views, through frames and bounds origins (a scroll view's bounds origin is
// its contentOffset, so converting out of a scroll view subtracts the offset). Transforms are presentation
// only and are not applied (see View).
extension View {
    /// The hierarchy's root: the topmost ancestor (itself if it has no superview). It plays UIKit's window.
    public var rootView: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// `point`, given in this view's bounds coordinates, in the root's (window) coordinates:
    /// each step up is `p_super = frame.origin + (p − bounds.origin)`.
    internal func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var v = self
        while let s = v.superview {
            p.x = v.frame.origin.x + (p.x - v.boundsOrigin.x)
            p.y = v.frame.origin.y + (p.y - v.boundsOrigin.y)
            v = s
        }
        return p
    }

    /// The inverse of ``pointInRoot(_:)``: a root-coordinate point in this view's bounds coordinates.
    internal func pointFromRoot(_ point: CGPoint) -> CGPoint {
        // Sum of the per-level shifts, walked from this view up (order does not matter for translations).
        var dx: CGFloat = 0, dy: CGFloat = 0
        var v = self
        while let s = v.superview {
            dx += v.frame.origin.x - v.boundsOrigin.x
            dy += v.frame.origin.y - v.boundsOrigin.y
            v = s
        }
        return CGPoint(x: point.x - dx, y: point.y - dy)
    }

    /// Converts a point from this view's coordinate space to `view`'s, as `UIView.convert(_:to:)`.
    /// `nil` means the root view's (window) coordinates. Both views must be in one hierarchy.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let p = pointInRoot(point)
        guard let view else { return p }
        precondition(view.rootView === rootView, "convert: '\(name)' and '\(view.name)' are in different hierarchies")
        return view.pointFromRoot(p)
    }

    /// Converts a point from `view`'s coordinate space (or the root's, for `nil`) to this view's, as
    /// `UIView.convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let p = view?.pointInRoot(point) ?? point
        if let view {
            precondition(view.rootView === rootView, "convert: '\(name)' and '\(view.name)' are in different hierarchies")
        }
        return pointFromRoot(p)
    }

    /// Converts a rectangle from this view's coordinate space to `view`'s (size unchanged: no transforms).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinate space to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
