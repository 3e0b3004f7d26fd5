/// SwiftUI's `Font`, as far as layout sees it: a point size. Text is measured with the engine's text
/// measure at that size (0.5 em per character, SF Pro's line height scaled); weight, design and italics
/// are kept for source compatibility and change nothing [model: the measure is per character].
///
/// The text styles' sizes are iOS's Dynamic Type sizes at the default (Large) setting (Apple Human
/// Interface Guidelines, "Typography", iOS Dynamic Type sizes): large title 34, title 28, title 2 22,
/// title 3 20, headline 17, body 17, callout 16, subheadline 15, footnote 13, caption 12, caption 2 11.
public struct Font: Hashable, Sendable {
    /// The point size.
    let size: CGFloat

    /// A text style, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        /// 34 points.
        case largeTitle
        /// 28 points.
        case title
        /// 22 points.
        case title2
        /// 20 points.
        case title3
        /// 17 points (semibold in iOS).
        case headline
        /// 15 points.
        case subheadline
        /// 17 points.
        case body
        /// 16 points.
        case callout
        /// 13 points.
        case footnote
        /// 12 points.
        case caption
        /// 11 points.
        case caption2

        /// The style's size at the default Dynamic Type setting (points; HIG table above).
        var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    /// A font weight, as SwiftUI's `Font.Weight` (not used by the measure).
    public struct Weight: Hashable, Sendable {
        /// The weight's value, −1 (lightest) … 1 (heaviest), as SwiftUI's.
        let value: Double
        /// The ultraLight weight.
        public static let ultraLight = Weight(value: -0.8)
        /// The thin weight.
        public static let thin = Weight(value: -0.6)
        /// The light weight.
        public static let light = Weight(value: -0.4)
        /// The regular weight.
        public static let regular = Weight(value: 0)
        /// The medium weight.
        public static let medium = Weight(value: 0.23)
        /// The semibold weight.
        public static let semibold = Weight(value: 0.3)
        /// The bold weight.
        public static let bold = Weight(value: 0.4)
        /// The heavy weight.
        public static let heavy = Weight(value: 0.56)
        /// The black weight.
        public static let black = Weight(value: 0.62)
    }

    /// A font design, as SwiftUI's `Font.Design` (not used by the measure).
    public enum Design: Hashable, Sendable {
        /// SF Pro.
        case `default`
        /// New York.
        case serif
        /// SF Pro Rounded.
        case rounded
        /// SF Mono.
        case monospaced
    }

    /// The large title style, 34 points.
    public static let largeTitle = Font(size: TextStyle.largeTitle.size)
    /// The title style, 28 points.
    public static let title = Font(size: TextStyle.title.size)
    /// The second title style, 22 points.
    public static let title2 = Font(size: TextStyle.title2.size)
    /// The third title style, 20 points.
    public static let title3 = Font(size: TextStyle.title3.size)
    /// The headline style, 17 points.
    public static let headline = Font(size: TextStyle.headline.size)
    /// The subheadline style, 15 points.
    public static let subheadline = Font(size: TextStyle.subheadline.size)
    /// The body style, 17 points (the default).
    public static let body = Font(size: TextStyle.body.size)
    /// The callout style, 16 points.
    public static let callout = Font(size: TextStyle.callout.size)
    /// The footnote style, 13 points.
    public static let footnote = Font(size: TextStyle.footnote.size)
    /// The caption style, 12 points.
    public static let caption = Font(size: TextStyle.caption.size)
    /// The second caption style, 11 points.
    public static let caption2 = Font(size: TextStyle.caption2.size)

    /// The system font of `size` points, as SwiftUI's `Font.system(size:weight:design:)`.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size)
    }

    /// The system font of a text style, as SwiftUI's `Font.system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size)
    }

    /// This font, bold (same measure).
    public func bold() -> Font { self }
    /// This font, italic (same measure).
    public func italic() -> Font { self }
    /// This font with `weight` (same measure).
    public func weight(_ weight: Weight) -> Font { self }
}
