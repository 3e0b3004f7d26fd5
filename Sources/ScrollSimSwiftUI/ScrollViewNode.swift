import ScrollSim

/// The layout and drawing of ``ScrollView``: proposes its size with `nil` on the scrolling axes to the
/// content, sets the engine scroll view's frame, insets and `contentSize`, places the content in the
/// engine scroll view's content coordinates (origin at the content's top-leading corner) and keeps the
/// content's drawn views as the engine scroll view's subviews.
///
/// When the content moves in the window (a scroll of this scroll view or of one around it) without a new
/// layout of the whole tree, ``contentDidMove()`` places again only the ``GeometryReader``s of the content
/// (not those inside another reader, which its reader places) and tells the scroll views nested in the
/// content: the cost per scrolled frame is the readers' bodies and their subtrees, not the whole content.
final class ScrollViewNode: LayoutNode {
    let axes: Axis.Set
    let content: LayoutNode
    /// The engine scroll view (reused across evaluations by structural identity).
    let scrollView: HostedScrollView

    /// The readers of the content to place again when it moves.
    private var readers: [GeometryReaderNode] = []
    /// The scroll views of the content (not inside a reader), told when it moves.
    private var nestedScrollNodes: [ScrollViewNode] = []
    /// The actions of `onScrollPhaseChange` modifiers on this scroll view (see ``ScrollObservation``).
    var phaseObservers: [ScrollPhaseObserver] = []
    /// The actions of `onScrollGeometryChange` modifiers on this scroll view.
    var geometryObservers: [any ScrollGeometryObserving] = []
    /// The views of the content with `onScrollVisibilityChange` (not inside a reader), in content order.
    private var visibilityNodes: [ScrollVisibilityNode] = []
    /// The lazy stacks of the content (not inside a reader), told when the content moves.
    private var lazyStacks: [LazyStackNode] = []
    /// The `defaultScrollAnchor(_:)` of this scroll view.
    private var defaultAnchor: UnitPoint?
    /// The content margins of this scroll view, points.
    private var margins = EdgeInsets()
    /// The bindings of `scrollPosition(id:anchor:)` modifiers on this scroll view.
    var positionObservers: [any ScrollPositionObserving] = []
    /// The lazy stacks of the content marked with `scrollTargetLayout()`, in content order.
    var targetStacks: [LazyStackNode] { lazyStacks.filter(\.isTargetLayout) }
    /// Where the content's origin was in the window when the readers were last placed.
    private var readersPlacedAt: CGPoint?
    /// The context this scroll view was placed in (for the `.scrollView` coordinate space).
    private(set) var placedContext = PlacementContext()

    init(axes: Axis.Set, showsIndicators: Bool, content: LayoutNode) {
        self.axes = axes
        self.content = content
        scrollView = ViewReuseScope.view(named: "ScrollView") { HostedScrollView() }
        scrollView.showsVerticalScrollIndicator = showsIndicators
        scrollView.showsHorizontalScrollIndicator = showsIndicators
        scrollView.alwaysBounceVertical = axes.contains(.vertical)
        scrollView.alwaysBounceHorizontal = axes.contains(.horizontal)
    }

    /// Applies the scroll behaviours of the modifiers around the scroll view (paging, bounce).
    func configure(_ configuration: ScrollConfiguration) {
        defaultAnchor = configuration.defaultAnchor
        margins = configuration.contentMargins
        scrollView.isPagingEnabled = configuration.isPaging
        if let viewAligned = configuration.viewAligned {
            let targeting = scrollView.viewAlignedTargeting ?? ViewAlignedTargeting()
            let limit = viewAligned.limitBehavior
            targeting.limit = limit.isAutomatic && axes.contains(.vertical) ? nil : limit.rows
            targeting.node = self
            scrollView.viewAlignedTargeting = targeting
            scrollView.delegate = targeting
        } else if let targeting = scrollView.viewAlignedTargeting {
            if scrollView.delegate === targeting { scrollView.delegate = nil }
            scrollView.viewAlignedTargeting = nil
        }
        scrollView.alwaysBounceVertical = axes.contains(.vertical) && configuration.verticalBounce != .basedOnSize
        scrollView.alwaysBounceHorizontal = axes.contains(.horizontal) && configuration.horizontalBounce != .basedOnSize
    }

