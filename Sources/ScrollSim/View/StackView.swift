import Foundation

/// A view that lines up its arranged subviews along an axis with constraints, as `UIStackView`.
///
/// The stack makes ordinary constraints (named as UIKit's, `UISV-…`, in ``LayoutConstraint/identifier``)
/// between itself and its visible arranged subviews, along the axis (edges `A`/`B`, size `S`) and across
/// it (edges `P0`/`P1`, centre `PC`, size `PS`):
/// ```
/// canvas:       first.A == stack.A,  last.B == stack.B
/// fill, fillEqually, fillProportionally:   next.A == prev.B + spacing
/// fillEqually:          vᵢ.S == v₀.S
/// fillProportionally:   vᵢ.S == (sᵢ/Σs)·(stack.S − spacing·(n−1))  at priority 999 − i
///                       (sᵢ = intrinsic size along the axis; UIKit's 999, 998, … equalities)
/// equalSpacing:         next.A ≥ prev.B + spacing; gap guides gᵢ from prev.B to next.A, gᵢ.S == g₀.S
/// equalCentering:       next.A ≥ prev.B + spacing; guides from prev centre to next centre, equal
/// alignment fill:       v.P0 == stack.P0, v.P1 == stack.P1
/// leading/top:          v.P0 == stack.P0, v.P1 ≤ stack.P1
/// trailing/bottom:      v.P1 == stack.P1, v.P0 ≥ stack.P0
/// center:               v.PC == stack.PC, v.P0 ≥ stack.P0
/// not fill:             v.PS == 0 @25 and stack.PS == 0 @25 (UISV-ambiguity-suppression: views
///                       without an intrinsic size collapse, the stack hugs its largest view)
/// hidden arranged view: v.S == 0, v.A == stack.A, outside the spacing chain (collapsed, UISV-hiding)
/// ```
/// With `.fill`, space the constraints leave over goes by the arranged views' hugging priorities and
/// overflow by their compression resistance (the solver's choice among equal priorities).
@MainActor
open class StackView: View {
    /// How arranged views are placed across the axis, as `UIStackView.Alignment`.
    public enum Alignment: Sendable {
        /// Stretch to the stack's extent across the axis (default).
        case fill
        /// Pin to the leading edge (the top edge for a horizontal stack: ``top``).
        case leading
        /// Centre across the axis.
        case center
        /// Pin to the trailing edge (the bottom edge for a horizontal stack: ``bottom``).
        case trailing

        /// The top edge (horizontal stacks); the same as ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom edge (horizontal stacks); the same as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// How arranged views share the axis, as `UIStackView.Distribution`.
    public enum Distribution: Sendable {
        /// Sizes from the views' own constraints and intrinsic sizes; slack by hugging/compression.
        case fill
        /// Equal sizes.
        case fillEqually
        /// Sizes proportional to the intrinsic sizes along the axis.
        case fillProportionally
        /// Equal gaps, at least ``spacing``, views at their sizes.
        case equalSpacing
        /// Equal distances between centres.
        case equalCentering
    }

    /// The arranged subviews, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [View] = []

