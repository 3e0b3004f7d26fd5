import Foundation

/// The constraint system of one layout region as its last build left it: the items (views and guides)
/// with their variables, the solver, and the constraint behind each solver record. ``LayoutEngine``
/// holds one in a single stored property and builds it in one call, ``build(_:engine:stamp:hostPins:fitting:)``;
/// see ``LayoutEngine`` for what a region is and the order in which its constraints are added.
///
/// **Why a struct.** Swift checks at run time that accesses to a class's stored property do not
/// overlap (`swift_beginAccess`, about 75 instructions) unless the compiler sees that they cannot. The
/// build's helpers call one another and the solver, so as properties of the engine (a class) their
/// reads and writes kept those checks: about 200 per cold build of a ten-constraint cell, 12 % of its
/// instructions. Held in a struct, the build is one access to the engine's property and the helpers
/// work on `self` (`inout`), which needs no check. Whatever the build calls outside the struct — a
/// view's content size, a constraint's constant (which notifies the engine), the diagnostics — touches
/// only the engine's other properties, never this struct: unsatisfiable constraints are collected in
/// ``conflicts`` and reported by the engine after the build, so no callback runs inside the access.
@MainActor
internal struct LayoutSystem {
    /// The solver holding the region's constraints.
    var solver = SimplexSolver()
    /// Items: views and guides. Index 0 is the host (for a scroll view: its content guide; index 1 is
    /// its frame guide); the engine's placeholder stands in for the host (the host owns the engine).
    private(set) var items = RebuiltObjectList<AnyObject>()
    /// The first of each item's four variables (minX, minY, width, height).
    private(set) var firstVariable: [Int32] = []
    /// Items that are views placed by this region (their frames are written).
    private(set) var solvedViews: [Int] = []
    /// Items that are guides (their layout frames are written).
    private(set) var guideItems: [Int] = []
    /// The constraint of each solver record.
    private(set) var recordConstraints = RebuiltObjectList<LayoutConstraint>()
    /// The build's number (items carry it, see `View.itemStamp`).
    private(set) var stamp = 0
    /// The item of a scroll view host's frame guide (0 for other hosts).
    private(set) var frameItem = -1
    /// Whether the content area's size is fixed by constraints on each axis (a scroll view host).
    private(set) var contentSizeAxes = (false, false)
    /// Whether constraints use the frame guide's position (the region re-solves when the host scrolls).
    private(set) var tracksBoundsOrigin = false
    /// An error found while building.
    private(set) var buildError: LayoutError?
    /// Unsatisfiable required constraints met by the build, in order: the constraints in conflict (log
    /// descriptions) and the one left out. The engine reports them once the build is over.
    private(set) var conflicts: [(constraints: [String], broken: String)] = []

    private var hostIsScrollView = false
    /// Typed copies of the solved views for the write loop (no casts, no weak loads): the views and the
    /// item of each one's superview (−1: the host). Filled at the first write after a build.
    private var solvedViewObjects = RebuiltObjectList<View>()
    private var solvedParents: [Int] = []
    private var gathered = RebuiltObjectList<LayoutConstraint>()
    private var levelPriorities: [Float] = []
    private var stack: [View] = []
    private var regionViews = RebuiltObjectList<View>()

