import Foundation

/// An image of a known size, standing in for `UIImage` (no pixels: only the size in points, which is what
/// layout reads, and a name for reports). An ``ImageView`` showing it takes its size as its intrinsic
/// content size, as `UIImageView` does.
public final class Image: Sendable {
    /// The image's size in points, as `UIImage.size`.
    public let size: CGSize
    /// Pixels per point of the image's bitmap, as `UIImage.scale` (default 1).
    public let scale: CGFloat
    /// The name it was made from (`UIImage(named:)`, `UIImage(systemName:)`), or `nil`.
    public let name: String?

    /// An image of `size` points (each finite and ≥ 0: precondition).
    /// - Parameters:
    ///   - size: points.
    ///   - scale: pixels per point (default 1).
    ///   - name: a name for reports (default `nil`).
    public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        precondition(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
                     "Image(size:): size must be finite and non-negative, got \(size)")
        self.size = size
        self.scale = scale
        self.name = name
    }
}
