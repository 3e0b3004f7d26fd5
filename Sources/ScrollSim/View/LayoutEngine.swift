import Foundation
import Synchronization

/// The constraint system of one layout region, solved by ``SimplexSolver``.
///
/// A region belongs to a *layout boundary* (its host): a view whose frame is set by code
/// (`translatesAutoresizingMaskIntoConstraints == true`), a root, or a ``ScrollView`` (for its content).
/// It holds the host's descendants that constraints place (`translatesAutoresizingMaskIntoConstraints ==
/// false`), down to the next boundaries, and the constraints among them. The host lays the region out
/// in its `layoutSubviews()`.
///
/// Each item (view or guide) has four variables — minX, minY, width, height — in the host's bounds
/// coordinates. Anchors are linear in them (`trailing = minX + width`, `centerX = minX + width/2`).
/// What the region adds besides the code's constraints, all as ``LayoutConstraint``s:
/// - the host's bounds: required `minX = 0, minY = 0, width, height` (a scroll view's edges as seen by
///   its content are the content area: `contentLayoutGuide`, origin 0, size free; its size and centre
///   anchors are `frameLayoutGuide`: the bounds, origin = `contentOffset`);
/// - frame-based views that constraints mention: four required constraints from the frame, relative
///   to the superview (UIKit's autoresizing-mask constraints);
/// - system guides: the owning view inset by its safe area or layout margins;
/// - intrinsic content size: per axis with a size, `size ≥ intrinsic` at the compression resistance and
///   `size ≤ intrinsic` at the hugging priority (UIKit's content-size constraints).
///
/// Build order (which decides the constraint broken on a conflict): the host's required pins, frame and
/// guide pins as items appear, the code's required constraints in activation order; then the optional
/// ones (a fitting host's size, content size, the code's optional constraints in activation order). A
/// required constraint that cannot hold with the ones before it is left out and reported
/// (``LayoutDiagnostics``).
@MainActor
internal final class LayoutEngine {
    weak var host: View?
    var solver = SimplexSolver()
    var needsRebuild = true

    /// Items: views and guides. Index 0 is the host (for a scroll view: its content guide; index 1 is
    /// its frame guide).
    private var items: [AnyObject] = []
    private var firstVariable: [Int32] = []
    /// Items that are views placed by this region (their frames are written).
    private var solvedViews: [Int] = []
    private var solvedViewObjects: [View] = []
    private var solvedParents: [Int] = []
    /// Items that are guides (their layout frames are written).
    private var guideItems: [Int] = []
    /// The constraint of each solver record.
    private var recordConstraints: [LayoutConstraint] = []
    private var pendingEdits: [LayoutConstraint] = []
    private var gathered: [LayoutConstraint] = []
    private var levelPriorities: [Float] = []
    private var stack: [View] = []
    private var regionViews: [View] = []
    private var hostPins: [LayoutConstraint] = []
    private var stamp = 0
    private var frameItem = -1
    /// Whether the content area's size is fixed by constraints on each axis (a scroll view host).
    private var contentSizeAxes = (false, false)
    /// Whether constraints use the frame guide's position (the region re-solves when the host scrolls).
    private(set) var tracksBoundsOrigin = false
    /// An error found while building, reported at each layout until the structure changes.
    private var buildError: LayoutError?
    /// Solves since creation (for tests of the "no work when nothing changed" rule).
    private(set) var solveCount = 0
    /// Full builds since creation.
    private(set) var buildCount = 0

    private static let stampCounter = Atomic<Int>(0)
    private static let identityCounter = Atomic<Int>(0)
    /// A number no other engine of the process has (never 0): constraints hold it beside their weak
    /// reference to the engine, so that "is it mine?" is an integer comparison.
    let identity = LayoutEngine.identityCounter.wrappingAdd(1, ordering: .relaxed).newValue
    /// Whether the host is a scroll view (set at each build).
    private var hostIsScrollView = false
    /// Stands for the host in `items` (the host owns the engine).
    private final class HostPlaceholder: Sendable {}
    private static let hostPlaceholder = HostPlaceholder()

