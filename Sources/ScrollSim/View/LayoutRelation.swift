/// The relation of a constraint's two sides, as `NSLayoutConstraint.Relation` (same raw values).
public enum LayoutRelation: Int, Sendable, CustomStringConvertible {
    /// `first ≤ multiplier·second + constant`.
    case lessThanOrEqual = -1
    /// `first = multiplier·second + constant`.
    case equal = 0
    /// `first ≥ multiplier·second + constant`.
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`, as UIKit prints constraints.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A layout axis, as `NSLayoutConstraint.Axis` (same raw values).
public enum LayoutAxis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
}
