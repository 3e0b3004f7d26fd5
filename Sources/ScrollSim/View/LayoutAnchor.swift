import Foundation

/// The anchors of a view or layout guide that constraints can relate, as `NSLayoutConstraint.Attribute`.
/// `left`/`right` equal `leading`/`trailing` (ScrollSim lays out left to right only).
public enum LayoutAttribute: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// The leading edge (the left edge, left to right).
    case leading
    /// The trailing edge (the right edge, left to right).
    case trailing
    /// The horizontal centre.
    case centerX
    /// The width.
    case width
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The vertical centre.
    case centerY
    /// The height.
    case height
    /// The left edge.
    case left
    /// The right edge.
    case right

    /// 0 for the horizontal axis, 1 for the vertical one.
    internal var axis: Int {
        switch self {
        case .leading, .trailing, .centerX, .width, .left, .right: return 0
        case .top, .bottom, .centerY, .height: return 1
        }
    }

    /// The slot within an axis: 0 min edge, 1 max edge, 2 size, 3 centre.
    internal var slot: Int {
        switch self {
        case .leading, .top, .left: return 0
        case .trailing, .bottom, .right: return 1
        case .width, .height: return 2
        case .centerX, .centerY: return 3
        }
    }

    /// Whether this is an edge (min or max), which a scroll view's content area provides.
    internal var isEdge: Bool { slot < 2 }

    /// The UIKit anchor name, e.g. `topAnchor`'s `top`.
    public var description: String {
        switch self {
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .centerX: return "centerX"
        case .width: return "width"
        case .top: return "top"
        case .bottom: return "bottom"
        case .centerY: return "centerY"
        case .height: return "height"
        case .left: return "left"
        case .right: return "right"
        }
    }
}

/// What every anchor type shares: the item (a ``View`` or a ``LayoutGuide``) and the attribute.
@MainActor
internal protocol AnchorParts {
    var item: AnyObject { get }
    var attribute: LayoutAttribute { get }
}

extension AnchorParts {
    func make(_ relation: LayoutRelation, _ other: AnchorParts?, _ multiplier: CGFloat,
              _ constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item, attribute, relation, other?.item, other?.attribute, multiplier, constant)
    }

    /// The owning view: the view itself, or a guide's owning view.
    var owner: View {
        if let v = item as? View { return v }
        return (item as! LayoutGuide).owningView!
    }
}

/// A horizontal position anchor (`leadingAnchor`, `trailingAnchor`, `leftAnchor`, `rightAnchor`,
/// `centerXAnchor`), as `NSLayoutXAxisAnchor`. Constraints are created inactive.
public struct LayoutXAxisAnchor: AnchorParts {
    /// The view or layout guide the anchor belongs to.
    public let item: AnyObject
    /// Which position.
    public let attribute: LayoutAttribute
    /// The view the anchor belongs to (a guide's owning view).
    public var view: View { owner }

    /// `self == anchor + constant` (points).
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, 1, constant)
    }
    /// `self >= anchor + constant` (points).
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, constant)
    }
    /// `self <= anchor + constant` (points).
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, constant)
    }
}

/// A vertical position anchor (`topAnchor`, `bottomAnchor`, `centerYAnchor`), as `NSLayoutYAxisAnchor`.
/// Constraints are created inactive.
public struct LayoutYAxisAnchor: AnchorParts {
    /// The view or layout guide the anchor belongs to.
    public let item: AnyObject
    /// Which position.
    public let attribute: LayoutAttribute
    /// The view the anchor belongs to (a guide's owning view).
    public var view: View { owner }

    /// `self == anchor + constant` (points).
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, 1, constant)
    }
    /// `self >= anchor + constant` (points).
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, constant)
    }
    /// `self <= anchor + constant` (points).
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, constant)
    }
}

/// A size anchor (`widthAnchor`, `heightAnchor`), as `NSLayoutDimension`. Constraints are created inactive.
public struct LayoutDimension: AnchorParts {
    /// The view or layout guide the anchor belongs to.
    public let item: AnyObject
    /// `.width` or `.height`.
    public let attribute: LayoutAttribute
    /// The view the anchor belongs to (a guide's owning view).
    public var view: View { owner }

    /// `self == anchor·multiplier + constant` (points).
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier, constant)
    }
    /// `self >= anchor·multiplier + constant` (points).
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier, constant)
    }
    /// `self <= anchor·multiplier + constant` (points).
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier, constant)
    }
    /// `self == constant` (points).
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        make(.equal, nil, 1, constant)
    }
    /// `self >= constant` (points).
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, 1, constant)
    }
    /// `self <= constant` (points).
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, 1, constant)
    }
}

extension View {
    /// The leading edge, in the superview's coordinates.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge, in the superview's coordinates.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, in the superview's coordinates.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge, in the superview's coordinates.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre, in the superview's coordinates.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge, in the superview's coordinates.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge, in the superview's coordinates.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre, in the superview's coordinates.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

    /// Whether the frame set by code is turned into required constraints (`true`, the default for views
    /// made in code, as UIKit) or the frame is computed from constraints (`false`). A `true` view that
    /// constraints mention is fixed there by four required constraints (x, y, width, height of its frame,
    /// UIKit's `NSAutoresizingMaskLayoutConstraint`s with no autoresizing mask), updated when the frame
    /// is set; it also solves its own subviews' constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoresizingFlag }
        set {
            guard newValue != autoresizingFlag else { return }
            autoresizingFlag = newValue
            View.hierarchyDidChange()
            // The view moves between constraint regions: both its old and new hosts rebuild. Becoming
            // frame-based makes it a host of its own (for its constraint-placed subviews, if any).
            layoutEngine = nil
            if newValue { constraintRegionMayHaveWork = true }
            setNeedsLayout()
            if let s = superview { s.layoutBoundary.invalidateConstraintStructure() }
        }
    }

    /// The active constraints that mention this view, in activation order.
    public var constraints: [LayoutConstraint] { attachedConstraints }
}