    init(host: View) {
        self.host = host
    }

    // MARK: Invalidation

    func constantDidChange(_ c: LayoutConstraint) {
        guard !needsRebuild, c.engineRecord >= 0 else { return }
        if !c.hasPendingEdit {
            c.hasPendingEdit = true
            pendingEdits.append(c)
        }
        host?.setNeedsLayout()
    }

    /// A frame-based item's frame changed: update its four pins.
    func pinnedFrameDidChange(_ view: View) {
        guard let pins = view.autoresizingPins, let parent = view.superview else { return }
        setPins(pins, rect: view.frame, origin: parent === host ? .zero : parent.boundsOrigin)
    }

    private func setPins(_ pins: [LayoutConstraint], rect: CGRect, origin: CGPoint) {
        pins[0].constant = rect.origin.x - origin.x
        pins[1].constant = rect.origin.y - origin.y
        pins[2].constant = rect.size.width
        pins[3].constant = rect.size.height
    }

    // MARK: Layout

    /// Solves (incrementally unless the structure changed) and writes the frames. Returns the first
    /// problem found, if any (the frames are written regardless).
    func layout() -> LayoutError? {
        guard let host else { return nil }
        let started = LayoutSolverStatistics.start()
        refreshHostPins(host)
        var rebuilt = false
        if needsRebuild {
            build(host)
            rebuilt = true
        } else if !pendingEdits.isEmpty {
            var ok = true
            var i = 0
            while i < pendingEdits.count {
                let c = pendingEdits[i]
                c.hasPendingEdit = false
                if c.engineIdentity == identity && c.engineRecord >= 0 {
                    ok = solver.setConstant(of: c.engineRecord, to: -Double(c.constant)) && ok
                }
                i += 1
            }
            pendingEdits.removeAll(keepingCapacity: true)
            if !ok || !solver.reoptimize() { build(host); rebuilt = true }
            solveCount &+= 1
        } else if !needsWrite {
            return buildError
        }
        needsWrite = false
        let error = write(host) ?? buildError
        LayoutSolverStatistics.finish(start: started, build: rebuilt)
        return error
    }

