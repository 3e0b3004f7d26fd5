import Foundation

/// How a view's content is fitted into its bounds, the subset of `UIView.ContentMode` used here.
public enum ContentMode: Sendable, Equatable {
    /// Stretch to the bounds (UIKit's default for views).
    case scaleToFill
    /// Scale uniformly to fit inside the bounds, centred.
    case scaleAspectFit
    /// Scale uniformly to cover the bounds, centred (overflow is cut only if `clipsToBounds`).
    case scaleAspectFill
}

/// A view showing an image of a known intrinsic size, as `UIImageView` (nothing is drawn; the drawn
/// rectangle is computed so that "the image grows with the header" is observable). As in UIKit,
/// `isUserInteractionEnabled` is `false` by default, so touches fall through to the views behind it.
@MainActor
open class ImageView: View {
    /// The image's intrinsic size in points, or `nil` for no image. It is the view's
    /// ``intrinsicContentSize``, as `UIImageView`'s is its image's size. Setting ``image`` sets it.
    public var imageSize: CGSize? {
        didSet { if imageSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The image shown, as `UIImageView.image`; setting it sets ``imageSize`` to its size (`nil`: no image).
    public var image: Image? {
        didSet { imageSize = image?.size }
    }

    /// The image's size, or ``View/noIntrinsicMetric`` on both axes without an image (UIKit's
    /// `UIImageView.intrinsicContentSize`).
    open override var intrinsicContentSize: CGSize {
        imageSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// How the image is fitted into the bounds; default `.scaleToFill` as UIKit.
    public var contentMode: ContentMode = .scaleToFill

    /// Creates an image view with no image, as UIKit's `init(frame:)`; user interaction is off, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Unarchiving is not modelled: returns `nil` (``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates an image view showing `image` and sized to it, as UIKit's `UIImageView(image:)` (the frame is
    /// `(0, 0, image.size)`).
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        imageSize = image?.size // observers do not run in the class's own initializers
    }

    /// Creates an image view showing an image of a given size.
    /// - Parameters:
    ///   - frame: points.
    ///   - imageSize: the image's intrinsic size in points (`nil` = no image).
    ///   - name: for traces and constraint errors (`nil`: the class's default ``View/name``).
    public convenience init(frame: CGRect = .zero, imageSize: CGSize?, name: String? = nil) {
        self.init(frame: frame)
        self.imageSize = imageSize
        if let name { self.name = name }
    }

    /// The rectangle the image is drawn in, in this view's bounds coordinates (points), before clipping:
    /// ```
    /// scaleToFill:     bounds
    /// scaleAspectFill: s = max(W/w, H/h); size (w·s, h·s), centred in bounds
    /// scaleAspectFit:  s = min(W/w, H/h); size (w·s, h·s), centred in bounds
    /// ```
    /// `.zero` without an image or with an empty image size.
    public var imageRect: CGRect {
        guard let image = imageSize, image.width > 0, image.height > 0 else { return .zero }
        let b = bounds
        let s: CGFloat
        switch contentMode {
        case .scaleToFill: return b
        case .scaleAspectFill: s = max(b.width / image.width, b.height / image.height)
        case .scaleAspectFit: s = min(b.width / image.width, b.height / image.height)
        }
        let w = image.width * s, h = image.height * s
        return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
    }

    /// The part of ``imageRect`` that is visible: clipped to the bounds when `clipsToBounds`.
    public var visibleImageRect: CGRect {
        clipsToBounds ? imageRect.intersection(bounds) : imageRect
    }
}
