import Foundation

/// The eight anchors of a view that constraints can relate, as `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// The left edge (left-to-right layout only).
    case leading
    /// The right edge (left-to-right layout only).
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

    /// 0 for the horizontal axis, 1 for the vertical one.
    internal var axis: Int { rawValue < 4 ? 0 : 1 }

    /// The slot within an axis: 0 min edge, 1 max edge, 2 size, 3 centre.
    internal var slot: Int {
        switch self {
        case .leading, .top: return 0
        case .trailing, .bottom: return 1
        case .width, .height: return 2
        case .centerX, .centerY: return 3
        }
    }

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
        }
    }
}

/// A horizontal position anchor (`leadingAnchor`, `trailingAnchor`, `centerXAnchor`), as
/// `NSLayoutXAxisAnchor`.
public struct LayoutXAxisAnchor {
    /// The view the anchor belongs to.
    public let view: View
    /// Which position.
    public let attribute: LayoutAttribute

    /// `self == anchor + constant` (points). Inactive until activated.
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(view, attribute, anchor.view, anchor.attribute, constant)
    }
}

/// A vertical position anchor (`topAnchor`, `bottomAnchor`, `centerYAnchor`), as `NSLayoutYAxisAnchor`.
public struct LayoutYAxisAnchor {
    /// The view the anchor belongs to.
    public let view: View
    /// Which position.
    public let attribute: LayoutAttribute

    /// `self == anchor + constant` (points). Inactive until activated.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(view, attribute, anchor.view, anchor.attribute, constant)
    }
}

/// A size anchor (`widthAnchor`, `heightAnchor`), as `NSLayoutDimension`.
public struct LayoutDimension {
    /// The view the anchor belongs to.
    public let view: View
    /// `.width` or `.height`.
    public let attribute: LayoutAttribute

    /// `self == anchor + constant` (points). Inactive until activated.
    public func constraint(equalTo anchor: LayoutDimension, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(view, attribute, anchor.view, anchor.attribute, constant)
    }

    /// `self == constant` (points, ≥ 0 when solved). Inactive until activated.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(view, attribute, nil, nil, constant)
    }
}

extension View {
    /// The left edge, in the superview's coordinates.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(view: self, attribute: .leading) }
    /// The right edge, in the superview's coordinates.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(view: self, attribute: .trailing) }
    /// The horizontal centre, in the superview's coordinates.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(view: self, attribute: .centerX) }
    /// The top edge, in the superview's coordinates.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(view: self, attribute: .top) }
    /// The bottom edge, in the superview's coordinates.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(view: self, attribute: .bottom) }
    /// The vertical centre, in the superview's coordinates.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(view: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(view: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(view: self, attribute: .height) }

    /// Whether the frame is set directly (`true`, the default, as UIKit) or computed from constraints
    /// (`false`). A view with `false` must be fully determined by its active constraints on both axes,
    /// else the layout pass reports a ``LayoutError``.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoresizingFlag }
        set {
            guard newValue != autoresizingFlag else { return }
            autoresizingFlag = newValue
            superview?.constraintStructureDidChange()
            superview?.setNeedsLayout()
        }
    }

    /// The active constraints that mention this view, in activation order.
    public var constraints: [LayoutConstraint] { attachedConstraints }

    /// Drops the compiled constraint plan so the next layout rebuilds it.
    internal func constraintStructureDidChange() {
        constraintPlan = nil
    }
}