    /// The axis; `.horizontal` by default, as UIKit.
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { arrangementDidChange() } } }
    /// Points between adjacent arranged views (a minimum for the equal-spacing distributions); default 0.
    public var spacing: CGFloat = 0 {
        didSet {
            guard spacing != oldValue else { return }
            if distribution == .fill || distribution == .fillEqually {
                for c in spacingConstraints { c.constant = spacing }
            } else {
                arrangementDidChange()
            }
        }
    }
    /// Placement across the axis; `.fill` by default.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementDidChange() } } }
    /// Sharing of the axis; `.fill` by default.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementDidChange() } } }

    private var generated: [LayoutConstraint] = []
    private var spacingConstraints: [LayoutConstraint] = []
    private var gapGuides: [LayoutGuide] = []

    /// Creates an empty stack view, as UIKit's `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Unarchiving is not modelled: returns `nil` (``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a stack of `views`, as `UIStackView(arrangedSubviews:)`.
    /// - Parameters:
    ///   - views: the arranged subviews, in order.
    ///   - name: for traces (`nil`: the class's default ``View/name``).
    public convenience init(arrangedSubviews views: [View], name: String? = nil) {
        self.init(frame: .zero)
        if let name { self.name = name }
        for v in views { addArrangedSubview(v) }
    }

    /// Appends `view` to the arranged subviews (adding it as a subview if needed); the view is placed
    /// by constraints from now on (`translatesAutoresizingMaskIntoConstraints = false`, as UIKit).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arranged subviews at `index`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        precondition(index >= 0 && index <= arrangedSubviews.count,
                     "StackView(\(name)): index \(index) out of 0...\(arrangedSubviews.count)")
        arrangedSubviews.removeAll { $0 === view }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        arrangementDidChange()
    }

    /// Removes `view` from the arranged subviews (it stays a subview, as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangementDidChange()
    }

    /// An arranged subview was hidden or shown: it collapses or comes back.
    internal func arrangedSubviewVisibilityDidChange(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    /// A subview left: if it was arranged, it is no longer.
    internal func subviewWillLeave(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) {
            arrangedSubviews.removeAll { $0 === view }
            arrangementDidChange()
        }
    }

    private func arrangementDidChange() {
        LayoutConstraint.deactivate(generated)
        for g in gapGuides { removeLayoutGuide(g) }
        generated.removeAll()
        spacingConstraints.removeAll()
        gapGuides.removeAll()
        makeConstraints()
        LayoutConstraint.activate(generated)
    }

    private func make(_ a: AnyObject, _ attrA: LayoutAttribute, _ r: LayoutRelation, _ b: AnyObject?,
                      _ attrB: LayoutAttribute?, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: LayoutPriority = .required, _ id: String) -> LayoutConstraint {
        let c = LayoutConstraint(a, attrA, r, b, attrB, multiplier, constant)
        c.priority = priority
        c.identifier = id
        generated.append(c)
        return c
    }

    private func makeConstraints() {
        let vertical = axis == .vertical
        let A: LayoutAttribute = vertical ? .top : .leading, B: LayoutAttribute = vertical ? .bottom : .trailing
        let S: LayoutAttribute = vertical ? .height : .width, C: LayoutAttribute = vertical ? .centerY : .centerX
        let P0: LayoutAttribute = vertical ? .leading : .top, P1: LayoutAttribute = vertical ? .trailing : .bottom
        let PS: LayoutAttribute = vertical ? .width : .height, PC: LayoutAttribute = vertical ? .centerX : .centerY
        let visible = arrangedSubviews.filter { !$0.isHidden }

        for v in arrangedSubviews where v.isHidden {
            _ = make(v, S, .equal, nil, nil, "UISV-hiding")
            _ = make(v, A, .equal, self, A, "UISV-hiding")
        }
        // Across the axis.
        for v in arrangedSubviews {
            switch alignment {
            case .fill:
                _ = make(v, P0, .equal, self, P0, "UISV-alignment")
                _ = make(v, P1, .equal, self, P1, "UISV-alignment")
            case .leading:
                _ = make(v, P0, .equal, self, P0, "UISV-alignment")
                _ = make(v, P1, .lessThanOrEqual, self, P1, "UISV-spanning-boundary")
            case .trailing:
                _ = make(v, P1, .equal, self, P1, "UISV-alignment")
                _ = make(v, P0, .greaterThanOrEqual, self, P0, "UISV-spanning-boundary")
            case .center:
                _ = make(v, PC, .equal, self, PC, "UISV-alignment")
                _ = make(v, P0, .greaterThanOrEqual, self, P0, "UISV-spanning-boundary")
            }
            if alignment != .fill {
                _ = make(v, PS, .equal, nil, nil, priority: 25, "UISV-ambiguity-suppression")
            }
        }
        if alignment != .fill && !arrangedSubviews.isEmpty {
            _ = make(self, PS, .equal, nil, nil, priority: 25, "UISV-ambiguity-suppression")
        }
        // Along the axis.
        guard let first = visible.first, let last = visible.last else { return }
        _ = make(first, A, .equal, self, A, "UISV-canvas-connection")
        _ = make(last, B, .equal, self, B, "UISV-canvas-connection")
        let n = visible.count
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for i in 1..<max(1, n) {
                spacingConstraints.append(make(visible[i], A, .equal, visible[i - 1], B, constant: spacing, "UISV-spacing"))
            }
            if distribution == .fillEqually {
                for i in 1..<max(1, n) { _ = make(visible[i], S, .equal, first, S, "UISV-fill-equally") }
            } else if distribution == .fillProportionally {
                let sizes = visible.map { v -> CGFloat in
                    let s = v.intrinsicContentSize
                    let value = vertical ? s.height : s.width
                    return value == View.noIntrinsicMetric ? 0 : value
                }
                let total = sizes.reduce(0, +)
                if total > 0 {
                    for (i, v) in visible.enumerated() {
                        let m = sizes[i] / total
                        _ = make(v, S, .equal, self, S, multiplier: m, constant: -m * spacing * CGFloat(n - 1),
                                 priority: LayoutPriority(Float(max(1, 999 - i))), "UISV-fill-proportionally")
                    }
                }
            }
        case .equalSpacing, .equalCentering:
            for i in 1..<max(1, n) {
                _ = make(visible[i], A, .greaterThanOrEqual, visible[i - 1], B, constant: spacing, "UISV-spacing")
                let g = LayoutGuide(kind: .user, identifier: "UISV-distributing-edge")
                addLayoutGuide(g)
                gapGuides.append(g)
                let from: LayoutAttribute = distribution == .equalSpacing ? B : C
                let to: LayoutAttribute = distribution == .equalSpacing ? A : C
                _ = make(g, A, .equal, visible[i - 1], from, "UISV-distributing-edge")
                _ = make(g, B, .equal, visible[i], to, "UISV-distributing-edge")
                _ = make(g, P0, .equal, self, P0, "UISV-distributing-edge")
                _ = make(g, PS, .equal, nil, nil, "UISV-distributing-edge")
                if i > 1 { _ = make(g, S, .equal, gapGuides[0], S, "UISV-fill-equally") }
            }
        }
    }
}
