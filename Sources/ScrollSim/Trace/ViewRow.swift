import Foundation

/// One row of `views.csv` as ``TraceReader`` reads it: a visible view's presentation at the end of one
/// frame (columns `frame,time,view,x,y,width,height,alpha,scale,blur`).
public struct ViewRow: Sendable, Equatable {
    /// Frame index k (its time is k / refreshRate).
    public var frame: Int
    /// Simulated time, seconds.
    public var time: Double
    /// The view's ``View/name``.
    public var view: String
    /// The view's ``View/presentationFrameInWindow``: its frame with its transform applied and every
    /// ancestor's offset included, window points (columns `x`, `y`, `width`, `height`).
    public var presentationFrameInWindow: CGRect
    /// The view's own alpha as drawn (``View/presentationAlpha``: ``View/alpha``, or its animated value), 0 … 1.
    public var alpha: CGFloat
    /// The `scaleY` of the view's transform as drawn (``View/presentationTransform``).
    public var scale: CGFloat
    /// The view's ``View/blurRadius``, points.
    public var blur: CGFloat

    /// Creates a row.
    public init(frame: Int, time: Double, view: String, presentationFrameInWindow: CGRect, alpha: CGFloat,
                scale: CGFloat, blur: CGFloat) {
        self.frame = frame
        self.time = time
        self.view = view
        self.presentationFrameInWindow = presentationFrameInWindow
        self.alpha = alpha
        self.scale = scale
        self.blur = blur
    }
}
