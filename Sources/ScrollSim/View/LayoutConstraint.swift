import Foundation
import Synchronization

/// An equality between two anchors, or an anchor and a constant, as `NSLayoutConstraint` restricted to
/// `relation == .equal`, `multiplier == 1` and required priority:
/// ```
/// firstItem.firstAttribute == secondItem.secondAttribute + constant     // or
/// firstItem.firstAttribute == constant                                  // size constraints
/// ```
/// The two views must be the same view, siblings, or a view and its superview; the constraint is solved in
/// their common superview's layout pass. Changing ``constant`` marks that view as needing layout.
public final class LayoutConstraint: CustomStringConvertible {
    /// The constrained view (weak, as UIKit's items; a constraint whose view is gone does nothing).
    public private(set) weak var firstItem: View?
    /// The constrained anchor of ``firstItem``.
    public let firstAttribute: LayoutAttribute
    /// The view the constraint refers to, or `nil` for `equalToConstant`.
    public private(set) weak var secondItem: View?
    /// The anchor of ``secondItem``, or `nil` for `equalToConstant`.
    public let secondAttribute: LayoutAttribute?
    /// An optional name for error messages, as `NSLayoutConstraint.identifier`.
    public var identifier: String?

    /// The names of the items as they were at creation (for messages after the views are gone).
    private let firstName: String
    private let secondName: String?

    /// The added constant in points. Setting it marks the solving view as needing layout (no plan
    /// rebuild: the solution order does not depend on constants).
    public var constant: CGFloat {
        get { storedConstant }
        set {
            let oldValue = storedConstant
            storedConstant = newValue
            guard newValue != oldValue, isActive else { return }
            container?.setNeedsLayout()
        }
    }
    /// Stored privately behind the accessor: no runtime exclusivity check when layout reads it.
    private var storedConstant: CGFloat

    /// Whether the constraint takes part in layout. Setting it is `LayoutConstraint.activate([self])` /
    /// `deactivate([self])`.
    public var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            isActive ? attach() : detach()
        }
    }

    internal init(_ first: View, _ firstAttribute: LayoutAttribute, _ second: View?,
                  _ secondAttribute: LayoutAttribute?, _ constant: CGFloat) {
        self.firstItem = first
        self.firstAttribute = firstAttribute
        self.secondItem = second
        self.secondAttribute = secondAttribute
        self.storedConstant = constant
        self.firstName = first.name
        self.secondName = second?.name
    }

    /// Activates each constraint, in order, as `NSLayoutConstraint.activate(_:)`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint, in order, as `NSLayoutConstraint.deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The view whose layout pass solves this constraint: the first item's superview for a size
    /// constant or a sibling/superview relation, the first item itself when the second is its subview;
    /// `nil` when the items are unrelated or not in a hierarchy.
    internal var container: View? {
        guard let first = firstItem else { return nil }
        guard let second = secondItem else { return first.superview }
        if second === first { return first.superview }
        if second === first.superview { return second }
        if second.superview === first { return first }
        if let p = first.superview, p === second.superview { return p }
        return nil
    }

    /// The constraint written as an equation with view names, e.g. `header.top == root.top + 0.0`.
    public var description: String {
        let lhs = "\(firstItem?.name ?? firstName).\(firstAttribute)"
        if let attr = secondAttribute {
            return "\(lhs) == \(secondItem?.name ?? secondName ?? "?").\(attr) + \(constant)"
        }
        return "\(lhs) == \(constant)"
    }

    /// Global activation counter: plans solve constraints in activation order (deterministic within a
    /// hierarchy, which one thread builds; atomic so that parallel tests do not race).
    private static let activationCounter = Atomic<Int>(0)

    /// When the constraint was last activated (see ``activationCounter``).
    internal private(set) var activationSequence = 0

    private func attach() {
        guard let first = firstItem else { return }
        activationSequence = Self.activationCounter.wrappingAdd(1, ordering: .relaxed).newValue
        first.attachedConstraints.append(self)
        if let second = secondItem, second !== first { second.attachedConstraints.append(self) }
        invalidateAffectedPlans()
    }

    private func detach() {
        firstItem?.attachedConstraints.removeAll { $0 === self }
        secondItem?.attachedConstraints.removeAll { $0 === self }
        invalidateAffectedPlans()
    }

    /// Drops the plans that may include this constraint and marks their views for layout.
    private func invalidateAffectedPlans() {
        for v in [firstItem, firstItem?.superview, secondItem, secondItem?.superview] {
            guard let v else { continue }
            v.constraintStructureDidChange()
            v.setNeedsLayout()
        }
    }
}
