/// A constraint problem found by the layout pass. Every case names the views and anchors involved; the
/// layout never guesses (UIKit would break a constraint and log; ScrollSim refuses).
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// A view with `translatesAutoresizingMaskIntoConstraints == false` is not determined on an axis.
    /// `known` lists the anchors the constraints do fix on that axis (possibly none).
    case missingConstraints(container: String, view: String, axis: String, known: [String])
    /// A constraint disagrees with what the other constraints give.
    /// `required` is what the constraint asks for, `actual` what the rest gives (points).
    case contradiction(container: String, constraint: String, required: Double, actual: Double)
    /// Constraints that cannot be solved in order: both sides depend on unknown anchors only
    /// (for example two views constrained only to each other).
    case underdetermined(container: String, constraints: [String])
    /// The constraints give a view a negative width or height (points).
    case negativeSize(container: String, view: String, anchor: String, value: Double)
    /// The constraint's views are neither the same view, siblings, nor a view and its superview.
    case unrelatedItems(constraint: String)

    /// A message naming the views and anchors.
    public var description: String {
        switch self {
        case let .missingConstraints(container, view, axis, known):
            let have = known.isEmpty ? "no \(axis) anchor is constrained" : "only \(known.joined(separator: ", ")) \(known.count == 1 ? "is" : "are") determined"
            let need = axis == "horizontal" ? "leading/trailing/centerX/width" : "top/bottom/centerY/height"
            return "Layout error in '\(container)': missing constraints for view '\(view)' on the \(axis) axis: \(have); it needs two independent anchors of \(need)."
        case let .contradiction(container, constraint, required, actual):
            return "Layout error in '\(container)': contradictory constraint `\(constraint)`: it requires \(required), the other constraints give \(actual)."
        case let .underdetermined(container, constraints):
            return "Layout error in '\(container)': constraints not anchored to any known position: \(constraints.map { "`\($0)`" }.joined(separator: ", "))."
        case let .negativeSize(container, view, anchor, value):
            return "Layout error in '\(container)': the constraints give view '\(view)' a negative \(anchor) (\(value))."
        case let .unrelatedItems(constraint):
            return "Layout error: constraint `\(constraint)` relates views that are neither the same view, siblings, nor a view and its superview (or not in one hierarchy)."
        }
    }
}
