import Foundation

/// A rectangular view in a hierarchy, modelled on `UIView`.
///
/// Coordinates are points. `frame` is in the superview's coordinate space; `bounds` is the view's own
/// space, whose origin is where the view's content starts (for a ``ScrollView`` it is the
/// `contentOffset`, so subviews move with the content). Views are reference types, as in UIKit.
///
/// Layout follows UIKit's deferred model: changes mark a view with ``setNeedsLayout()``, and one layout
/// pass (``layoutIfNeeded()``, run by the engine once per frame after motion) calls ``layoutSubviews()``
/// on every view that needs it, parents before children. ``transform`` is a presentation property, as
/// SwiftUI's `.offset`/`.scaleEffect`: it changes ``presentationFrame`` but not `frame` (UIKit's `frame`
/// getter would return the transformed box; ScrollSim keeps the layout frame — see README).
///
/// ## Storage and exclusivity
///
/// Swift checks at run time that accesses to a class's stored property do not overlap (`swift_beginAccess`, about 75
/// instructions per access) unless the compiler proves it from every access it can see, which it cannot for a public
/// property (other modules may access it) nor for one whose accesses enclose calls it cannot follow (a delegate, a
/// closure). A frame of a single moving scroll view is about 900 instructions, so each such check in it costs about
/// 8 %. One idiom removes them: the stored properties that a frame reads or writes are declared
/// `@exclusivity(unchecked)` — a view's frame storage, alpha, hidden flag and transform; a scroll view's settings,
/// insets, content size and tracking flag (its drag and motion read them every frame) and its release motion; a
/// layout attribute's fields (written for every visible element); a collection view's layout, header, prefetch
/// margin and counters; a constraint's constant and priority (the layout engine reads them for every constraint it
/// adds) and a view's attached constraints (edited by every activation and deactivation); a simulation's frame count, scroll views, touch script and frame observers, its motion loop's depth and
/// the scroll-view lists it keeps alive, and its list of moving scroll views; the values the effects of
/// ScrollEffects record in each `scrollViewDidScroll`.
/// Each is a plain stored property, with a `willSet`/`didSet` where a change has a side effect; the compiler's
/// static exclusivity diagnostics still apply, only the run-time check is left out. Every other stored property is
/// plain and checked: a setting read once per gesture or release (``ScrollView/isPagingEnabled``,
/// ``ScrollView/scrollsToTop``), ``blurRadius``, ``layoutMargins``, ``FlowLayout``'s settings. A setting read once
/// per frame is read into a local, or through a non-public copy (``Simulation/recorder`` through the simulation's
/// context).
///
/// The engine's per-frame loops over arrays are `while index < count` loops: an array's iterator is not
/// specialised in debug builds and allocates there, and a frame allocates nothing in any build.
@MainActor
open class View {
    /// A stable name used in traces and error messages. Defaults to the view's class name with its first
    /// letter lowercased (`ScrollView` → `"scrollView"`, a `HeaderView` subclass → `"headerView"`), so it
    /// is the same in every run; set distinct names on the views whose traces you read.
    public var name: String

    /// The view's rectangle in its superview's coordinate space (points). Changing the size marks the
    /// view as needing layout (its bounds changed), as UIKit does.
    open var frame: CGRect {
        get { storedFrame }
        set {
            if ViewAnimator.isCapturing { ViewAnimator.willChange(self, .frame) }
            let oldValue = storedFrame
            storedFrame = newValue
            if newValue.size != oldValue.size { setNeedsLayout() }
            if let engine = pinEngine, newValue != oldValue { engine.pinnedFrameDidChange(self) }
        }
    }

    /// Sets the frame as the layout engine solved it (no autoresizing-pin update).
    internal func setFrameFromEngine(_ newValue: CGRect) {
        if ViewAnimator.isCapturing { ViewAnimator.willChange(self, .frame) }
        let oldValue = storedFrame
        storedFrame = newValue
        if newValue.size != oldValue.size { setNeedsLayout() }
    }

    /// The storage of ``frame``, which its setter and ``setFrameFromEngine(_:)`` write with different side effects.
    @exclusivity(unchecked) var storedFrame: CGRect

    /// What is drawn for the properties an animation is running on (``View/animate(withDuration:delay:options:animations:completion:)``);
    /// `nil` until the view first animates.
    var presentation: PresentationValues?

