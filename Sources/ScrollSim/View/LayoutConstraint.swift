import Foundation
import Synchronization

/// A linear relation between two anchors, or an anchor and a constant, as `NSLayoutConstraint`:
/// ```
/// firstItem.firstAttribute  (== | <= | >=)  multiplier · secondItem.secondAttribute + constant
/// firstItem.firstAttribute  (== | <= | >=)  constant                   // size constants
/// ```
/// Items are views or ``LayoutGuide``s with a common ancestor. Active constraints are solved by the
/// layout pass of the nearest view that is a *layout boundary* at or above that ancestor (a view whose
/// frame is set by code — `translatesAutoresizingMaskIntoConstraints == true` — or a root, or a
/// ``ScrollView`` for its content), together with every other constraint of that region, by the
/// Cassowary solver. Changing ``constant`` re-solves incrementally in the next layout pass (no rebuild);
/// activating, deactivating or changing ``priority`` rebuilds the region's system.
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// What created the constraint (for descriptions in logs, as UIKit's constraint classes).
    internal enum Origin {
        /// Made by code through anchors or the item/attribute initialiser.
        case code
        /// A frame turned into constraints (`NSAutoresizingMaskLayoutConstraint`).
        case autoresizing
        /// An intrinsic content size constraint (`NSContentSizeLayoutConstraint`), hugging or compression.
        case contentSize
        /// A system guide's definition (safe area, margins, scroll view guides), or a host's bounds.
        case system
    }

    /// The constrained item, a ``View`` or ``LayoutGuide`` (weak, as UIKit's).
    public var firstItem: AnyObject? { firstItemReference }
    /// The constrained anchor of ``firstItem``.
    public let firstAttribute: LayoutAttribute
    /// How the sides relate.
    public let relation: LayoutRelation
    /// The item the constraint refers to, or `nil` for a constant size.
    public var secondItem: AnyObject? { secondItemReference }
    /// The anchor of ``secondItem``, or `nil` for a constant size.
    public let secondAttribute: LayoutAttribute?
    /// The factor applied to the second anchor (1 for anchor constraints without one).
    public let multiplier: CGFloat
    /// An optional name for logs, as `NSLayoutConstraint.identifier`.
    public var identifier: String?

    internal let origin: Origin
    // The storage of `firstItem` and `secondItem` (weak references, read through their getters).
    private weak var firstItemReference: AnyObject?
    private weak var secondItemReference: AnyObject?
    /// The same items without reference counting, for the engine's build, which reads them only while
    /// they are alive: the constraints it adds are its own pins or ones gathered from its region for
    /// the current hierarchy, whose items are in the host's tree (see `LayoutSystem.addedItem`). A
    /// weak load costs a side-table lookup and a slow release (views and guides are weakly referenced,
    /// so their counts live in side tables): about 150 instructions, twice per constraint added.
    /// (`Unmanaged` rather than `unowned(unsafe)`: a value loaded from the latter is retained for its
    /// uses, which is the cost avoided; `Unmanaged._withUnsafeGuaranteedRef` lends it uncounted.)
    internal let firstItemUnretained: Unmanaged<AnyObject>
    internal let secondItemUnretained: Unmanaged<AnyObject>?
    /// Whether ``firstItem`` is a ``View`` (else a ``LayoutGuide``), and the same for ``secondItem``
    /// (`false` without one): the engine downcasts without a dynamic cast.
    internal let firstItemIsView: Bool
    internal let secondItemIsView: Bool
    /// The names of the items as they were at creation (for messages after the items are gone).
    private let firstName: String
    private let secondName: String?

    /// The added constant in points. Setting it on an active constraint re-solves its region in the
    /// next layout pass, incrementally (the solver's dual simplex; no rebuild).
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            // Only a constraint in an engine's records has an edit to queue (the engine ignores the others).
            if engineRecord >= 0, let engine { engine.constantDidChange(self) }
        }
    }

    /// How much the constraint matters (default ``LayoutPriority/required``). Values are clamped to
    /// 1…1000. Changing it on an active constraint rebuilds its region's system.
    @exclusivity(unchecked) public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive { invalidateRegions(firstItemView, secondItemView) }
        }
    }

    /// Whether the constraint takes part in layout. Setting it is `activate([self])` / `deactivate([self])`.
    public var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            isActive ? attach() : detach()
        }
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// - Parameters:
    ///   - view1: a ``View`` or ``LayoutGuide``.
    ///   - attr1: the attribute of `view1`.
    ///   - relation: `==`, `<=` or `>=` between the two sides.
    ///   - view2: a ``View`` or ``LayoutGuide``, or `nil` (then `attr2` must be `nil`) for a constant.
    ///   - attr2: the attribute of `view2` (`nil` with `view2 == nil`).
    ///   - multiplier: scales the second attribute (default 1).
    ///   - constant: points added to the second side (default 0).
    public convenience init(item view1: AnyObject, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem view2: AnyObject?, attribute attr2: LayoutAttribute?, multiplier: CGFloat = 1,
                            constant: CGFloat = 0) {
        self.init(view1, attr1, relation, view2, attr2, multiplier, constant)
    }

    internal init(_ first: AnyObject, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
                  _ second: AnyObject?, _ secondAttribute: LayoutAttribute?, _ multiplier: CGFloat,
                  _ constant: CGFloat, origin: Origin = .code) {
        precondition(first is View || first is LayoutGuide, "LayoutConstraint: items must be views or layout guides")
        precondition(second == nil || second is View || second is LayoutGuide,
                     "LayoutConstraint: items must be views or layout guides")
        self.firstItemReference = first
        self.firstItemIsView = first is View
        self.secondItemIsView = second is View
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItemReference = second
        self.firstItemUnretained = Unmanaged.passUnretained(first)
        self.secondItemUnretained = second.map { Unmanaged.passUnretained($0) }
        self.secondAttribute = second == nil ? nil : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.origin = origin
        self.firstName = Self.name(of: first)
        self.secondName = second.map(Self.name(of:))
    }

    /// Activates each constraint, in order, as `NSLayoutConstraint.activate(_:)`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint, in order, as `NSLayoutConstraint.deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    static func name(of item: AnyObject) -> String {
        if let v = item as? View { return v.name }
        if let g = item as? LayoutGuide { return "\(g.owningView?.name ?? "?").\(g.identifier)" }
        return "?"
    }

    /// The view an item stands for: the view, or a guide's owning view.
    static func view(of item: AnyObject?) -> View? {
        if let v = item as? View { return v }
        return (item as? LayoutGuide)?.owningView
    }

    /// The view ``firstItem`` stands for (see ``view(of:)``); `nil` once the item is gone.
    private var firstItemView: View? { Self.view(of: firstItemReference, isView: firstItemIsView) }

    /// The view ``secondItem`` stands for (see ``view(of:)``); `nil` without a second item or once it is gone.
    private var secondItemView: View? { Self.view(of: secondItemReference, isView: secondItemIsView) }

    /// ``view(of:)`` for an item whose kind the constraint recorded when it was made: downcast by that
    /// flag instead of a dynamic cast (activation runs this for every constraint it attaches or detaches).
    private static func view(of item: AnyObject?, isView: Bool) -> View? {
        guard let item else { return nil }
        if isView { return unsafeDowncast(item, to: View.self) }
        return unsafeDowncast(item, to: LayoutGuide.self).owningView
    }

    /// The constraint as an equation with item names, e.g. `header.top == root.top + 0.0`,
    /// `a.width <= 0.5*b.width + 10.0 @750`.
    public var description: String {
        let lhs = "\(firstItem.map(Self.name(of:)) ?? firstName).\(firstAttribute)"
        var text: String
        if let attr = secondAttribute {
            let rhsName = "\(secondItem.map(Self.name(of:)) ?? secondName ?? "?").\(attr)"
            let scaled = multiplier == 1 ? rhsName : "\(multiplier)*\(rhsName)"
            text = "\(lhs) \(relation) \(scaled) + \(constant)"
        } else {
            text = "\(lhs) \(relation) \(constant)"
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// The constraint as UIKit logs it, e.g.
    /// `<NSLayoutConstraint:header.bottom == root.bottom + 0.0   (active)>` (names instead of addresses).
    public var logDescription: String {
        let cls: String
        switch origin {
        case .code, .system: cls = "NSLayoutConstraint"
        case .autoresizing: cls = "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: cls = "NSContentSizeLayoutConstraint"
        }
        let tag = identifier.map { "'\($0)' " } ?? ""
        let mask = origin == .autoresizing ? "h=--& v=--& " : ""
        return "<\(cls):\(mask)\(tag)\(description)   (\(isActive || origin != .code ? "active" : "inactive"))>"
    }

    // MARK: Engine bookkeeping

    /// The engine the constraint is in, and its record number there (−1: not added).
    internal weak var engine: LayoutEngine?
    /// ``engine``'s ``LayoutEngine/identity`` (0: none): compared instead of loading the weak reference.
    internal var engineIdentity = 0
    internal var engineRecord = -1
    /// Whether a constant change is queued in ``engine``.
    internal var hasPendingEdit = false
    /// The build in which the constraint was last gathered (dedupes without a set).
    internal var gatherStamp = 0
    /// ``regionHost`` as of `View.hierarchyVersion` `regionHostVersion` (−1: not computed).
    internal weak var regionHostCache: View?
    internal var regionHostVersion = -1
    /// The identity of ``regionHostCache`` when it was cached (nil: no region), for
    /// ``isSolved(byAliveHost:)``.
    internal var regionHostIdentity: ObjectIdentifier?

    /// Global activation counter: regions add constraints in activation order (deterministic within a
    /// hierarchy, which one thread builds; atomic so that parallel tests do not race).
    private static let activationCounter = Atomic<Int>(0)

    /// When the constraint was last activated.
    internal private(set) var activationSequence = 0

    private func attach() {
        guard let first = firstItem else { return }
        activationSequence = Self.activationCounter.wrappingAdd(1, ordering: .relaxed).newValue
        let v1 = Self.view(of: first, isView: firstItemIsView)
        let v2 = secondItemView
        v1?.attachedConstraints.append(self)
        if let v2, v2 !== v1 { v2.attachedConstraints.append(self) }
        invalidateRegions(v1, v2)
    }

    private func detach() {
        let v1 = firstItemView, v2 = secondItemView
        if let v1 { removeFromAttachedConstraints(of: v1) }
        if let v2, v2 !== v1 { removeFromAttachedConstraints(of: v2) }
        invalidateRegions(v1, v2)
        engine = nil
        engineIdentity = 0
        engineRecord = -1
    }

    /// Removes every occurrence of the constraint from `view.attachedConstraints`, keeping the order of
    /// the others, as `removeAll { $0 === self }`, but by index and `remove(at:)`: no closure and no
    /// partition (a constraint is attached to a view once, so the rest of the scan normally finds nothing).
    private func removeFromAttachedConstraints(of view: View) {
        var i = 0
        while i < view.attachedConstraints.count {
            if view.attachedConstraints[i] === self {
                view.attachedConstraints.remove(at: i)
            } else {
                i += 1
            }
        }
    }

    /// Marks the regions that may solve this constraint for a rebuild: the one that solved it, the
    /// regions that place its items, and the one at their nearest common ancestor (each region once).
    /// - Parameters:
    ///   - v1: ``firstItemView``, passed in by callers that have loaded it (a weak load and a release less).
    ///   - v2: ``secondItemView``, likewise.
    private func invalidateRegions(_ v1: View?, _ v2: View?) {
        let solving = engine?.host
        solving?.invalidateConstraintStructure()
        // `layoutBoundaryOfItem` (`frameRegion`) of each item's view, from superviews loaded once.
        let p1 = v1?.superview, p2 = v2?.superview
        let r1 = v1.map { p1?.layoutBoundary ?? $0 }
        if let r1, r1 !== solving { r1.invalidateConstraintStructure() }
        let r2 = v2.map { p2?.layoutBoundary ?? $0 }
        if let r2, r2 !== solving, r2 !== r1 { r2.invalidateConstraintStructure() }
        guard let v1 else { return }
        // The usual shapes, where the nearest common ancestor's region is one marked above:
        // `v2` is `v1`'s superview or the two are siblings (the ancestor is `p1`, whose boundary is
        // `r1`), or `v1` is `v2`'s superview (the ancestor is `v1` = `p2`, whose boundary is `r2`).
        if let v2, v2 !== v1, p1 === v2 || p2 === v1 || (p1 != nil && p1 === p2) { return }
        if let nca = Self.nearestCommonAncestor(v1, v2 ?? v1) {
            let r3 = nca.layoutBoundary
            if r3 !== solving, r3 !== r1, r3 !== r2 { r3.invalidateConstraintStructure() }
        }
    }

    /// The nearest view that is `a` or `b` or an ancestor of both; `nil` if they are in different trees.
    internal static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        // The usual shapes (a view and its superview, two siblings) without walking up to the root.
        let parentA = a.superview, parentB = b.superview
        if parentA === b { return b }
        if parentB === a { return a }
        if let parentA, parentA === parentB { return parentA }
        var da = 0, db = 0
        var v: View? = a
        while let x = v { da += 1; v = x.superview }
        v = b
        while let x = v { db += 1; v = x.superview }
        var pa: View? = a, pb: View? = b
        while da > db { pa = pa?.superview; da -= 1 }
        while db > da { pb = pb?.superview; db -= 1 }
        while let x = pa, let y = pb, x !== y { pa = x.superview; pb = y.superview }
        return pa
    }
}
