/// Constraint input the layout cannot use. Every case names the views and anchors involved.
///
/// Unsatisfiable and ambiguous constraints are not errors: as in UIKit, the layout breaks a required
/// constraint and reports it through ``LayoutDiagnostics``, and picks one solution for an ambiguous
/// layout (``View/hasAmbiguousLayout`` tells).
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The constraints give a view a negative width or height (points).
    case negativeSize(container: String, view: String, anchor: String, value: Double)
    /// The constraint's items have no common ancestor (UIKit raises an exception for these).
    case unrelatedItems(constraint: String)

    /// A message naming the views and anchors.
    public var description: String {
        switch self {
        case let .negativeSize(container, view, anchor, value):
            return "Layout error in '\(container)': the constraints give view '\(view)' a negative \(anchor) (\(value))."
        case let .unrelatedItems(constraint):
            return "Layout error: constraint `\(constraint)` relates items without a common ancestor (not in one hierarchy)."
        }
    }
}
