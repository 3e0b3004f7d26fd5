import Foundation

/// A font as the text measure sees it, standing in for `UIFont`: a point size and a weight (nothing is
/// drawn; ``Label`` measures text from the point size only, see its measure). UIKit's constructors:
/// `systemFont(ofSize:)`, `systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`,
/// `preferredFont(forTextStyle:)` (Dynamic Type at the default "Large" content size).
public struct Font: Hashable, Sendable {
    /// The point size (points; UIKit's `pointSize`).
    public var pointSize: CGFloat
    /// The weight (kept and reported; the measure does not use it [model]).
    public var weight: Weight

    /// A system font of `pointSize` points and `weight`.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// UIKit's `UIFont.systemFont(ofSize:)`: the system font (SF Pro), regular.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font { Font(pointSize: fontSize) }
    /// UIKit's `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(pointSize: fontSize, weight: weight)
    }
    /// UIKit's `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font { Font(pointSize: fontSize, weight: .bold) }
    /// UIKit's `UIFont.preferredFont(forTextStyle:)` at the default content size category ("Large"):
    /// ``TextStyle/pointSize`` points, semibold for `.headline`, regular otherwise.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(pointSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }
    /// UIKit's `UIFont.labelFontSize`: 17 points, the default label font size.
    nonisolated public static let labelFontSize: CGFloat = 17
    /// UIKit's `UIFont.systemFontSize`: 14 points.
    nonisolated public static let systemFontSize: CGFloat = 14

    /// The same font at another size, as `UIFont.withSize(_:)`.
    public func withSize(_ fontSize: CGFloat) -> Font { Font(pointSize: fontSize, weight: weight) }

    /// SF Pro's line height at 17 pt, points (iOS 26.1 font tables, as reproduced in public tests).
    nonisolated public static let lineHeightAt17: CGFloat = 20.287109375

    /// SF Pro's line height at this size, points: `20.287109375 · pointSize / 17` (``lineHeightAt17``
    /// scaled), as `UIFont.lineHeight`; ``Label`` measures lines with it.
    public var lineHeight: CGFloat { Font.lineHeightAt17 * pointSize / 17 }

    /// A font weight, as `UIFont.Weight` (its raw values: ultraLight −0.8 … black 0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw weight value.
        public var rawValue: CGFloat
        /// Creates a weight from UIKit's raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `UIFont.Weight.ultraLight` (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// `UIFont.Weight.thin` (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// `UIFont.Weight.light` (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// `UIFont.Weight.regular` (0).
        public static let regular = Weight(rawValue: 0)
        /// `UIFont.Weight.medium` (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// `UIFont.Weight.semibold` (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// `UIFont.Weight.bold` (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// `UIFont.Weight.heavy` (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// `UIFont.Weight.black` (0.62).
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style, as `UIFont.TextStyle`, with its size at the default content size
    /// category "Large". Source: Apple Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type
    /// sizes" (Large column).
    public enum TextStyle: String, Sendable, CaseIterable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title1
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt semibold.
        case headline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 15 pt.
        case subheadline
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption1
        /// 11 pt.
        case caption2

        /// The style's point size at "Large", points.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }
    }
}
