import Foundation

/// A text label, as `UILabel`, with a documented text measure instead of a font engine (nothing is
/// drawn). Its ``intrinsicContentSize`` follows the text:
/// ```
/// advance    = averageAdvance · fontSize                     (per character)
/// lineHeight = 20.287109375 · fontSize / 17                  (SF Pro's line height, scaled)
/// textWidth  = characters · advance                        (characters = Unicode scalars)
/// lines      = 1, or when wrapping (numberOfLines ≠ 1 and preferredMaxLayoutWidth > 0):
///              ceil(textWidth / preferredMaxLayoutWidth), capped by numberOfLines if > 0
/// width      = ceilToPixel(min(textWidth, preferredMaxLayoutWidth when wrapping))
/// height     = ceilToPixel(lines · lineHeight)              (0 × 0 for empty text)
/// ```
/// Sources: SF Pro 17 pt line height 20.287109375 (iOS 26.1 font tables, as reproduced in public
/// tests); `averageAdvance` 0.5 em is a model (no public per-character metric is used). Pixels are
/// 1/``displayScale`` points.
@MainActor
open class Label: View {
    /// The text; setting it invalidates the intrinsic size.
    public var text: String? {
        didSet { if text != oldValue { measuredSize = nil; invalidateIntrinsicContentSize() } }
    }
    /// The font, as `UILabel.font`: the system font at 17 pt (`UIFont.labelFontSize`) by default. Its
    /// point size drives the measure; its weight is kept only [model].
    public var font: Font = .systemFont(ofSize: Font.labelFontSize) {
        didSet { if font.pointSize != oldValue.pointSize { measuredSize = nil; invalidateIntrinsicContentSize() } }
    }
    /// The font size in points: ``font``'s point size (17 by default).
    public var fontSize: CGFloat {
        get { font.pointSize }
        set { font.pointSize = newValue }
    }
    /// The text colour, as `UILabel.textColor` (UIKit's default `.label`: black in the light appearance).
    /// Kept only; nothing is drawn.
    public var textColor: Color = .black
    /// How lines are aligned, as `UILabel.textAlignment` (default `.natural`). Kept only; the measure does
    /// not depend on it.
    public var textAlignment: TextAlignment = .natural
    /// How lines that do not fit are broken or truncated, as `UILabel.lineBreakMode` (default
    /// `.byTruncatingTail`). Kept only; the measure does not depend on it.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Whether the font follows the Dynamic Type content size, as
    /// `UILabel.adjustsFontForContentSizeCategory` (default `false`). Kept only: the content size is
    /// always the default "Large", so ``font`` does not change.
    public var adjustsFontForContentSizeCategory = false
    /// The most lines (0 = no limit), as `UILabel.numberOfLines`; default 1.
    public var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { measuredSize = nil; invalidateIntrinsicContentSize() } }
    }
    /// The width at which text wraps when `numberOfLines ≠ 1`, as `UILabel.preferredMaxLayoutWidth`;
    /// 0 (default) = no wrapping.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { measuredSize = nil; invalidateIntrinsicContentSize() } }
    }

    /// The average character advance, as a fraction of the font size [model].
    public static let averageAdvance: CGFloat = 0.5
    /// SF Pro's line height at 17 pt (points).
    public static let lineHeightAt17: CGFloat = 20.287109375
    /// Points per pixel denominator: 3 (an @3x phone).
    public static let displayScale: CGFloat = 3

    /// Creates an empty label, as UIKit's `init(frame:)`; user interaction is off, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Unarchiving is not modelled: returns `nil` (``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a label showing `text`.
    /// - Parameters:
    ///   - text: the text (`nil` = empty).
    ///   - name: for traces and constraint logs (`nil`: the class's default ``View/name``).
    public convenience init(text: String?, name: String? = nil) {
        self.init(frame: .zero)
        self.text = text
        if let name { self.name = name }
    }

    /// The line height at ``fontSize`` (points, unrounded).
    public var lineHeight: CGFloat { Self.lineHeightAt17 * fontSize / 17 }

    /// The last measure, until the text or a metric changes.
    private var measuredSize: CGSize?

    /// The text measure above.
    open override var intrinsicContentSize: CGSize {
        if let measuredSize { return measuredSize }
        let size = measure()
        measuredSize = size
        return size
    }

    /// The number of Unicode scalars in `text`: its UTF-8 bytes that start a scalar (all but the
    /// continuation bytes `10xxxxxx`), counted over the contiguous bytes when the string has them
    /// (about 3 instructions a byte, against about 16 a scalar for `unicodeScalars.count`).
    static func unicodeScalarCount(_ text: String) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int in
            var n = 0
            for b in bytes where b & 0xC0 != 0x80 { n += 1 }
            return n
        }) { return count }
        return text.unicodeScalars.count
    }

    private func measure() -> CGSize {
        let count = text.map(Self.unicodeScalarCount) ?? 0
        guard count > 0 else { return .zero }
        let textWidth = CGFloat(count) * Self.averageAdvance * fontSize
        var lines = 1
        var width = textWidth
        if numberOfLines != 1 && preferredMaxLayoutWidth > 0 {
            lines = Int((textWidth / preferredMaxLayoutWidth).rounded(.up))
            if numberOfLines > 0 { lines = min(lines, numberOfLines) }
            width = min(textWidth, preferredMaxLayoutWidth)
        }
        func ceilToPixel(_ v: CGFloat) -> CGFloat { (v * Self.displayScale).rounded(.up) / Self.displayScale }
        return CGSize(width: ceilToPixel(width), height: ceilToPixel(CGFloat(lines) * lineHeight))
    }
}
