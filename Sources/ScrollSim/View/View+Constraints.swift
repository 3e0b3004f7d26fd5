import Foundation
import Synchronization

// Auto Layout on View: layout regions, intrinsic content size, hugging and compression resistance,
// ambiguity, diagnostics. The solving itself is LayoutEngine's.
extension View {
    /// UIKit's `UIView.noIntrinsicMetric` (−1): no intrinsic size on that axis.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// Whether this view hosts a layout region: its frame is set by code, it is a root, or it is a
    /// ``ScrollView`` (whose content is laid out against its content area).
    internal var isLayoutBoundary: Bool { autoresizingFlag || superview == nil || self is ScrollView }

    /// The nearest view at or above this one that hosts a region.
    internal var layoutBoundary: View {
        var v = self
        while !v.isLayoutBoundary { v = v.superview! }
        return v
    }

    /// The region where this view's frame is a variable: its superview's boundary (a frame-based view is
    /// fixed there by its autoresizing constraints); a root's own region.
    internal var frameRegion: View {
        if let s = superview { return s.layoutBoundary }
        return self
    }

    /// Bumped by every change of the view tree or of a view's `translatesAutoresizingMaskIntoConstraints`:
    /// cached constraint regions are recomputed after it changes.
    internal static let hierarchyVersion = Atomic<Int>(0)

    internal static func hierarchyDidChange() {
        hierarchyVersion.wrappingAdd(1, ordering: .relaxed)
    }

    /// The region to rebuild when constraints on this view as an item change.
    internal var layoutBoundaryOfItem: View { frameRegion }

    /// Marks this boundary's region for a rebuild in the next layout pass.
    internal func invalidateConstraintStructure() {
        constraintRegionMayHaveWork = true
        layoutEngine?.needsRebuild = true
        setNeedsLayout()
    }

    /// The safe-area insets the safe-area guide uses: ``safeAreaInsets``.
    internal var layoutSafeAreaInsets: EdgeInsets { safeAreaInsets }

    /// Solves the constraints of the region this view hosts now and sets the frames.
    /// - Throws: ``LayoutError`` for invalid input (items without a common ancestor, a negative size).
    ///   Unsatisfiable constraints are not errors: one is broken and reported to ``layoutDiagnostics``.
    public func solveConstraints() throws {
        if let error = runLayoutEngine() { throw error }
    }

    /// ``solveConstraints()`` from `layoutSubviews()`: the error is handed to the layout pass.
    internal func solveConstraintsReportingErrors() {
        if let error = runLayoutEngine() { pendingLayoutError = error }
    }

    private func runLayoutEngine() -> LayoutError? {
        guard isLayoutBoundary else { return nil }
        if layoutEngine == nil {
            guard constraintRegionMayHaveWork else { return nil }
            layoutEngine = LayoutEngine(host: self)
        }
        return layoutEngine!.layout()
    }

    // MARK: Fitting size