    /// The fitting target and priorities (nil: the host's size is its bounds, required).
    private var fitting: (target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?

    /// Solves with the host's size pulled toward `target` at the given priorities; returns the size.
    func fittingSize(_ target: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority) -> CGSize {
        guard let host, !(host is ScrollView) else { return target }
        if fitting == nil || fitting!.horizontal != horizontal || fitting!.vertical != vertical { needsRebuild = true }
        fitting = (target, horizontal, vertical)
        if hostPins.count >= 4 {
            hostPins[2].constant = target.width
            hostPins[3].constant = target.height
        }
        isFitting = true
        _ = layout()
        isFitting = false
        return rect(of: 0).size
    }

    private var isFitting = false

    /// The host's bounds as constraints (reused objects; constants updated).
    private func refreshHostPins(_ host: View) {
        guard hostPins.count >= 4 else { return }
        var size = host.bounds.size
        if let fitting {
            // Required axes follow the bounds except while fitting; optional ones keep the target.
            if isFitting || !fitting.horizontal.isRequired { size.width = fitting.target.width }
            if isFitting || !fitting.vertical.isRequired { size.height = fitting.target.height }
            hostPins[2].priority = fitting.horizontal
            hostPins[3].priority = fitting.vertical
        }
        if let scroll = host as? ScrollView {
            // The frame guide sits at the content offset; only constraints on its position care, and
            // only then does scrolling re-solve the content.
            let o = tracksBoundsOrigin ? scroll.boundsOrigin : .zero
            hostPins[2].constant = o.x
            hostPins[3].constant = o.y
            hostPins[4].constant = size.width
            hostPins[5].constant = size.height
        } else {
            hostPins[2].constant = size.width
            hostPins[3].constant = size.height
        }
    }

    // MARK: Building

    /// Whether a solution was computed (by a build outside a layout pass) but not yet written.
    private var needsWrite = false

    private func build(_ host: View) {
        needsWrite = true
        buildCount &+= 1
        solveCount &+= 1
        needsRebuild = false
        buildError = nil
        for c in pendingEdits { c.hasPendingEdit = false }
        pendingEdits.removeAll(keepingCapacity: true)
        let identity = self.identity
        var r = 0
        while r < recordConstraints.count {
            let c = recordConstraints[r]
            if c.engineIdentity == identity { c.engineRecord = -1 }
            r += 1
        }
        recordConstraints.removeAll(keepingCapacity: true)
        stamp = Self.stampCounter.wrappingAdd(1, ordering: .relaxed).newValue
        items.removeAll(keepingCapacity: true)
        firstVariable.removeAll(keepingCapacity: true)
        solvedViews.removeAll(keepingCapacity: true)
        solvedViewObjects.removeAll(keepingCapacity: true)
        solvedParents.removeAll(keepingCapacity: true)
        guideItems.removeAll(keepingCapacity: true)
        contentSizeAxes = (false, false)
        tracksBoundsOrigin = false

        // Gather the region: views placed here, and the constraints this host solves.
        gathered.removeAll(keepingCapacity: true)
        regionViews.removeAll(keepingCapacity: true)
        gatherConstraints(of: host, host)
        stack.removeAll(keepingCapacity: true)
        for s in host.subviews.reversed() { stack.append(s) }
        while let v = stack.popLast() {
            gatherConstraints(of: v, host)
            if !v.autoresizingFlag {
                regionViews.append(v)
                if !(v is ScrollView) {
                    for s in v.subviews.reversed() { stack.append(s) }
                }
            }
        }
        gathered.sort { $0.activationSequence < $1.activationSequence }

        // Priority levels: every distinct optional priority, highest first.
        levelPriorities.removeAll(keepingCapacity: true)
        func noteLevel(_ p: LayoutPriority) {
            let v = Self.clamped(p)
            if v < 1000 && !levelPriorities.contains(v) { levelPriorities.append(v) }
        }
        for c in gathered { noteLevel(c.priority) }
        if let fitting { noteLevel(fitting.horizontal); noteLevel(fitting.vertical) }
        for v in regionViews {
            let size = v.intrinsicContentSize
            if size.width != View.noIntrinsicMetric {
                noteLevel(v.contentHuggingPriority(for: .horizontal))
                noteLevel(v.contentCompressionResistancePriority(for: .horizontal))
            }
            if size.height != View.noIntrinsicMetric {
                noteLevel(v.contentHuggingPriority(for: .vertical))
                noteLevel(v.contentCompressionResistancePriority(for: .vertical))
            }
        }
        levelPriorities.sort(by: >)
        solver.reset(levelCount: levelPriorities.count)
        hostIsScrollView = host is ScrollView

        // The host.
        if hostPins.isEmpty {
            if let scroll = host as? ScrollView {
                let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
                hostPins = [
                    LayoutConstraint(content, .leading, .equal, nil, nil, 1, 0, origin: .system),
                    LayoutConstraint(content, .top, .equal, nil, nil, 1, 0, origin: .system),
                    LayoutConstraint(frame, .leading, .equal, nil, nil, 1, 0, origin: .system),
                    LayoutConstraint(frame, .top, .equal, nil, nil, 1, 0, origin: .system),
                    LayoutConstraint(frame, .width, .equal, nil, nil, 1, 0, origin: .system),
                    LayoutConstraint(frame, .height, .equal, nil, nil, 1, 0, origin: .system),
                ]
                for (pin, id) in zip(hostPins, ["UIScrollView-content-left", "UIScrollView-content-top",
                                               "UIScrollView-frame-left", "UIScrollView-frame-top",
                                               "UIScrollView-frame-width", "UIScrollView-frame-height"]) {
                    pin.identifier = id
                }
            } else {
                hostPins = [
                    LayoutConstraint(host, .leading, .equal, nil, nil, 1, 0, origin: .system),
                    LayoutConstraint(host, .top, .equal, nil, nil, 1, 0, origin: .system),
                    LayoutConstraint(host, .width, .equal, nil, nil, 1, 0, origin: .system),
                    LayoutConstraint(host, .height, .equal, nil, nil, 1, 0, origin: .system),
                ]
                // UIKit's names for the constraints that hold a hosted view's bounds.
                for (pin, id) in zip(hostPins, ["UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Top",
                                               "UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height"]) {
                    pin.identifier = id
                }
            }
        }
        refreshHostPins(host)
        addItem(host)
        items[0] = Self.hostPlaceholder   // no strong reference from the engine back to its host
        if let scroll = host as? ScrollView {
            frameItem = addItem(scroll.frameLayoutGuide)
        } else {
            frameItem = 0
        }
        // Required constraints first (they alone can conflict, so this order decides which one is
        // broken), then the optional ones: added onto a system whose required part is in place, they
        // seldom need the artificial-variable phase.
        for pin in hostPins where pin.priority.isRequired { add(pin, host) }
        for v in regionViews { _ = item(for: v, .width, host) }
        for c in gathered where Self.clamped(c.priority) >= 1000 { add(c, host) }
        for pin in hostPins where !pin.priority.isRequired { add(pin, host) }
        for v in regionViews { addContentSizeConstraints(v, host) }
        for c in gathered where Self.clamped(c.priority) < 1000 { add(c, host) }
        if tracksBoundsOrigin, host is ScrollView {
            // Now known to matter: put the frame guide at the current offset.
            refreshHostPins(host)
            for pin in hostPins where pin.engineRecord >= 0 {
                solver.setConstant(of: pin.engineRecord, to: -Double(pin.constant))
            }
            for c in pendingEdits { c.hasPendingEdit = false }
            pendingEdits.removeAll(keepingCapacity: true)
            if !solver.reoptimize() { needsRebuild = true }
        }
    }

    private func gatherConstraints(of view: View, _ host: View) {
        for c in view.attachedConstraints where c.gatherStamp != stamp {
            c.gatherStamp = stamp
            guard let region = c.regionHost else {
                if buildError == nil && c.firstItem != nil { buildError = .unrelatedItems(constraint: c.description) }
                continue
            }
            if region === host { gathered.append(c) }
        }
    }

    static func clamped(_ p: LayoutPriority) -> Float { min(1000, max(1, p.rawValue)) }

    private func level(of p: LayoutPriority) -> Int {
        let v = Self.clamped(p)
        if v >= 1000 { return -1 }
        var i = 0
        while i < levelPriorities.count {
            if levelPriorities[i] == v { return i }
            i += 1
        }
        return -1
    }

    /// Adds an item with four fresh variables; returns its index.
    @discardableResult
    private func addItem(_ object: AnyObject) -> Int {
        let index = items.count
        items.append(object)
        let first = solver.newVariable()
        _ = solver.newVariable(); _ = solver.newVariable(); _ = solver.newVariable()
        firstVariable.append(first)
        if let v = object as? View {
            v.itemStamp = stamp
            v.itemSlot = index
        } else if let g = object as? LayoutGuide {
            g.itemStamp = stamp
            g.itemSlot = index
        }
        return index
    }

    /// The item that provides `attribute` of `object`, adding it (with its pins) if new.
    private func item(for object: AnyObject, _ attribute: LayoutAttribute, _ host: View) -> Int {
        if object === host {
            if hostIsScrollView { return attribute.isEdge ? 0 : frameItem }
            return 0
        }
        if let v = object as? View {
            if v.itemStamp == stamp && v.itemSlot >= 0 && v.itemSlot < items.count && items[v.itemSlot] === v { return v.itemSlot }
            let index = addItem(v)
            if v.autoresizingFlag || v.superview == nil || v.frameRegion !== host {
                pinFrame(of: v, host)
            } else {
                solvedViews.append(index)
            }
            return index
        }
        let g = object as! LayoutGuide
        if let scroll = host as? ScrollView, g.owningView === scroll {
            if g.kind == .content { return 0 }
            if g.kind == .frame { return frameItem }
        }
        if g.itemStamp == stamp && g.itemSlot >= 0 && g.itemSlot < items.count && items[g.itemSlot] === g { return g.itemSlot }
        let index = addItem(g)
        guideItems.append(index)
        pinGuide(g, host)
        return index
    }

    /// The four autoresizing constraints of a frame-based item (relative to its superview's item).
    private func pinFrame(of v: View, _ host: View) {
        guard let parent = v.superview else { return }
        if v.autoresizingPins == nil {
            v.autoresizingPins = [
                LayoutConstraint(v, .leading, .equal, parent, .leading, 1, 0, origin: .autoresizing),
                LayoutConstraint(v, .top, .equal, parent, .top, 1, 0, origin: .autoresizing),
                LayoutConstraint(v, .width, .equal, nil, nil, 1, 0, origin: .autoresizing),
                LayoutConstraint(v, .height, .equal, nil, nil, 1, 0, origin: .autoresizing),
            ]
        }
        var pins = v.autoresizingPins!
        if pins[0].secondItem !== parent {
            pins[0] = LayoutConstraint(v, .leading, .equal, parent, .leading, 1, 0, origin: .autoresizing)
            pins[1] = LayoutConstraint(v, .top, .equal, parent, .top, 1, 0, origin: .autoresizing)
            v.autoresizingPins = pins
        }
        setPins(pins, rect: v.frame, origin: parent === host ? .zero : parent.boundsOrigin)
        v.pinEngine = self
        for pin in pins { add(pin, host) }
    }

    /// A system guide's definition relative to its owning view.
    private func pinGuide(_ g: LayoutGuide, _ host: View) {
        guard let owner = g.owningView else { return }
        let insets: EdgeInsets
        switch g.kind {
        case .user: return
        case .safeArea: insets = owner.layoutSafeAreaInsets
        case .margins: insets = owner.layoutMargins
        case .content, .frame: insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }
        let ownerItemObject: AnyObject = (owner === host && host is ScrollView) ? (host as! ScrollView).frameLayoutGuide : owner
        if g.pins == nil || g.pins![0].secondItem !== ownerItemObject {
            g.pins = [
                LayoutConstraint(g, .leading, .equal, ownerItemObject, .leading, 1, 0, origin: .system),
                LayoutConstraint(g, .top, .equal, ownerItemObject, .top, 1, 0, origin: .system),
                LayoutConstraint(g, .width, .equal, ownerItemObject, .width, 1, 0, origin: .system),
                LayoutConstraint(g, .height, .equal, ownerItemObject, .height, 1, 0, origin: .system),
            ]
        }
        let pins = g.pins!
        pins[0].constant = insets.left
        pins[1].constant = insets.top
        pins[2].constant = -(insets.left + insets.right)
        pins[3].constant = -(insets.top + insets.bottom)
        if owner === host && host is ScrollView { tracksBoundsOrigin = true }
        for pin in pins { add(pin, host) }
    }

    private func addContentSizeConstraints(_ v: View, _ host: View) {
        let size = v.intrinsicContentSize
        guard size.width != View.noIntrinsicMetric || size.height != View.noIntrinsicMetric else { return }
        if v.contentSizeConstraints == nil {
            v.contentSizeConstraints = [
                LayoutConstraint(v, .width, .greaterThanOrEqual, nil, nil, 1, 0, origin: .contentSize),
                LayoutConstraint(v, .width, .lessThanOrEqual, nil, nil, 1, 0, origin: .contentSize),
                LayoutConstraint(v, .height, .greaterThanOrEqual, nil, nil, 1, 0, origin: .contentSize),
                LayoutConstraint(v, .height, .lessThanOrEqual, nil, nil, 1, 0, origin: .contentSize),
            ]
        }
        let cs = v.contentSizeConstraints!
        cs[0].priority = v.contentCompressionResistancePriority(for: .horizontal)
        cs[1].priority = v.contentHuggingPriority(for: .horizontal)
        cs[2].priority = v.contentCompressionResistancePriority(for: .vertical)
        cs[3].priority = v.contentHuggingPriority(for: .vertical)
        v.contentSizeEngine = self
        v.contentSizeAxes = (size.width != View.noIntrinsicMetric, size.height != View.noIntrinsicMetric)
        if size.width != View.noIntrinsicMetric {
            cs[0].constant = size.width; cs[1].constant = size.width
            add(cs[0], host); add(cs[1], host)
        } else {
            cs[0].engineRecord = -1; cs[1].engineRecord = -1
        }
        if size.height != View.noIntrinsicMetric {
            cs[2].constant = size.height; cs[3].constant = size.height
            add(cs[2], host); add(cs[3], host)
        } else {
            cs[2].engineRecord = -1; cs[3].engineRecord = -1
        }
    }

    /// The coefficients of `attribute` over an item's variables (minX/minY, width/height), appended to
    /// `terms`.
    @inline(__always)
    private func appendAnchor(_ item: Int, _ attribute: LayoutAttribute, _ factor: Double, to terms: inout SimplexSolver.Terms) {
        let base = firstVariable[item]
        let position = base + Int32(attribute.axis)       // minX or minY
        let size = base + 2 + Int32(attribute.axis)       // width or height
        switch attribute.slot {
        case 0: terms.append(position, factor)
        case 1: terms.append(position, factor); terms.append(size, factor)
        case 2: terms.append(size, factor)
        default: terms.append(position, factor); terms.append(size, factor / 2)
        }
    }

    /// Adds one constraint: `first − multiplier·second − constant (relation) 0`.
    private func add(_ c: LayoutConstraint, _ host: View) {
        guard let first = c.firstItem else { return }
        let firstAttribute = c.firstAttribute, secondAttribute = c.secondAttribute
        let i1 = item(for: first, firstAttribute, host)
        var i2 = -1
        if let attr = secondAttribute, let second = c.secondItem { i2 = item(for: second, attr, host) }
        if hostIsScrollView {
            if c.origin != .system {
                // Positions against the frame guide move with the content offset.
                if i1 == frameItem && firstAttribute.slot != 2 { tracksBoundsOrigin = true }
                if i2 == frameItem, let a = secondAttribute, a.slot != 2 { tracksBoundsOrigin = true }
            }
            if i1 == 0, firstAttribute.slot != 0, c.origin == .code { markContentAxis(firstAttribute.axis) }
            if i2 == 0, let a = secondAttribute, a.slot != 0 { markContentAxis(a.axis) }
        }
        var terms = SimplexSolver.Terms()
        appendAnchor(i1, firstAttribute, 1, to: &terms)
        if i2 >= 0, let attr = secondAttribute { appendAnchor(i2, attr, -Double(c.multiplier), to: &terms) }
        let relation: SimplexSolver.Relation
        switch c.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let (record, isInTableau) = solver.addConstraint(constant: -Double(c.constant), terms, relation,
                                                         level: level(of: c.priority))
        recordConstraints.append(c)
        if c.engineIdentity != identity {
            c.engine = self
            c.engineIdentity = identity
        }
        c.engineRecord = record
        if !isInTableau {
            var list: [String] = []
            for r in solver.conflict { list.append(recordConstraints[Int(r)].logDescription) }
            list.append(c.logDescription)
            host.rootView.layoutDiagnostics.report(container: host.name, constraints: list, broken: c.logDescription)
        }
    }

    private func markContentAxis(_ axis: Int) {
        if axis == 0 { contentSizeAxes.0 = true } else { contentSizeAxes.1 = true }
    }

    // MARK: Results

    /// A solved value; within 10⁻⁹ pt of a multiple of 2⁻²⁰ pt it is snapped to it, so that rounding
    /// noise of the pivots does not show in frames built from exact inputs (370, 120.5 stay exact).
    @inline(__always)
    private func value(_ variable: Int32) -> CGFloat {
        let v = solver.value(of: variable)
        let snapped = (v * 1_048_576).rounded() / 1_048_576
        return CGFloat(abs(snapped - v) < 1e-9 ? snapped : v)
    }

    private func rect(of item: Int) -> CGRect {
        let b = firstVariable[item]
        return CGRect(x: value(b), y: value(b + 1), width: value(b + 2), height: value(b + 3))
    }

    /// Writes the solved frames; returns a negative-size error if one is found.
    private func write(_ host: View) -> LayoutError? {
        var error: LayoutError?
        if solvedViewObjects.count != solvedViews.count {
            // Typed copies for the per-frame loop (no casts, no weak loads): the views and the item of
            // each one's superview (−1: the host).
            solvedViewObjects.removeAll(keepingCapacity: true)
            solvedParents.removeAll(keepingCapacity: true)
            for i in solvedViews {
                let v = items[i] as! View
                solvedViewObjects.append(v)
                let parent = v.superview
                solvedParents.append(parent === host || parent == nil ? -1 : parent!.itemSlot)
            }
        }
        var k = 0
        while k < solvedViews.count {
            let i = solvedViews[k]
            let v = solvedViewObjects[k]
            let parentItem = solvedParents[k]
            k += 1
            var r = rect(of: i)
            if parentItem >= 0 {
                let b = firstVariable[parentItem]
                r.origin.x -= value(b)
                r.origin.y -= value(b + 1)
            }
            if error == nil {
                if r.size.width < -1e-6 {
                    error = .negativeSize(container: host.name, view: v.name, anchor: "width", value: Double(r.size.width))
                } else if r.size.height < -1e-6 {
                    error = .negativeSize(container: host.name, view: v.name, anchor: "height", value: Double(r.size.height))
                }
            }
            r.size.width = max(0, r.size.width)
            r.size.height = max(0, r.size.height)
            if !v.frame.isEqual(to: r) { v.setFrameFromEngine(r) }
        }
        k = 0
        while k < guideItems.count {
            let i = guideItems[k]
            k += 1
            guard let g = items[i] as? LayoutGuide, let owner = g.owningView else { continue }
            var r = rect(of: i)
            if owner !== host, owner.itemStamp == stamp {
                let o = rect(of: owner.itemSlot)
                r.origin.x -= o.origin.x
                r.origin.y -= o.origin.y
            }
            g.layoutFrame = r
        }
        if let scroll = host as? ScrollView {
            let content = rect(of: 0)
            scroll.contentLayoutGuide.layoutFrame = content
            scroll.frameLayoutGuide.layoutFrame = rect(of: frameItem)
            if contentSizeAxes.0 || contentSizeAxes.1 {
                var size = scroll.contentSize
                if contentSizeAxes.0 { size.width = max(0, content.width) }
                if contentSizeAxes.1 { size.height = max(0, content.height) }
                if size != scroll.contentSize { scroll.contentSize = size }
            }
        }
        return error
    }

    /// Whether `view`'s frame can change without violating anything or worsening the objective.
    func isAmbiguous(_ view: View) -> Bool {
        guard let host else { return false }
        if needsRebuild { build(host) }
        guard view.itemStamp == stamp, view.itemSlot >= 0, view.itemSlot < items.count, items[view.itemSlot] === view else {
            return false
        }
        let b = firstVariable[view.itemSlot]
        for k in Int32(0)..<4 where solver.isAmbiguous(b + k) { return true }
        return false
    }
}
