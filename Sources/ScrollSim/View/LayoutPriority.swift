/// How much a constraint matters, as `UILayoutPriority`: 1…1000, where 1000 (``required``) must hold
/// and lower values are optional, satisfied from high to low.
///
/// Values and names are UIKit's (`UILayoutPriority`). How ScrollSim's solver weighs them: every distinct
/// optional value is its own level of a lexicographic objective (see `SimplexSolver`), so any error at
/// a higher priority outweighs all errors at lower ones; within one priority each constraint weighs one
/// per point of error. Apple does not publish its priority→weight mapping; this is the model.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
                              ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The priority value, 1…1000.
    public var rawValue: Float

    /// A priority with the given value (clamped to 1…1000 when the constraint is solved).
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority with the given value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A priority from a literal such as `750`.
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// A priority from a literal such as `750`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold (UIKit `UILayoutPriority.required`).
    public static let required = LayoutPriority(1000)
    /// 750 (UIKit `.defaultHigh`; the default compression resistance).
    public static let defaultHigh = LayoutPriority(750)
    /// 510 (UIKit `.dragThatCanResizeScene`).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500 (UIKit `.sceneSizeStayPut`).
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 490 (UIKit `.dragThatCannotResizeScene`).
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// 250 (UIKit `.defaultLow`; the default content hugging).
    public static let defaultLow = LayoutPriority(250)
    /// 50 (UIKit `.fittingSizeLevel`).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the constraint must hold (≥ 1000).
    public var isRequired: Bool { rawValue >= 1000 }

    /// Orders by value.
    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }

    /// `p + 1` style arithmetic, as UIKit's `UILayoutPriority + Float`.
    public static func + (p: LayoutPriority, d: Float) -> LayoutPriority { LayoutPriority(p.rawValue + d) }
    /// `p - 1` style arithmetic, as UIKit's `UILayoutPriority - Float`.
    public static func - (p: LayoutPriority, d: Float) -> LayoutPriority { LayoutPriority(p.rawValue - d) }

    /// The value, e.g. `750`.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