    /// UIKit's `UIView.layoutFittingCompressedSize`: the smallest size the constraints allow.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The size this view's own constraints give its bounds, as `UIView.systemLayoutSizeFitting(_:
    /// withHorizontalFittingPriority:verticalFittingPriority:)`: the region this view hosts is solved
    /// with the view's width and height pulled toward `targetSize` at the two priorities (required =
    /// exactly the target) instead of fixed to its bounds; the subviews are placed for that size. The
    /// view keeps these fitting priorities for its later layouts (a self-sizing cell is laid out at its
    /// fitted size); its frame is not changed.
    /// - Returns: points; `targetSize` if the view hosts no constraints.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        guard isLayoutBoundary, !(self is ScrollView) else { return targetSize }
        if layoutEngine == nil {
            guard constraintRegionMayHaveWork else { return targetSize }
            layoutEngine = LayoutEngine(host: self)
        }
        return layoutEngine!.fittingSize(targetSize, horizontal, vertical)
    }

    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` at
    /// `fittingSizeLevel` (50) on both axes, as `UIView.systemLayoutSizeFitting(_:)`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    // MARK: Intrinsic content size

    /// Tells the layout that ``intrinsicContentSize`` changed: the content-size constraints' constants
    /// are edited (an incremental re-solve), or the region is rebuilt if an axis gained or lost a size.
    public func invalidateIntrinsicContentSize() {
        let size = intrinsicContentSize
        let axes = (size.width != View.noIntrinsicMetric, size.height != View.noIntrinsicMetric)
        guard let engine = contentSizeEngine, let cs = contentSizeConstraints, engine.host != nil else {
            if (axes.0 || axes.1) && !autoresizingFlag && superview != nil { frameRegion.invalidateConstraintStructure() }
            return
        }
        if axes != contentSizeAxes {
            engine.host?.invalidateConstraintStructure()
            return
        }
        if axes.0 { cs[0].constant = size.width; cs[1].constant = size.width }
        if axes.1 { cs[2].constant = size.height; cs[3].constant = size.height }
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis`, as
    /// `UIView.contentHuggingPriority(for:)`; default ``LayoutPriority/defaultLow`` (250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
    }

    /// Sets the hugging priority for `axis`, as `UIView.setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { huggingPriorities.0 = priority } else { huggingPriorities.1 = priority }
        contentPrioritiesDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`, as
    /// `UIView.contentCompressionResistancePriority(for:)`; default ``LayoutPriority/defaultHigh`` (750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
    }

    /// Sets the compression resistance for `axis`, as `UIView.setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { compressionPriorities.0 = priority } else { compressionPriorities.1 = priority }
        contentPrioritiesDidChange()
    }

    private func contentPrioritiesDidChange() {
        if !autoresizingFlag, superview != nil { frameRegion.invalidateConstraintStructure() }
    }

    // MARK: Ambiguity and diagnostics

    /// Whether the constraints leave this view's frame free to move or resize without changing how well
    /// they are met, as `UIView.hasAmbiguousLayout`. The layout still picks one solution (as UIKit),
    /// with the free variables at 0. Always `false` for frame-based views.
    public var hasAmbiguousLayout: Bool {
        guard !autoresizingFlag, superview != nil else { return false }
        let region = frameRegion
        if region.layoutEngine == nil { region.layoutEngine = LayoutEngine(host: region) }
        return region.layoutEngine!.isAmbiguous(self)
    }

    /// The hierarchy's layout diagnostics (kept on the root view): UIKit's "Unable to simultaneously
    /// satisfy constraints" reports, readable by tests.
    public var layoutDiagnostics: LayoutDiagnostics {
        let root = rootView
        if let d = root.diagnosticsStorage { return d }
        let d = LayoutDiagnostics()
        root.diagnosticsStorage = d
        return d
    }
}

extension LayoutConstraint {
    /// The view whose region solves this constraint: the boundary at or above the items' nearest
    /// common ancestor (or, for a constraint on one view alone, the region that places that view);
    /// `nil` when the items have no common ancestor.
    internal var regionHost: View? {
        let version = View.hierarchyVersion.load(ordering: .relaxed)
        if regionHostVersion == version { return regionHostCache }
        let host = computeRegionHost()
        regionHostCache = host
        regionHostIdentity = host.map(ObjectIdentifier.init)
        regionHostVersion = version
        return host
    }

    /// Whether ``regionHost`` is `host`, a view alive for the duration of the call, known without the
    /// weak load: true when the cached region's identity is `host`'s and the hierarchy is unchanged
    /// since. (The cached region cannot have died and left its address to `host` meanwhile: the
    /// constraint is reached from a view of `host`'s tree, and moving a view under another root
    /// changes the hierarchy.) False means "look at ``regionHost``".
    internal func isSolved(byAliveHost host: View) -> Bool {
        regionHostVersion == View.hierarchyVersion.load(ordering: .relaxed)
            && regionHostIdentity == ObjectIdentifier(host)
    }

    private func computeRegionHost() -> View? {
        guard let f = firstItem, let v1 = LayoutConstraint.view(of: f) else { return nil }
        let v2 = LayoutConstraint.view(of: secondItem) ?? v1
        guard let nca = LayoutConstraint.nearestCommonAncestor(v1, v2) else { return nil }
        let onlyTheView = f === nca && (secondItem == nil || secondItem === nca)
        return onlyTheView ? nca.frameRegion : nca.layoutBoundary
    }
}