    /// The proposal to the content: `size`, with `nil` on the scrolling axes.
    private func contentProposal(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : width.map { max(0, $0 - margins.leading - margins.trailing) },
                         height: axes.contains(.vertical) ? nil : height.map { max(0, $0 - margins.top - margins.bottom) })
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let contentSize = content.sizeThatFits(contentProposal(proposal.width, proposal.height))
        return CGSize(width: proposal.width ?? contentSize.width, height: proposal.height ?? contentSize.height)
    }

    override func placeChildren(proposal: ProposedViewSize) {
        let context = PlacementContext.current
        placedContext = context
        if !context.insideReader { context.scrollNode?.nestedScrollNodes.append(self) }
        scrollView.node = self

        // Extend into the safe area where the layout frame reaches its edge (see ``ScrollView``).
        var insets = ScrollSim.EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        if let area = context.safeArea, let container = context.container {
            let bounds = container.bounds
            if abs(frame.minY - area.minY) < 0.5 { insets.top = max(0, area.minY - bounds.minY) }
            if abs(frame.maxY - area.maxY) < 0.5 { insets.bottom = max(0, bounds.maxY - area.maxY) }
            if abs(frame.minX - area.minX) < 0.5 { insets.left = max(0, area.minX - bounds.minX) }
            if abs(frame.maxX - area.maxX) < 0.5 { insets.right = max(0, bounds.maxX - area.maxX) }
        }
        insets.top += margins.top
        insets.left += margins.leading
        insets.bottom += margins.bottom
        insets.right += margins.trailing
        let engineFrame = CGRect(x: frame.minX - insets.left + margins.leading, y: frame.minY - insets.top + margins.top,
                                 width: frame.width + insets.left + insets.right - margins.leading - margins.trailing,
                                 height: frame.height + insets.top + insets.bottom - margins.top - margins.bottom)
        if scrollView.frame != engineFrame { scrollView.frame = engineFrame }
        if scrollView.contentInset != insets { scrollView.contentInset = insets }
        // Attach before placing the content, so that readers inside see their place in the window.
        if scrollView.superview == nil, let container = context.container { container.addSubview(scrollView) }

        placeContent()
        applyDefaultAnchor()
        syncDrawnViews()
        readersPlacedAt = scrollView.convert(CGPoint.zero, to: nil)
        // The scroll callbacks run in the engine scroll view's own layout, later in this pass.
        scrollView.setNeedsLayout()
    }

    /// Puts the offset at the default anchor while it is where the anchor last put it (see
    /// ``View/defaultScrollAnchor(_:)``).
    private func applyDefaultAnchor() {
        guard let anchor = defaultAnchor else {
            scrollView.anchoredOffset = nil
            return
        }
        guard scrollView.phase == .idle, scrollView.anchoredOffset.map({ $0 == scrollView.contentOffset }) ?? true else {
            scrollView.anchoredOffset = CGPoint(x: CGFloat.nan, y: .nan)   // anchoring ended
            return
        }
        let minimum = scrollView.minimumContentOffset, maximum = scrollView.maximumContentOffset
        let current = scrollView.contentOffset
        let target = CGPoint(x: axes.contains(.horizontal) ? minimum.x + anchor.x * (maximum.x - minimum.x) : current.x,
                             y: axes.contains(.vertical) ? minimum.y + anchor.y * (maximum.y - minimum.y) : current.y)
        if target != current { scrollView.contentOffset = target }
        scrollView.anchoredOffset = scrollView.contentOffset
    }

    /// Sizes the content (its size is the `contentSize` on the scrolling axes) and places it in the engine
    /// scroll view's content coordinates. A lazy stack whose built rows replaced estimated heights changes
    /// the content's size: the content is then sized and placed once more (its rows are built by then).
    private func placeContent() {
        let childProposal = contentProposal(frame.width, frame.height)
        for _ in 0..<2 {
            let size = content.sizeThatFits(childProposal)
            let innerWidth = max(0, frame.width - margins.leading - margins.trailing)
            let innerHeight = max(0, frame.height - margins.top - margins.bottom)
            let contentSize = CGSize(width: axes.contains(.horizontal) ? size.width : innerWidth,
                                     height: axes.contains(.vertical) ? size.height : innerHeight)
            if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
            let origin = CGPoint(x: axes.contains(.horizontal) ? 0 : (innerWidth - size.width) / 2,
                                 y: axes.contains(.vertical) ? 0 : (innerHeight - size.height) / 2)

            readers.removeAll(keepingCapacity: true)
            nestedScrollNodes.removeAll(keepingCapacity: true)
            visibilityNodes.removeAll(keepingCapacity: true)
            lazyStacks.removeAll(keepingCapacity: true)
            var inner = PlacementContext()
            inner.container = scrollView
            inner.namedSpaces = placedContext.namedSpaces
            inner.scrollNode = self
            PlacementContext.with(inner) { content.place(at: origin, proposal: childProposal) }
            if !lazyStacks.contains(where: \.heightChangedInPlace) { break }
        }
    }

    /// Makes the content's drawn views the engine scroll view's subviews.
    private func syncDrawnViews() {
        var views = DrawnViewBuffers.take()
        content.appendDrawnViews(to: &views)
        scrollView.drawn.update(views, in: scrollView)
        DrawnViewBuffers.give(&views)
    }

    override func appendDrawnViews(to views: inout [ScrollSim.View]) { views.append(scrollView) }

    /// Registers a reader of the content, placed again when the content moves.
    func register(_ reader: GeometryReaderNode) { readers.append(reader) }

    /// Registers a lazy stack of the content, told when the content moves.
    func register(_ stack: LazyStackNode) { lazyStacks.append(stack) }

    /// Registers a view of the content whose scroll visibility is reported.
    func register(_ node: ScrollVisibilityNode) { visibilityNodes.append(node) }

    /// The geometry of the engine scroll view (see ``ScrollGeometry``).
    var geometry: ScrollGeometry {
        let insets = scrollView.adjustedContentInset
        return ScrollGeometry(contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
                              contentInsets: EdgeInsets(top: insets.top, leading: insets.left,
                                                        bottom: insets.bottom, trailing: insets.right),
                              containerSize: scrollView.bounds.size)
    }

    /// Runs the scroll callbacks of this layout of the engine scroll view (the article “SwiftUI scroll callbacks”): the
    /// phase-change actions if the phase differs from the one last reported, then the geometry actions,
    /// then the visibility actions, each in the order of the view tree.
    func reportScroll() {
        let geometry = self.geometry
        let phase = ScrollPhase(scrollView.phase)
        let oldPhase = scrollView.reportedPhase
        if phase != oldPhase {
            scrollView.reportedPhase = phase
            if !phaseObservers.isEmpty {
                let velocity: CGVector?
                switch phase {
                case .idle, .tracking: velocity = nil
                case .interacting, .decelerating, .animating:
                    velocity = CGVector(dx: scrollView.velocity.x, dy: scrollView.velocity.y)
                }
                let context = ScrollPhaseChangeContext(geometry: geometry, velocity: velocity)
                for observer in phaseObservers { observer.action(oldPhase, phase, context) }
            }
        }
        for observer in geometryObservers { observer.update(geometry) }
        for observer in positionObservers { observer.update(self, geometry: geometry) }
        if !visibilityNodes.isEmpty {
            let visibleRect = geometry.visibleRect
            for node in visibilityNodes { node.update(visibleRect: visibleRect) }
        }
    }

    /// The content may have moved in the window (this scroll view's layout after a scroll, or a scroll
    /// view around it moved): if it did, places the readers again and tells the nested scroll views.
    func contentDidMove() {
        let origin = scrollView.convert(CGPoint.zero, to: nil)
        guard origin != readersPlacedAt else { return }
        readersPlacedAt = origin
        var changed = false
        for reader in readers where reader.placeAgain() { changed = true }
        var resized = false
        for stack in lazyStacks {
            let result = stack.scrollDidMove()
            if result.drawnChanged { changed = true }
            if result.heightChanged { resized = true }
        }
        if resized {
            placeContent()
            changed = true
        }
        if changed { syncDrawnViews() }
        for nested in nestedScrollNodes { nested.contentDidMove() }
    }

    /// The scroll view's layout frame in window coordinates (the `.scrollView` coordinate space).
    var frameInWindow: CGRect { placedContext.windowRect(frame, in: placedContext.container) }
}
