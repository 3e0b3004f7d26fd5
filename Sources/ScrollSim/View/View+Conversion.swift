import Foundation

// Coordinate conversion between views, through frames and bounds origins (a scroll view's bounds origin is
// its contentOffset, so converting out of a scroll view subtracts the offset). Transforms are presentation
// only and are not applied (see View).
extension View {
    /// The hierarchy's root: the topmost ancestor (itself if it has no superview).
    public var rootView: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// `point`, given in this view's bounds coordinates, in window coordinates (the root's superview
    /// space, as the engine's touches): each step up, the root's included, is
    /// `p_super = frame.origin + (p − bounds.origin)`.
    internal func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var v: View? = self
        while let current = v {
            p.x = current.frame.origin.x + (p.x - current.boundsOrigin.x)
            p.y = current.frame.origin.y + (p.y - current.boundsOrigin.y)
            v = current.superview
        }
        return p
    }

    /// The inverse of ``pointInRoot(_:)``: a window-coordinate point in this view's bounds coordinates.
    internal func pointFromRoot(_ point: CGPoint) -> CGPoint {
        // Sum of the per-level shifts, walked from this view up (order does not matter for translations).
        var dx: CGFloat = 0, dy: CGFloat = 0
        var v: View? = self
        while let current = v {
            dx += current.frame.origin.x - current.boundsOrigin.x
            dy += current.frame.origin.y - current.boundsOrigin.y
            v = current.superview
        }
        return CGPoint(x: point.x - dx, y: point.y - dy)
    }

    /// Converts a point from this view's coordinate space to `view`'s, as `UIView.convert(_:to:)`.
    /// `nil` means window coordinates: the root's superview space, where the engine's touches live (the
    /// root's own space when its frame is at the origin with a zero bounds origin, the usual case). Both views must be in one hierarchy.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let p = pointInRoot(point)
        guard let view else { return p }
        precondition(view.rootView === rootView, "convert: '\(name)' and '\(view.name)' are in different hierarchies")
        return view.pointFromRoot(p)
    }

    /// Converts a point from `view`'s coordinate space (or window coordinates, for `nil`) to this view's, as
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

extension View {
    /// The layout `frame` in window coordinates (points): where the view is on screen, through every
    /// ancestor's frame and bounds origin (scroll offsets), ignoring transforms.
    public var frameInWindow: CGRect {
        guard let superview else { return frame }
        return superview.convert(frame, to: nil)
    }

    /// The ``presentationFrame`` (transform applied) in window coordinates (points): what is drawn, through
    /// every ancestor's drawn frame (``presentationLayoutFrame``: animated frames move their subviews) and bounds
    /// origin; ancestors' transforms are not applied. For traces (`views.csv`).
    public var presentationFrameInWindow: CGRect {
        var drawn = presentationFrame
        var ancestor = superview
        while let current = ancestor {
            let origin = current.presentationLayoutFrame.origin
            drawn.origin.x += origin.x - current.boundsOrigin.x
            drawn.origin.y += origin.y - current.boundsOrigin.y
            ancestor = current.superview
        }
        return drawn
    }
}
