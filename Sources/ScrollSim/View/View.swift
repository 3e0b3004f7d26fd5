import Foundation

/// A rectangular view in a hierarchy, modelled on `UIView`.
///
/// Coordinates are points. `frame` is in the superview's coordinate space; `bounds` is the view's own
/// space, whose origin is where the view's content starts (for a ``ScrollView`` it is the
/// `contentOffset`, so subviews move with the content). Views are reference types, as in UIKit.
open class View {
    /// A stable name used in traces and error messages.
    public var name: String

    /// The view's rectangle in its superview's coordinate space (points).
    open var frame: CGRect

    /// The origin of the view's own coordinate space; `bounds.origin`. Points.
    internal var boundsOrigin: CGPoint = .zero

    /// The view's rectangle in its own coordinate space: origin ``boundsOrigin``, size `frame.size`.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// The parent view, or `nil` for the root of a hierarchy.
    public private(set) weak var superview: View?

    /// The child views, back to front (the last is on top and hit-tested first).
    public private(set) var subviews: [View] = []

    /// Creates a view with a frame in its superview's coordinate space.
    /// - Parameters:
    ///   - frame: points; the size must be finite and non-negative (checked by `precondition`).
    ///   - name: a stable name for traces; defaults to `"view"`.
    public init(frame: CGRect, name: String = "view") {
        precondition(frame.origin.x.isFinite && frame.origin.y.isFinite
                     && frame.size.width.isFinite && frame.size.height.isFinite
                     && frame.size.width >= 0 && frame.size.height >= 0,
                     "View(\(name)): frame must be finite with a non-negative size, got \(frame)")
        self.frame = frame
        self.name = name
    }

    /// Adds `view` as the frontmost subview, removing it from its previous superview first.
    open func addSubview(_ view: View) {
        precondition(view !== self, "View(\(name)): a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Detaches the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }
}