    /// Rebuilds the system from nothing: gathers the region under `host`, adds its constraints in the
    /// documented order (``LayoutEngine``) and solves it.
    /// - Parameters:
    ///   - stamp: a number no earlier build of any engine used.
    ///   - hostPins: the host's bounds constraints (their constants already set).
    ///   - fitting: the fitting priorities, if the host is being fitted.
    mutating func build(_ host: View, engine: LayoutEngine, stamp: Int, hostPins: [LayoutConstraint],
                        fitting: (horizontal: LayoutPriority, vertical: LayoutPriority)?) {
        buildError = nil
        conflicts.removeAll(keepingCapacity: true)
        let identity = engine.identity
        var r = 0
        while r < recordConstraints.count {
            recordConstraints.unretained(r)._withUnsafeGuaranteedRef { c in
                if c.engineIdentity == identity { c.engineRecord = -1 }
            }
            r += 1
        }
        // The object lists keep their references for the refill (see RebuiltObjectList): an unchanged
        // region is rebuilt without retaining or releasing its views and constraints.
        recordConstraints.removeAll()
        self.stamp = stamp
        items.removeAll()
        firstVariable.removeAll(keepingCapacity: true)
        solvedViews.removeAll(keepingCapacity: true)
        solvedViewObjects.removeAll()
        solvedParents.removeAll(keepingCapacity: true)
        guideItems.removeAll(keepingCapacity: true)
        contentSizeAxes = (false, false)
        tracksBoundsOrigin = false

        // Gather the region: views placed here, and the constraints this host solves.
        gathered.removeAll()
        regionViews.removeAll()
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
        regionViews.finish()

        // Priority levels: every distinct optional priority, highest first.
        levelPriorities.removeAll(keepingCapacity: true)
        var k = 0
        while k < gathered.count { noteLevel(gathered[k].priority); k += 1 }
        if let fitting { noteLevel(fitting.horizontal); noteLevel(fitting.vertical) }
        k = 0
        while k < regionViews.count {
            let v = regionViews[k]
            k += 1
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

        addItem(LayoutEngine.hostPlaceholder)   // no strong reference from the engine back to its host
        host.itemStamp = stamp
        host.itemSlot = 0
        if let scroll = host as? ScrollView {
            frameItem = addItem(scroll.frameLayoutGuide)
        } else {
            frameItem = 0
        }
        // Required constraints first (they alone can conflict, so this order decides which one is
        // broken), then the optional ones: added onto a system whose required part is in place, they
        // seldom need the artificial-variable phase.
        // The lists keep their views and constraints alive through the build (nothing below removes
        // any), so each is lent to the call unretained (see RebuiltObjectList.unretained(_:)).
        // One optimisation for the whole system, at the end (see SimplexSolver.beginBatch()).
        solver.beginBatch()
        addHostPins(hostPins, required: true, host, engine)
        k = 0
        while k < regionViews.count {
            regionViews.unretained(k)._withUnsafeGuaranteedRef { v in _ = item(for: v, isView: true, .width, host, engine) }
            k += 1
        }
        k = 0
        while k < gathered.count {
            if LayoutEngine.clamped(gathered[k].priority) >= 1000 {
                gathered.unretained(k)._withUnsafeGuaranteedRef { c in add(c, host, engine) }
            }
            k += 1
        }
        addHostPins(hostPins, required: false, host, engine)
        k = 0
        while k < regionViews.count {
            regionViews.unretained(k)._withUnsafeGuaranteedRef { v in addContentSizeConstraints(v, host, engine) }
            k += 1
        }
        k = 0
        while k < gathered.count {
            if LayoutEngine.clamped(gathered[k].priority) < 1000 {
                gathered.unretained(k)._withUnsafeGuaranteedRef { c in add(c, host, engine) }
            }
            k += 1
        }
        solver.endBatch()
        items.finish()
        recordConstraints.finish()
    }

    /// Adds the host's required or optional bounds pins (the engine's list keeps them alive: each is
    /// lent unretained).
    private mutating func addHostPins(_ pins: [LayoutConstraint], required: Bool, _ host: View, _ engine: LayoutEngine) {
        var k = 0
        while k < pins.count {
            Unmanaged.passUnretained(pins[k])._withUnsafeGuaranteedRef { pin in
                if pin.priority.isRequired == required { add(pin, host, engine) }
            }
            k += 1
        }
    }

    private mutating func noteLevel(_ p: LayoutPriority) {
        let v = LayoutEngine.clamped(p)
        if v < 1000 && !levelPriorities.contains(v) { levelPriorities.append(v) }
    }

    private mutating func gatherConstraints(of view: View, _ host: View) {
        // The view's list keeps its constraints alive through the walk: each is lent unretained.
        let list = view.attachedConstraints
        var i = 0
        while i < list.count {
            Unmanaged.passUnretained(list[i])._withUnsafeGuaranteedRef { c in gather(c, host) }
            i += 1
        }
    }

    /// Gathers `c` (met on a view of the region) if this host solves it and it was not met before.
    @inline(__always)
    private mutating func gather(_ c: LayoutConstraint, _ host: View) {
        guard c.gatherStamp != stamp else { return }
        c.gatherStamp = stamp
        // Most constraints met here are the host's own: known from the cached identity (no weak load).
        if c.isSolved(byAliveHost: host) { gathered.append(c); return }
        guard let region = c.regionHost else {
            if buildError == nil && c.firstItem != nil { buildError = .unrelatedItems(constraint: c.description) }
            return
        }
        if region === host { gathered.append(c) }
    }

    private func level(of p: LayoutPriority) -> Int {
        let v = LayoutEngine.clamped(p)
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
    private mutating func addItem(_ object: AnyObject) -> Int {
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

    /// The item that provides `attribute` of `object` (a ``View`` if `isView`, else a ``LayoutGuide``),
    /// adding it (with its pins) if new.
    private mutating func item(for object: AnyObject, isView: Bool, _ attribute: LayoutAttribute, _ host: View,
                               _ engine: LayoutEngine) -> Int {
        if object === host {
            if hostIsScrollView { return attribute.isEdge ? 0 : frameItem }
            return 0
        }
        if isView {
            let v = unsafeDowncast(object, to: View.self)
            if v.itemStamp == stamp && v.itemSlot >= 0 && v.itemSlot < items.count && items[v.itemSlot] === v { return v.itemSlot }
            let index = addItem(v)
            if v.autoresizingFlag || v.superview == nil || v.frameRegion !== host {
                pinFrame(of: v, host, engine)
            } else {
                solvedViews.append(index)
            }
            return index
        }
        let g = unsafeDowncast(object, to: LayoutGuide.self)
        if let scroll = host as? ScrollView, g.owningView === scroll {
            if g.kind == .content { return 0 }
            if g.kind == .frame { return frameItem }
        }
        if g.itemStamp == stamp && g.itemSlot >= 0 && g.itemSlot < items.count && items[g.itemSlot] === g { return g.itemSlot }
        let index = addItem(g)
        guideItems.append(index)
        pinGuide(g, host, engine)
        return index
    }

    /// The four autoresizing constraints of a frame-based item (relative to its superview's item).
    private mutating func pinFrame(of v: View, _ host: View, _ engine: LayoutEngine) {
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
        LayoutEngine.setPins(pins, rect: v.frame, origin: parent === host ? .zero : parent.boundsOrigin)
        v.pinEngine = engine
        for pin in pins { add(pin, host, engine) }
    }

    /// A system guide's definition relative to its owning view.
    private mutating func pinGuide(_ g: LayoutGuide, _ host: View, _ engine: LayoutEngine) {
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
        for pin in pins { add(pin, host, engine) }
    }

    private mutating func addContentSizeConstraints(_ v: View, _ host: View, _ engine: LayoutEngine) {
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
        // The view's list keeps the four alive through the build: each is lent unretained.
        let cs = v.contentSizeConstraints!
        v.contentSizeEngine = engine
        v.contentSizeAxes = (size.width != View.noIntrinsicMetric, size.height != View.noIntrinsicMetric)
        addAxis(compression: Unmanaged.passUnretained(cs[0]), hugging: Unmanaged.passUnretained(cs[1]),
                size.width, v.contentCompressionResistancePriority(for: .horizontal),
                v.contentHuggingPriority(for: .horizontal), host, engine)
        addAxis(compression: Unmanaged.passUnretained(cs[2]), hugging: Unmanaged.passUnretained(cs[3]),
                size.height, v.contentCompressionResistancePriority(for: .vertical),
                v.contentHuggingPriority(for: .vertical), host, engine)
        withExtendedLifetime(cs) {}
    }

    /// Sets and adds one axis of a view's content size (`intrinsic`: the axis's intrinsic size, or
    /// ``View/noIntrinsicMetric`` for none): `size ≥ intrinsic` at the compression resistance and
    /// `size ≤ intrinsic` at the hugging priority.
    ///
    /// When both are optional they enter the solver as one row, as UIKit's `NSContentSizeLayoutConstraint`
    /// holds both: `size − intrinsic = e⁺ − e⁻`, the excess `e⁺` weighted at the hugging priority and the
    /// shortfall `e⁻` at the compression resistance — the same optimum as the two inequalities (see
    /// ``SimplexSolver/addConstraint(constant:_:excessLevel:shortfallLevel:)``), with one row and two
    /// symbols instead of two rows and four. The hugging constraint holds the record (edits of the
    /// intrinsic size reach the solver through it; the compression constraint's edit, always the same
    /// constant, is not needed). A required side can conflict and be reported, so then each is added
    /// on its own.
    private mutating func addAxis(compression: Unmanaged<LayoutConstraint>, hugging: Unmanaged<LayoutConstraint>,
                                  _ intrinsic: CGFloat, _ compressionPriority: LayoutPriority,
                                  _ huggingPriority: LayoutPriority, _ host: View, _ engine: LayoutEngine) {
        compression._withUnsafeGuaranteedRef { compression in
            hugging._withUnsafeGuaranteedRef { hugging in
                compression.priority = compressionPriority
                hugging.priority = huggingPriority
                guard intrinsic != View.noIntrinsicMetric else {
                    compression.engineRecord = -1; hugging.engineRecord = -1
                    return
                }
                compression.constant = intrinsic; hugging.constant = intrinsic
                let shortfallLevel = level(of: compressionPriority), excessLevel = level(of: huggingPriority)
                guard shortfallLevel >= 0 && excessLevel >= 0 else {
                    add(compression, host, engine); add(hugging, host, engine)
                    return
                }
                add(hugging, host, engine, shortfallLevel: shortfallLevel)
                compression.engineRecord = -1
            }
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

    /// The item of `object` if this build has added it already (the host included), else −1: its
    /// stamp and slot read through a constraint's unretained reference, without reference counting.
    ///
    /// Safe because the caller's constraint is one of the host's pins, a pin this build made, or one
    /// gathered for the current hierarchy (``LayoutConstraint/regionHost`` is recomputed after every
    /// change of the view tree): its items are the host, views of the host's tree, or guides owned by
    /// them (removing a guide deactivates its constraints), all alive during the build.
    @inline(__always)
    private func addedItem(_ item: Unmanaged<AnyObject>, isView: Bool, _ attribute: LayoutAttribute, _ host: View) -> Int {
        item._withUnsafeGuaranteedRef { object in
            if object === host { return hostIsScrollView ? (attribute.isEdge ? 0 : frameItem) : 0 }
            let itemStamp: Int, slot: Int
            if isView {
                let v = unsafeDowncast(object, to: View.self)
                itemStamp = v.itemStamp; slot = v.itemSlot
            } else {
                let g = unsafeDowncast(object, to: LayoutGuide.self)
                itemStamp = g.itemStamp; slot = g.itemSlot
            }
            // Slot 0 is the host's placeholder: a scroll view's content guide (item 0) takes the full path.
            guard itemStamp == stamp && slot > 0 && slot < items.count && items[slot] === object else { return -1 }
            return slot
        }
    }

    /// Adds one constraint: `first − multiplier·second − constant (relation) 0`; with `shortfallLevel`
    /// (a content-size axis, see ``addAxis(compression:hugging:_:_:)``), `first − constant = 0` with its
    /// excess at the constraint's level and its shortfall at `shortfallLevel`.
    private mutating func add(_ c: LayoutConstraint, _ host: View, _ engine: LayoutEngine, shortfallLevel: Int = -1) {
        let firstAttribute = c.firstAttribute, secondAttribute = c.secondAttribute
        // Items met before in this build (most) are found without loading the weak references.
        var i1 = addedItem(c.firstItemUnretained, isView: c.firstItemIsView, firstAttribute, host)
        if i1 < 0 {
            guard let first = c.firstItem else { return }
            i1 = item(for: first, isView: c.firstItemIsView, firstAttribute, host, engine)
        }
        var i2 = -1
        if let attr = secondAttribute, let unretained = c.secondItemUnretained {
            i2 = addedItem(unretained, isView: c.secondItemIsView, attr, host)
            if i2 < 0, let second = c.secondItem { i2 = item(for: second, isView: c.secondItemIsView, attr, host, engine) }
        }
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
        let record: Int, isInTableau: Bool
        if shortfallLevel >= 0 {
            record = solver.addConstraint(constant: -Double(c.constant), terms, excessLevel: level(of: c.priority),
                                          shortfallLevel: shortfallLevel)
            isInTableau = true
        } else {
            (record, isInTableau) = solver.addConstraint(constant: -Double(c.constant), terms, relation,
                                                         level: level(of: c.priority))
        }
        recordConstraints.append(c)
        if c.engineIdentity != engine.identity {
            c.engine = engine
            c.engineIdentity = engine.identity
        }
        c.engineRecord = record
        if !isInTableau {
            var list: [String] = []
            for r in solver.conflict { list.append(recordConstraints[Int(r)].logDescription) }
            list.append(c.logDescription)
            conflicts.append((list, c.logDescription))
        }
    }

    private mutating func markContentAxis(_ axis: Int) {
        if axis == 0 { contentSizeAxes.0 = true } else { contentSizeAxes.1 = true }
    }

    // MARK: Results

    /// A solved value; within 10⁻⁹ pt of a multiple of 2⁻²⁰ pt it is snapped to it, so that rounding
    /// noise of the pivots does not show in frames built from exact inputs (370, 120.5 stay exact).
    @inline(__always)
    func value(_ variable: Int32) -> CGFloat {
        let v = solver.value(of: variable)
        let snapped = (v * 1_048_576).rounded() / 1_048_576
        return CGFloat(abs(snapped - v) < 1e-9 ? snapped : v)
    }

    /// The solved rectangle of an item, in the host's bounds coordinates.
    func rect(of item: Int) -> CGRect {
        let b = firstVariable[item]
        return CGRect(x: value(b), y: value(b + 1), width: value(b + 2), height: value(b + 3))
    }

    /// Writes the solved frames of the region's views and the layout frames of its guides (a scroll
    /// view host's own guides and content size are the engine's to write); returns the first
    /// negative-size error. Calls nothing that reaches the engine (a frame change only marks views).
    mutating func writeFrames(_ host: View) -> LayoutError? {
        var error: LayoutError?
        if solvedViewObjects.count != solvedViews.count {
            solvedViewObjects.removeAll()
            solvedParents.removeAll(keepingCapacity: true)
            for i in solvedViews {
                let v = items[i] as! View
                solvedViewObjects.append(v)
                let parent = v.superview
                solvedParents.append(parent === host || parent == nil ? -1 : parent!.itemSlot)
            }
            solvedViewObjects.finish()
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
        return error
    }

    /// Whether `object` is an item of the last build (its slot `slot`, its stamp `itemStamp`).
    func isItem(_ object: AnyObject, stamp itemStamp: Int, slot: Int) -> Bool {
        itemStamp == stamp && slot >= 0 && slot < items.count && items[slot] === object
    }
}
