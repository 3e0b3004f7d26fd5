import Foundation

/// A view's presentation transform: a scale about the view's centre followed by a translation, the
/// subset of `CGAffineTransform` the seed articles use (SwiftUI `.scaleEffect` and `.offset`, seed 003).
///
/// Applied to a point `p` relative to the view's centre: `p' = (p.x·sx + tx, p.y·sy + ty)`.
public struct ViewTransform: Equatable, Sendable {
    /// Horizontal scale factor (1 = unscaled).
    public var scaleX: CGFloat
    /// Vertical scale factor (1 = unscaled).
    public var scaleY: CGFloat
    /// Horizontal translation in points, applied after scaling.
    public var translationX: CGFloat
    /// Vertical translation in points, applied after scaling.
    public var translationY: CGFloat

    /// Creates a transform from its four components.
    public init(scaleX: CGFloat = 1, scaleY: CGFloat = 1, translationX: CGFloat = 0, translationY: CGFloat = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translationX = translationX
        self.translationY = translationY
    }

    /// A pure scale, as `CGAffineTransform(scaleX:y:)`.
    public init(scaleX: CGFloat, y: CGFloat) {
        self.init(scaleX: scaleX, scaleY: y)
    }

    /// A pure translation in points, as `CGAffineTransform(translationX:y:)`.
    public init(translationX: CGFloat, y: CGFloat) {
        self.init(translationX: translationX, translationY: y)
    }

    /// The identity: scale 1, no translation.
    public static let identity = ViewTransform()

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by a translation (points).
    public func translatedBy(x: CGFloat, y: CGFloat) -> ViewTransform {
        ViewTransform(scaleX: scaleX, scaleY: scaleY, translationX: translationX + x, translationY: translationY + y)
    }

    /// This transform followed by a scale about the centre (scales the translation too, as
    /// concatenating a scale after an affine transform does).
    public func scaledBy(x: CGFloat, y: CGFloat) -> ViewTransform {
        ViewTransform(scaleX: scaleX * x, scaleY: scaleY * y, translationX: translationX * x, translationY: translationY * y)
    }
}
