import Foundation

/// How quickly a flung scroll view slows down: the fraction of velocity kept per millisecond,
/// as UIKit's `UIScrollView.DecelerationRate`.
///
/// Source: Apple documentation (`.normal` 0.998, `.fast` 0.99) [doc]; a custom value is snapped by UIKit
/// to one of the two (`< 0.994` → 0.99, else 0.998) [re] — see ``snapped``. <doc:Physics#Deceleration>.
public struct DecelerationRate: Sendable, Hashable, CustomStringConvertible {
    /// Velocity kept per millisecond, in (0, 1).
    public var rawValue: Double

    /// Creates a rate from a per-millisecond factor. The value is stored as given; the physics uses
    /// ``snapped``, as UIKit does.
    public init(rawValue: Double) { self.rawValue = rawValue }

    /// UIKit's default: 0.998 per ms [doc].
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate: 0.99 per ms [doc].
    public static let fast = DecelerationRate(rawValue: 0.99)
    /// The boundary UIKit snaps at: below it `.fast`, from it on `.normal` [re].
    public static let snappingThreshold = 0.994

    /// The rate the physics actually uses: UIKit keeps only its two rates [re].
    public var snapped: DecelerationRate {
        rawValue < DecelerationRate.snappingThreshold ? .fast : .normal
    }

    public var description: String {
        switch rawValue {
        case DecelerationRate.normal.rawValue: return "normal"
        case DecelerationRate.fast.rawValue: return "fast"
        default: return "\(rawValue)"
        }
    }
}