    /// The origin of the view's own coordinate space; `bounds.origin`. Points. A ``ScrollView`` stores its
    /// `contentOffset` here. A change calls ``boundsOriginDidChange(from:)``.
    internal var boundsOrigin: CGPoint = .zero {
        didSet {
            if boundsOrigin != oldValue {
                if let engine = layoutEngine, engine.tracksBoundsOrigin { setNeedsLayout() }
                boundsOriginDidChange(from: oldValue)
            }
        }
    }

    /// The view's rectangle in its own coordinate space: origin `boundsOrigin` (the scroll position), size `frame.size`.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// The centre of `frame` in the superview's coordinate space (points). Setting it moves the frame
    /// without resizing it.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// Opacity, 0 (transparent) … 1 (opaque), as `UIView.alpha`. Below ``View/hitTestAlphaThreshold``
    /// the view ignores touches.
    @exclusivity(unchecked) public var alpha: CGFloat = 1 {
        willSet { if ViewAnimator.isCapturing { ViewAnimator.willChange(self, .alpha) } }
    }

    /// Whether the view is hidden (it and its subviews are neither drawn nor hit-tested).
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if let stack = superview as? StackView { stack.arrangedSubviewVisibilityDidChange(self) }
        }
    }

    /// Whether subviews are clipped to `bounds` when drawn, as `UIView.clipsToBounds`: `false` by default,
    /// `true` for a ``ScrollView`` (UIKit's `UIScrollView` clips by default). Drawing only (replays): hit-testing
    /// never reaches subviews outside a view's bounds, clipped or not.
    public var clipsToBounds: Bool = false

    /// The presentation transform (scale about the centre, then translation). Identity by default.
    @exclusivity(unchecked) public var transform: ViewTransform = .identity {
        willSet { if ViewAnimator.isCapturing { ViewAnimator.willChange(self, .transform) } }
    }

    /// A Gaussian blur radius in points, as SwiftUI's `.blur(radius:)` (the parallax article, seed 003).
    /// 0 = no blur.
    public var blurRadius: CGFloat = 0

    /// The margins of ``layoutMarginsGuide`` (points): 8 on each side by default, as UIKit's
    /// `UIView.layoutMargins` (a view controller's root view gets 16 or 20 in UIKit; ScrollSimUIKit's
    /// `UIViewController` leaves them at 8). Changing them re-solves the constraints that use the guide.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            if layoutMargins != oldValue { layoutBoundaryOfItem.invalidateConstraintStructure() }
        }
    }

    /// The background colour, or `nil` for none (clear), as `UIView.backgroundColor`.
    public var backgroundColor: Color? {
        willSet { if ViewAnimator.isCapturing { ViewAnimator.willChange(self, .backgroundColor) } }
    }

    /// Whether the view receives touches; `false` makes ``hitTest(_:)`` skip it and its subviews.
    public var isUserInteractionEnabled: Bool = true

    /// The parent view, or `nil` for the root of a hierarchy.
    public var superview: View? { superviewReference }
    private weak var superviewReference: View?

    /// The child views, back to front (the last is on top and hit-tested first).
    public var subviews: [View] { subviewList }
    private var subviewList: [View] = []

    // MARK: Layout state (see View+Layout.swift)

    /// This view's own `layoutSubviews()` must run in the next layout pass.
    internal var needsLayoutFlag = false
    /// Some descendant needs layout (every ancestor of a view that needs layout has this set).
    internal var subtreeNeedsLayout = false
    /// Whether the view's frame is computed from constraints (`false`) or set directly (`true`).
    internal var autoresizingFlag = true
    /// Active constraints that mention this view or its guides (as either item), in activation order.
    /// Unchecked exclusivity: every access is a read (a copy) or a short in-place edit by
    /// `LayoutConstraint`'s activation that runs no other code, so no access overlaps; the runtime check
    /// cost about 120 instructions per access on the activation path.
    @exclusivity(unchecked) internal var attachedConstraints: [LayoutConstraint] = []
    /// The constraint system of the region this view hosts (see `LayoutEngine`); `nil` until needed.
    internal var layoutEngine: LayoutEngine?
    /// Whether the region this view hosts may hold constraint work (set when constraint-placed views or
    /// constraints arrive; keeps frame-based views from ever building an engine).
    internal var constraintRegionMayHaveWork = false
    /// The constraint error of the running layoutSubviews(), reported by the layout pass.
    internal var pendingLayoutError: LayoutError?
    /// This view's slot among its engine's items, valid when `itemStamp` matches the engine's build.
    internal var itemStamp = 0
    internal var itemSlot = -1
    /// The four frame constraints when this frame-based view is an item of a region.
    internal var autoresizingPins: [LayoutConstraint]?
    /// The engine holding `autoresizingPins`.
    internal weak var pinEngine: LayoutEngine?
    /// The intrinsic-size constraints (width ≥, width ≤, height ≥, height ≤) once built.
    internal var contentSizeConstraints: [LayoutConstraint]?
    /// The engine holding `contentSizeConstraints`, and which axes had a size when built.
    internal weak var contentSizeEngine: LayoutEngine?
    internal var contentSizeAxes = (false, false)
    /// Content hugging and compression resistance priorities, horizontal then vertical.
    internal var huggingPriorities: (LayoutPriority, LayoutPriority) = (.defaultLow, .defaultLow)
    internal var compressionPriorities: (LayoutPriority, LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// Layout guides owned by this view (added and system ones).
    internal var guideStorage: [LayoutGuide] = []

    /// The hierarchy's diagnostics, on a root.
    internal var diagnosticsStorage: LayoutDiagnostics?

    /// The window's safe area when this view is the root of a window (a `UIWindow` sets it from its
    /// screen; ``Simulation`` sets it on its root): read by ``safeAreaInsets`` of every view below.
    package var windowSafeAreaInsets: EdgeInsets? {
        didSet { if windowSafeAreaInsets != oldValue { windowSafeAreaDidChange() } }
    }
    /// Told before and after this view's ``layoutSubviews()`` runs in a layout pass (a view controller
    /// owning the view: `viewWillLayoutSubviews` / `viewDidLayoutSubviews`). Held weakly.
    package weak var layoutObserver: (any ViewLayoutObserver)? {
        didSet { hasLayoutObserver = layoutObserver != nil }
    }
    /// `layoutObserver != nil`, so that the layout pass reads one flag, not a weak reference.
    internal var hasLayoutObserver = false

    /// Creates a view with a frame in its superview's coordinate space: UIKit's designated initializer
    /// `init(frame:)`, which subclasses override. The ``name`` is the class's default (see ``name``).
    /// - Parameter frame: points; the size must be finite and non-negative (checked by `precondition`).
    public init(frame: CGRect) {
        precondition(frame.origin.x.isFinite && frame.origin.y.isFinite
                     && frame.size.width.isFinite && frame.size.height.isFinite
                     && frame.size.width >= 0 && frame.size.height >= 0,
                     "\(type(of: self))(frame:): frame must be finite with a non-negative size, got \(frame)")
        self.storedFrame = frame
        self.name = ""
        self.name = View.cachedDefaultName(of: type(of: self))
    }

    /// UIKit's unarchiving initializer, `init?(coder:)`. Storyboards and nibs are not modelled: it returns
    /// `nil`. It is `required`, as in UIKit, so a subclass that declares its own initializer also writes
    /// the usual `required init?(coder:)` and compiles unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called when the window's safe area changes (UIKit's `safeAreaInsetsDidChange()`), before the view
    /// is laid out again; the default does nothing. Override to react; call `super`.
    open func safeAreaInsetsDidChange() {}

    /// Creates a view with a zero frame (`init(frame: .zero)`), for views placed by constraints.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view with a frame and a name for traces.
    /// - Parameters:
    ///   - frame: points, as ``init(frame:)``.
    ///   - name: a stable name for traces and constraint errors.
    public convenience init(frame: CGRect, name: String) {
        self.init(frame: frame)
        self.name = name
    }

    /// Creates a view with a zero frame, for views placed by constraints.
    /// - Parameter name: a stable name for traces and constraint errors.
    public convenience init(name: String) {
        self.init(frame: .zero)
        self.name = name
    }

    /// The default ``name`` of a view of class `type`: its name with the leading capitals lowercased
    /// (`ScrollView` → `scrollView`, `URLView` → `urlView`), the module and generic arguments left out.
    /// ``defaultName(of:)`` worked out once per class (a view's initializer runs for every new cell).
    private static var defaultNames: [ObjectIdentifier: String] = [:]

    /// ``defaultName(of:)`` from the per-class cache.
    static func cachedDefaultName(of type: View.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = defaultNames[key] { return name }
        let name = defaultName(of: type)
        defaultNames[key] = name
        return name
    }

    nonisolated static func defaultName(of type: View.Type) -> String {
        var base = String(describing: type)
        if let generic = base.firstIndex(of: "<") { base = String(base[..<generic]) }
        if let dot = base.lastIndex(of: ".") { base = String(base[base.index(after: dot)...]) }
        let characters = Array(base)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        // "URLView": lowercase "UR" and keep "L" as the start of the next word; "View": just "V".
        let lowered = capitals > 1 && capitals < characters.count ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// Adds `view` as the frontmost subview, removing it from its previous superview first. Marks this
    /// view as needing layout, as UIKit does.
    open func addSubview(_ view: View) {
        precondition(view !== self, "View(\(name)): a view cannot be its own subview")
        var ancestor: View? = self
        while let a = ancestor {
            precondition(a !== view, "View(\(name)): cannot add an ancestor (\(view.name)) as a subview")
            ancestor = a.superview
        }
        view.removeFromSuperview()
        subviewList.append(view)
        view.superviewReference = self
        View.hierarchyDidChange()
        if !view.autoresizingFlag || !view.attachedConstraints.isEmpty {
            layoutBoundary.invalidateConstraintStructure()
            view.layoutEngine = nil
        }
        if view.needsLayoutFlag || view.subtreeNeedsLayout { markAncestorsOfDirtyChild(view) }
        setNeedsLayout()
    }

    /// Adds `view` as the backmost subview (`addSubview`, then moved to index 0), as UIKit places a
    /// scroll view's refresh control.
    internal func insertSubviewAtBack(_ view: View) {
        addSubview(view)
        subviewList.removeLast()
        subviewList.insert(view, at: 0)
    }

    /// Detaches the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        if let stack = parent as? StackView { stack.subviewWillLeave(self) }
        // As UIKit: constraints between this view and its former superview or siblings are removed.
        for c in attachedConstraints {
            let first = LayoutConstraint.view(of: c.firstItem), second = LayoutConstraint.view(of: c.secondItem)
            let other = first === self ? second : first
            if let other, other === parent || other.superview === parent, other !== self { c.isActive = false }
        }
        let wasInRegion = !autoresizingFlag || !attachedConstraints.isEmpty
        let oldBoundary = parent.layoutBoundary
        parent.subviewList.removeAll { $0 === self }
        superviewReference = nil
        View.hierarchyDidChange()
        if wasInRegion {
            oldBoundary.invalidateConstraintStructure()
            invalidateConstraintStructure()
        }
        parent.setNeedsLayout()
    }

    /// The size the content wants, points, as `UIView.intrinsicContentSize`; ``noIntrinsicMetric`` on an
    /// axis without one (the default on both). Constraint-placed views get, per axis with a size, a
    /// `size ≥ intrinsic` constraint at the compression resistance priority and a `size ≤ intrinsic` one
    /// at the hugging priority (UIKit's content-size constraints). Call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Lays out the subviews, as `UIView.layoutSubviews()`: the default solves the active constraints
    /// of the subviews (see ``LayoutConstraint``) and sets their frames. Override to place subviews by
    /// hand; call `super.layoutSubviews()` first if the subviews use constraints. Called by the layout pass
    /// only (never call it directly; use ``setNeedsLayout()`` / ``layoutIfNeeded()``).
    open func layoutSubviews() {
        solveConstraintsReportingErrors()
    }

    /// Called when ``bounds``' origin changes (for a ``ScrollView``: on every scroll). The default does
    /// nothing: subviews' frames do not depend on the bounds origin, so no layout is needed. Subclasses
    /// that lay out by what is visible (``CollectionView``) override it and call `setNeedsLayout()`.
    /// - Parameter oldOrigin: the previous `bounds.origin` (points).
    open func boundsOriginDidChange(from oldOrigin: CGPoint) {}

    /// The first view in this subtree (depth-first, parents first, back to front) named `name`.
    public func firstDescendant(named name: String) -> View? {
        var found: View?
        walkSubtree { view in
            if found == nil, view.name == name { found = view }
            return found == nil
        }
        return found
    }

    /// The frame as drawn: ``presentationLayoutFrame`` (the `frame`, or its animated value while an animation
    /// runs) scaled about its centre by ``presentationTransform``'s scale, then moved by its translation, in the
    /// superview's coordinates (points).
    /// ```
    /// w' = w·sx, h' = h·sy, x' = midX + tx − w'/2, y' = midY + ty − h'/2
    /// ```
    public var presentationFrame: CGRect {
        let frame = presentationLayoutFrame
        let transform = presentationTransform
        let w = frame.width * transform.scaleX
        let h = frame.height * transform.scaleY
        return CGRect(x: frame.midX + transform.translationX - w / 2,
                      y: frame.midY + transform.translationY - h / 2,
                      width: w, height: h)
    }
}
