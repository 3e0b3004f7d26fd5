import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as `UILayoutGuide`: spacers, and the
/// system guides every view offers (``View/safeAreaLayoutGuide``, ``View/layoutMarginsGuide``) and a
/// ``ScrollView``'s ``ScrollView/contentLayoutGuide`` / ``ScrollView/frameLayoutGuide``.
@MainActor
public final class LayoutGuide {
    /// What the guide stands for.
    internal enum Kind {
        /// Added by code (`addLayoutGuide(_:)`): placed by constraints only.
        case user
        /// The owning view's bounds inset by its safe-area insets.
        case safeArea
        /// The owning view's bounds inset by its ``View/layoutMargins``.
        case margins
        /// A scroll view's content area: origin (0, 0) in content coordinates, size = `contentSize`.
        case content
        /// A scroll view's frame, in content coordinates (origin = `contentOffset`).
        case frame
    }

    internal let kind: Kind

    /// The view the guide belongs to (weak, as UIKit's).
    public internal(set) weak var owningView: View?

    /// A name for constraint descriptions and logs, as `UILayoutGuide.identifier`.
    public var identifier: String

    /// The guide's rectangle in the owning view's coordinate space (points), as solved by the last
    /// layout pass (system guides: as their definition gives).
    public internal(set) var layoutFrame: CGRect = .zero

    /// Creates a guide placed by constraints; add it to a view with ``View/addLayoutGuide(_:)``.
    public convenience init() {
        self.init(kind: .user, identifier: "UILayoutGuide")
    }

    internal init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
    }

    /// The leading edge, in the owning view's coordinates.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

    /// For solver bookkeeping: the engine and item slot this guide occupies.
    internal var itemStamp = 0
    internal var itemSlot = -1
    /// The constraints that define a system guide relative to its owning view, once built.
    internal var pins: [LayoutConstraint]?
}

extension View {
    /// The guides added with ``addLayoutGuide(_:)`` and the system guides created so far.
    public var layoutGuides: [LayoutGuide] { guideStorage.filter { $0.kind == .user } }

    /// Adds a guide owned by this view, as `UIView.addLayoutGuide(_:)`.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        guideStorage.append(guide)
        constraintRegionMayHaveWork = true
    }

    /// Removes a guide and deactivates the constraints that mention it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for c in attachedConstraints where c.firstItem === guide || c.secondItem === guide { c.isActive = false }
        guideStorage.removeAll { $0 === guide }
        guide.owningView = nil
    }

    internal func systemGuide(_ kind: LayoutGuide.Kind, _ identifier: String) -> LayoutGuide {
        for g in guideStorage where g.kind == kind { return g }
        let g = LayoutGuide(kind: kind, identifier: identifier)
        g.owningView = self
        guideStorage.append(g)
        return g
    }

    /// The view's bounds inset by its safe area, as `UIView.safeAreaLayoutGuide`: ``View/safeAreaInsets``,
    /// from the window's safe area (``Simulation/safeAreaInsets``, or the one the root carries, as a
    /// `UIWindow` does). No bars are modelled.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }

    /// The view's bounds inset by ``layoutMargins``, as `UIView.layoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.margins, "UIViewLayoutMarginsGuide") }
}
