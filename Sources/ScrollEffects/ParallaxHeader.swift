import Foundation
import ScrollSim

/// The parallax header of seed article 003 (<doc:SeedArticles#Parallax-header>) ("ParallaxEffect", SwiftUI), reproduced exactly. With `minY`
/// the header's top in global (root) coordinates — the `GeometryReader`'s `frame(in: .global).minY`, how
/// far the content top is pulled below the screen top — and `isScrolled = minY > 0`:
/// ```
/// height  = isScrolled ? 400 + minY : 400          // the Spacer's frame
/// offset  = isScrolled ? −minY : 0                 // .offset(y:)
/// scale   = isScrolled ? minY / 1000 + 1 : 1       // .scaleEffect
/// blur    = isScrolled ? minY / 20 : 0             // .blur(radius:)
/// ```
/// The image view (the Spacer with the image as background, `.scaledToFill`) gets `frame.height = height`
/// from the header's top; its transform is the SwiftUI modifier chain `.offset` then `.scaleEffect`
/// (about the frame's centre), i.e. scale `s` and translation `(0, −minY·s)`; its `blurRadius` is the blur.
/// Evaluated in `scrollViewDidScroll` (SwiftUI re-evaluates the GeometryReader on every scroll).
public final class ParallaxHeader: ScrollViewDelegate {
    /// The article's header height, points.
    nonisolated public static let defaultHeight: CGFloat = 400
    /// The article's scale divisor: `scale = minY / 1000 + 1`.
    nonisolated public static let scaleDivisor: CGFloat = 1000
    /// The article's blur divisor: `blur = minY / 20`.
    nonisolated public static let blurDivisor: CGFloat = 20

    /// The header (the GeometryReader), `height` tall at the top of the content.
    public let header: View
    /// The stretched image (Spacer + background image).
    public let imageView: View
    /// The resting height, points.
    public let height: CGFloat
    /// The last `minY` read, points.
    @exclusivity(unchecked) public private(set) var minY: CGFloat = 0
    /// The last image offset (`.offset(y:)`), points.
    @exclusivity(unchecked) public private(set) var imageOffset: CGFloat = 0
    /// The last scale (`.scaleEffect`).
    @exclusivity(unchecked) public private(set) var imageScale: CGFloat = 1

    /// - Parameters:
    ///   - header: the header view inside the scroll view's content.
    ///   - imageView: the header's subview that stretches.
    ///   - height: points (default 400).
    public init(header: View, imageView: View, height: CGFloat = defaultHeight) {
        self.header = header
        self.imageView = imageView
        self.height = height
    }

    /// Re-reads `minY` and applies the article's formulas.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        update()
    }

    /// Applies the formulas for the header's current global position.
    public func update() {
        let offsetY = header.convert(CGPoint.zero, to: nil).y
        let isScrolled = offsetY > 0
        minY = offsetY
        let frameHeight = isScrolled ? height + offsetY : height
        let imageOffset: CGFloat = isScrolled ? -offsetY : 0
        let imageScale: CGFloat = isScrolled ? offsetY / Self.scaleDivisor + 1 : 1
        self.imageOffset = imageOffset
        self.imageScale = imageScale
        imageView.frame = CGRect(x: 0, y: 0, width: header.bounds.width, height: frameHeight)
        imageView.transform = ViewTransform(translationX: 0, y: imageOffset).scaledBy(x: imageScale, y: imageScale)
        imageView.blurRadius = isScrolled ? offsetY / Self.blurDivisor : 0
    }
}
