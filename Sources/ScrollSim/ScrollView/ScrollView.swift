import Foundation

/// A view that scrolls its content under a finger, modelled on UIKit's `UIScrollView`.
///
/// Same names and semantics as UIKit: `contentOffset` is `bounds.origin` (so subviews move with the
/// content), `contentSize`, `contentInset`, `bounces`, `alwaysBounceVertical`, `decelerationRate`,
/// `isTracking`/`isDragging`/`isDecelerating`, `setContentOffset(_:animated:)` and the delegate
/// callbacks in UIKit's order (<doc:CallbackOrder>). The physics keeps its own unrounded offset; the applied
/// `contentOffset` is rounded to the screen's pixel grid (<doc:Physics#Units-and-conventions>).
///
/// Motion happens when a ``Simulation`` drives the view: touches, frames and time come from there.
@MainActor
open class ScrollView: View {
    /// UIKit's `UIScrollView.DecelerationRate`.
    public typealias DecelerationRate = ScrollSim.DecelerationRate

    /// The state machine: what the view is doing (<doc:CallbackOrder>). It changes only through
    /// ``transition(to:motion:willDecelerate:finished:)``, which also emits the callbacks the change implies.
    private(set) var state: State = .idle
    /// The release motion of ``State/decelerating`` and ``State/bouncing`` (`nil` in every other state),
    /// stored beside ``state`` so that the frame loop reads it in place (``State`` says why). Installed
    /// and cleared by ``transition(to:motion:willDecelerate:finished:)`` only; stored back advanced or
    /// re-planned by ``updateMotion(_:outOfRange:)``.
    @exclusivity(unchecked) private(set) var motion: Motion?
    /// Counts state changes (and re-planned motions), so that code that called out to the delegate can tell
    /// whether the delegate changed the state meanwhile.
    private(set) var stateGeneration = 0
    /// Scroll chaining only: the ancestor scroll views of the running pan, innermost first (kept out of
    /// ``State`` so that the state stays a plain value).
    var chainAncestors: [ScrollView] = []
    /// The repeated-flick state (<doc:Physics#Repeated-flicks>).
    var streak = FlickStreak()
    /// When the last drag update (touch report reaching the pan) happened, seconds: <doc:Physics#Release-target-and-hand-off>'s first step.
    var lastDragUpdateTime = 0.0
    var context = SimulationContext()
    /// The physics' unrounded offset (points); `contentOffset` is its pixel-rounded image.
    var physicalX: Double = 0, physicalY: Double = 0
    /// The drag's velocity history, points per millisecond, content direction (<doc:Physics#Touch-pan-and-velocity>).
    var dragVelocityPreviousX = 0.0, dragVelocityPreviousY = 0.0
    var dragVelocityCurrentX = 0.0, dragVelocityCurrentY = 0.0
    /// The velocity reported in traces, points per second.
    var currentVelocity: CGPoint = .zero
    /// Set by the delegate protocol's default `scrollViewWillEndDragging`.
    var willEndDraggingUsedDefault = false
    /// The offset may rest outside the content range: it was set from outside (``contentOffset``,
    /// ``setContentOffset(_:animated:)``) or the range changed when it could not be re-clamped (under a
    /// finger, during an animation). Cleared when a pan begins (its release ends in the range). Read by
    /// the invariant checks only.
    var offsetMayRestOutsideRange = false
    /// The view has never been scrolled: no offset set from outside, no motion yet. While it holds and the
    /// view is in a simulation that has not yet run frames with it, the offset rests at the top of the
    /// range (UIKit's first-display rule: `placeAtInitialTop()`).
    var restsAtInitialTop = true
    /// The view's place in its simulation's ``Simulation/scrollViews`` (tree order), −1 outside it; the key
    /// of the simulation's list of moving scroll views (``activityDidChange()``).
    var simulationOrder = -1
    /// Whether the view is in its simulation's list of scroll views not at rest.
    var isActiveInSimulation = false

    /// The pan that drives the view, as UIKit's `panGestureRecognizer`: state, translation, velocity.
    public let panGestureRecognizer = PanGestureRecognizer()

    /// The object that receives the scroll callbacks. Held weakly, as in UIKit.
    public var delegate: ScrollViewDelegate? {
        get { delegateReference }
        set {
            delegateReference = newValue
            delegateDidChange()
        }
    }
    private weak var delegateReference: ScrollViewDelegate?

    /// Called after ``delegate`` was set: subclasses cache casts of it to their own delegate protocols
    /// (a collection or table view), so that no per-frame work casts.
    func delegateDidChange() {}

    /// Size of the scrollable content, points (finite, non-negative: precondition). Changing it re-clamps
    /// the offset at rest or while decelerating in range (<doc:CallbackOrder>).
    @exclusivity(unchecked) public var contentSize: CGSize = .zero {
        didSet {
            precondition(contentSize.width.isFinite && contentSize.height.isFinite
                         && contentSize.width >= 0 && contentSize.height >= 0,
                         "ScrollView(\(name)): contentSize must be finite and non-negative, got \(contentSize)")
            contentRangeDidChange()
        }
    }

    /// Extra scrollable space around the content, points (finite: precondition). Changing it re-clamps
    /// the offset at rest or while decelerating in range (<doc:CallbackOrder>).
    @exclusivity(unchecked) public var contentInset: EdgeInsets = .zero {
        didSet {
            precondition(contentInset.isFinite, "ScrollView(\(name)): contentInset must be finite, got \(contentInset)")
            contentRangeDidChange()
        }
    }

    /// The insets the range is computed from: ``contentInset`` plus ``View/safeAreaInsets`` on the axes that
    /// ``contentInsetAdjustmentBehavior`` adjusts (UIKit's `adjustedContentInset`), plus 60 on top while a
    /// ``refreshControl`` refreshes. With no window safe area (the default: ``Simulation/safeAreaInsets`` is
    /// zero) and no refresh it is ``contentInset``, read without further work (the range reads it every
    /// frame). No bars (navigation, tab, toolbar) are modelled,
    /// only the window's safe area.
    public var adjustedContentInset: EdgeInsets {
        var inset = contentInset
        if context.hasSafeArea && contentInsetAdjustmentBehavior != .never {
            inset = adjustedContentInset(windowSafeArea: context.safeAreaInsets)
        }
        inset.top += refreshInsetTop
        return inset
    }

    /// The refresh control's inset on top (points): ``RefreshControl/height`` while it refreshes, else 0; part
    /// of ``adjustedContentInset``.
    @exclusivity(unchecked) var refreshInsetTop: CGFloat = 0

    /// The refresh control (see ``refreshControl``), held strongly as a subview is.
    var refreshControlReference: RefreshControl?

    /// How the window's safe area adds to ``adjustedContentInset`` (UIKit default `.automatic`). With a
    /// safe area, changing it re-clamps the offset as a ``contentInset`` change does.
    @exclusivity(unchecked) public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { safeAreaAdjustmentDidChange() }
    }

    /// Whether the content rubber-bands and bounces past its edges on both axes (UIKit default `true`).
    /// Setting it sets ``bouncesVertically`` and ``bouncesHorizontally``; reading it tells whether either
    /// axis bounces [model: UIKit does not document the getter with mixed flags]. Off: hard clamp (<doc:Physics#Without-bouncing>).
    public var bounces: Bool {
        get { bouncesVertically || bouncesHorizontally }
        set {
            bouncesVertically = newValue
            bouncesHorizontally = newValue
        }
    }
    /// Whether the content rubber-bands and bounces past its top and bottom edges (UIKit, iOS 17.4; default
    /// `true`). Off on this axis: hard clamp while dragging, a deceleration stops on the edge (<doc:Physics>
    /// <doc:Physics#Drag-and-rubber-band>, <doc:Physics#Bounce>, <doc:Physics#Without-bouncing>).
    @exclusivity(unchecked) public var bouncesVertically = true
    /// Whether the content rubber-bands and bounces past its left and right edges (UIKit, iOS 17.4; default
    /// `true`); see ``bouncesVertically``.
    @exclusivity(unchecked) public var bouncesHorizontally = true
    /// Rubber-band vertically even when the content fits (needs ``bouncesVertically``). UIKit default `false`.
    @exclusivity(unchecked) public var alwaysBounceVertical = false {
        didSet { safeAreaAdjustmentDidChange() } // `.scrollableAxes` may now adjust y
    }
    /// Rubber-band horizontally even when the content fits (needs ``bouncesHorizontally``). UIKit default `false`.
    @exclusivity(unchecked) public var alwaysBounceHorizontal = false {
        didSet { safeAreaAdjustmentDidChange() } // `.scrollableAxes`/`.automatic` may now adjust x
    }
    /// Whether a pan can scroll the view. Set to `false` during a drag, it cancels the pan, which is
    /// then handled as a release (<doc:CallbackOrder>); the rest of that finger's movement scrolls nothing.
    @exclusivity(unchecked) public var isScrollEnabled = true {
        didSet { if !isScrollEnabled, isDragging { endDrag(cancelled: true) } }
    }
    /// Whether UIKit would show the vertical scroll indicator (default `true`). Indicators are not drawn or
    /// modelled; the property exists so that UIKit setup code ports unchanged (seed article 000 (<doc:SeedArticles#Sticky-fading-header>) sets it).
    public var showsVerticalScrollIndicator = true
    /// Whether UIKit would show the horizontal scroll indicator (default `true`); not modelled, as above.
    public var showsHorizontalScrollIndicator = true
    /// Lock a pan to its initial axis (≤ 20° from horizontal → x, ≥ 70° → y; <doc:Physics#Touch-pan-and-velocity>).
    @exclusivity(unchecked) public var isDirectionalLockEnabled = false
    /// How fast a fling slows down. UIKit keeps only its two rates: a custom value is snapped when set
    /// (< 0.994 → `.fast`, else `.normal`), and reading it back gives the snapped rate, as UIKit does
    /// (setting 0.7 reads back 0.99; 0.995 reads back 0.998).
    @exclusivity(unchecked) public var decelerationRate: DecelerationRate = .normal {
        didSet { decelerationRate = decelerationRate.snapped }
    }
    /// Whether a release snaps onto a page (the bounds size on each axis; pages start at offset 0): faster
    /// than 0.3 pt/ms to the next page in the release's direction, else the nearest, with UIKit's
    /// per-millisecond snap (<doc:Physics#Programmatic-motion>, ``PagingSnap``). `scrollViewWillEndDragging` is still called,
    /// but a target the delegate changes is ignored, as UIKit ignores it. UIKit default `false`.
    public var isPagingEnabled = false
    /// Whether a status-bar tap scrolls this view to its top (UIKit default `true`).
    public var scrollsToTop = true
    /// How this view shares its pans and flings with its ancestors: `.uikit` (default) or scroll
    /// chaining with an overscroll behaviour (ScrollSim's extension, see ``NestedScrollingMode``).
    @exclusivity(unchecked) public var nestedScrolling: NestedScrollingMode = .uikit
    /// A policy consulted when descendants in chaining mode scroll or fling (Compose's
    /// `NestedScrollConnection`). Held strongly, unlike `delegate`.
    public var nestedScrollConnection: NestedScrollConnection?
    /// UIKit (iOS 17.4+): an inner scroll view at its vertical edge, pushed past it by a pan's first
    /// movement, leaves the pan to an ancestor that can still scroll that way (<doc:NestedScrolling>).
    @exclusivity(unchecked) public var transfersVerticalScrollingToParent = true
    /// The horizontal counterpart of ``transfersVerticalScrollingToParent``.
    @exclusivity(unchecked) public var transfersHorizontalScrollingToParent = true

    /// `true` from touch-down on the view to the lift (or the pan's cancellation); after a pan it turns
    /// false right after `scrollViewDidEndDragging`, as in UIKit.
    @exclusivity(unchecked) public internal(set) var isTracking = false {
        didSet {
            activityDidChange()
            scrollStateDidChange()
        }
    }

    /// `true` while a pan owned by this view moves the content (pan begin to lift), also while it holds a
    /// caught motion before the finger has travelled 10 pt (<doc:Physics#Touch-pan-and-velocity>, <doc:CallbackOrder>).
    public var isDragging: Bool {
        switch state {
        case .caught, .dragging: return true
        default: return false
        }
    }

    /// `true` from `scrollViewWillBeginDecelerating` to `scrollViewDidEndDecelerating`, also while a caught
    /// in-range deceleration is held under the finger (<doc:CallbackOrder>).
    public var isDecelerating: Bool {
        switch state {
        case .decelerating, .bouncing: return motion?.isAnnounced ?? false
        case .caught(let drag), .dragging(let drag): return drag.keepsDecelerating
        default: return false
        }
    }

    /// What the view is doing now (the `phase` column of `frames.csv`).
    public var phase: ScrollPhase {
        switch state {
        case .caught, .dragging: return .dragging
        case .decelerating: return .decelerating
        case .bouncing: return .bouncing
        case .animating, .scrollingToTop: return .animating
        case .tracking: return .tracking
        case .idle: return isTracking ? .tracking : .idle
        }
    }

    /// Called whenever the state behind ``phase`` may have changed: a transition of the scroll view's state
    /// machine (<doc:CallbackOrder>) or a change of ``isTracking``, before the delegate callbacks that the
    /// transition sends. ScrollSim's extension (UIKit has no such hook), for layers drawn with a scroll view
    /// that report its phase themselves (the SwiftUI layer's `onScrollPhaseChange`). Does nothing by default;
    /// an override must not change the scroll view's state.
    open func scrollStateDidChange() {}

    /// The scrolling velocity, points per second, in the offset's direction: the pan's during a drag,
    /// the physics' during a deceleration or animation, zero at rest.
    public var velocity: CGPoint { currentVelocity }

    /// Creates a scroll view. `frame` is in the superview's space (points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Unarchiving is not modelled: returns `nil` (``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The content offset: the origin of ``View/bounds``, points. Setting it applies the value rounded to
    /// the pixel grid, as UIKit applies every offset (<doc:Physics#Units-and-conventions>; the physics keeps the unrounded
    /// value), fires `scrollViewDidScroll` at once if the rounded offset changed (re-entrantly when set
    /// from a callback, <doc:CallbackOrder>), and does not stop a motion: a drag's next update recomputes its offset from
    /// the finger; an in-range deceleration is translated with its clock (the same fling from the new
    /// place), a bounce or a paging snap restarts there with its current velocity [model].
    public var contentOffset: CGPoint {
        get { boundsOrigin }
        set {
            precondition(newValue.x.isFinite && newValue.y.isFinite,
                         "ScrollView(\(name)): contentOffset must be finite, got \(newValue)")
            offsetMayRestOutsideRange = true
            restsAtInitialTop = false
            rebaseMotion(toX: Double(newValue.x), y: Double(newValue.y))
            applyPhysicalOffset(x: Double(newValue.x), y: Double(newValue.y))
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            frame.size = newValue.size
            contentOffset = newValue.origin
        }
    }

    /// Moves the content to `offset` (points). Animated: UIKit's 0.3-s `sin²` ease (<doc:Physics#Programmatic-motion>),
    /// `scrollViewDidScroll` every frame, then `scrollViewDidEndScrollingAnimation`; a target equal to the
    /// current offset does nothing. It first stops a deceleration (`scrollViewDidEndDecelerating`) or a
    /// running animation. Not animated: one synchronous `scrollViewDidScroll`. During a drag the finger
    /// wins: the offset is applied at once and the next drag update overrides it.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        precondition(offset.x.isFinite && offset.y.isFinite,
                     "ScrollView(\(name)): setContentOffset needs a finite offset, got \(offset)")
        restsAtInitialTop = false
        if isDragging {
            contentOffset = offset
            return
        }
        offsetMayRestOutsideRange = true
        stopMotion()
        guard animated else {
            contentOffset = offset
            return
        }
        let grid = context.grid
        guard CGPoint(x: grid.round(Double(offset.x)), y: grid.round(Double(offset.y))) != contentOffset else { return }
        transition(to: .animating(Animation(x: ContentOffsetAnimation(from: physicalX, to: Double(offset.x)),
                                            y: ContentOffsetAnimation(from: physicalY, to: Double(offset.y)),
                                            start: context.time)))
    }

    // MARK: Range

    /// The smallest valid content offset: `(−adjustedContentInset.left, −adjustedContentInset.top)`
    /// (<doc:Physics#Units-and-conventions>). Not a UIKit property; UIKit computes it internally.
    public var minimumContentOffset: CGPoint { CGPoint(x: rangeX.lowerBound, y: rangeY.lowerBound) }

    /// The largest valid content offset: per axis `max(min, contentSize + inset − bounds size)`
    /// (<doc:Physics#Units-and-conventions>); content no larger than the bounds pins it at the minimum.
    public var maximumContentOffset: CGPoint { CGPoint(x: rangeX.upperBound, y: rangeY.upperBound) }

    /// The valid offsets on x: `[−left, max(−left, contentWidth + right − boundsWidth)]` (<doc:Physics#Units-and-conventions>).
    var rangeX: ClosedRange<Double> {
        let minimum = -Double(adjustedContentInset.left)
        let maximum = Double(contentSize.width + adjustedContentInset.right - frame.size.width)
        return minimum...max(minimum, maximum)
    }

    /// The valid offsets on y: `[−top, max(−top, contentHeight + bottom − boundsHeight)]` (<doc:Physics#Units-and-conventions>).
    var rangeY: ClosedRange<Double> {
        let minimum = -Double(adjustedContentInset.top)
        let maximum = Double(contentSize.height + adjustedContentInset.bottom - frame.size.height)
        return minimum...max(minimum, maximum)
    }

    /// ``rangeX`` and ``rangeY`` from one read of the insets, content size and bounds size (the per-frame path).
    var contentRanges: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = adjustedContentInset, size = contentSize, bounds = frame.size
        let minimumX = -Double(inset.left), maximumX = Double(size.width + inset.right - bounds.width)
        let minimumY = -Double(inset.top), maximumY = Double(size.height + inset.bottom - bounds.height)
        return (minimumX...max(minimumX, maximumX), minimumY...max(minimumY, maximumY))
    }

    /// Whether a pan can move the content on x: content wider than the bounds, or `alwaysBounceHorizontal`
    /// with `bounces` (<doc:Physics#Drag-and-rubber-band>).
    var canScrollX: Bool { rangeX.upperBound > rangeX.lowerBound || (alwaysBounceHorizontal && bouncesHorizontally) }
    /// Whether a pan can move the content on y (see ``canScrollX``).
    var canScrollY: Bool { rangeY.upperBound > rangeY.lowerBound || (alwaysBounceVertical && bouncesVertically) }

    /// Whether the applied offset lies outside the content range on some axis.
    var isOutOfRange: Bool {
        !rangeX.contains(Double(contentOffset.x)) || !rangeY.contains(Double(contentOffset.y))
    }

    var rubberBandX: RubberBand { RubberBand(dimension: Double(frame.size.width)) }
    var rubberBandY: RubberBand { RubberBand(dimension: Double(frame.size.height)) }

    // MARK: The state machine

    /// The one place where ``state`` changes, and where a release ``motion`` is installed (`motion`, given
    /// exactly when `next` is `.decelerating` or `.bouncing`) or cleared. It emits the callbacks the change implies, in UIKit's order
    /// (<doc:CallbackOrder>), after the new state is in place (so that a callback reads the new flags and may
    /// itself change the state):
    ///
    /// | from → to | callbacks |
    /// |---|---|
    /// | decelerating/bouncing (announced) → anything but the same motion | `didEndDecelerating`; the streak ends (<doc:Physics#Repeated-flicks>) |
    /// | … → caught/dragging from a state without a pan | `willBeginDragging` (after the `didEndDecelerating` of a caught bounce) |
    /// | caught → dragging | none (the catch ended after 10 pt) |
    /// | caught/dragging → anything else (the release) | `didEndDragging(willDecelerate)`, then `isTracking` turns false |
    /// | … → decelerating/bouncing not yet announced | `willBeginDecelerating` (after `didEndDragging`) |
    /// | animating → idle, `finished` | `didEndScrollingAnimation` |
    /// | scrollingToTop → idle, `finished` | `didScrollToTop` |
    ///
    /// Between decelerating and bouncing (the applied offset crossing an edge) and when a motion is
    /// re-planned nothing is emitted.
    func transition(to next: State, motion nextMotion: Motion? = nil, willDecelerate: Bool = false, finished: Bool = false) {
        assert(next.isRelease == (nextMotion != nil), "ScrollView(\(name)): a release state without its motion, or a motion without one")
        let previous = state
        let previousIsAnnounced = motion?.isAnnounced ?? false
        stateGeneration &+= 1
        restsAtInitialTop = false
        var endsDeceleration = false, beginsDragging = false, endsDragging = false, announces = false
        var endsAnimation = false, endsScrollToTop = false
        switch (previous, next) {
        case (.decelerating, .decelerating), (.decelerating, .bouncing), (.bouncing, .decelerating), (.bouncing, .bouncing):
            // The same release motion advanced, re-planned or restarted (its flags travel with it).
            break
        case (.decelerating, .caught(let drag)), (.bouncing, .caught(let drag)):
            endsDeceleration = previousIsAnnounced && !drag.keepsDecelerating
            beginsDragging = true
        case (.decelerating, _), (.bouncing, _):
            endsDeceleration = previousIsAnnounced
        case (.caught, .dragging), (.caught, .caught), (.dragging, .dragging):
            // The catch ended after 10 pt, or a drag update stored its state.
            break
        case (.caught, _), (.dragging, _):
            endsDragging = true
        case (.idle, .caught), (.idle, .dragging), (.tracking, .caught), (.tracking, .dragging):
            beginsDragging = true
        case (.animating(let animation), .idle), (.animating(let animation), .tracking):
            endsAnimation = finished && animation.announcesEnd
        case (.scrollingToTop, .idle), (.scrollingToTop, .tracking):
            endsScrollToTop = finished
        default:
            break
        }
        announces = nextMotion?.needsAnnouncement ?? false
        // A caught bounce ends its deceleration before the pan begins: in between, the view is only tracked.
        state = endsDeceleration && beginsDragging ? .tracking : next
        motion = nextMotion
        activityDidChange()
        scrollStateDidChange()
        switch next {
        case .decelerating, .bouncing, .dragging, .caught: break
        default: currentVelocity = .zero
        }
        if endsDeceleration {
            streak.end()
            emit(.scrollViewDidEndDecelerating)
            delegate?.scrollViewDidEndDecelerating(self)
        }
        if beginsDragging {
            offsetMayRestOutsideRange = false
            state = next
            activityDidChange()
            emit(.scrollViewWillBeginDragging)
            delegate?.scrollViewWillBeginDragging(self)
        }
        if endsAnimation {
            emit(.scrollViewDidEndScrollingAnimation)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        if endsScrollToTop {
            emit(.scrollViewDidScrollToTop)
            delegate?.scrollViewDidScrollToTop(self)
        }
        let generation = stateGeneration
        if endsDragging {
            emit(.scrollViewDidEndDragging, flag: willDecelerate)
            delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
            // UIKit still reports the touch in didEndDragging (isTracking true, isDragging false): the
            // widely used "scrolling ended slowly" test `!decelerate && isTracking && !isDragging` relies on it.
            isTracking = false
            panGestureRecognizer.state = .possible
            panGestureRecognizer.translation = .zero
            panGestureRecognizer.velocity = .zero
        }
        // Announce the motion unless a callback above already replaced it.
        guard announces, generation == stateGeneration else { return }
        // Unchanged since it was installed above (any change bumps the generation): marked in place.
        motion?.isAnnounced = true
        motion?.needsAnnouncement = false
        activityDidChange()
        emit(.scrollViewWillBeginDecelerating)
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    /// Keeps the simulation's list of scroll views not at rest up to date after ``state`` or ``isTracking``
    /// changed: the view is in it while its ``phase`` is not `.idle` (and it is in a simulation's list).
    func activityDidChange() {
        guard simulationOrder >= 0 else { return }
        let active: Bool
        if case .idle = state { active = isTracking } else { active = true }
        guard active != isActiveInSimulation else { return }
        isActiveInSimulation = active
        if active { context.insertActive(self) } else { context.removeActive(self) }
    }

    /// Stores an advanced or re-planned release motion (decelerating or bouncing by where the applied
    /// offset will be), without callbacks. A motion that stays in its state is stored in place (the
    /// per-frame path; not a transition); anything else goes through the transition.
    func updateMotion(_ motion: Motion, outOfRange: Bool) {
        switch state {
        case .decelerating where !outOfRange && !motion.needsAnnouncement,
             .bouncing where outOfRange && !motion.needsAnnouncement:
            self.motion = motion
            stateGeneration &+= 1
        default:
            transition(to: outOfRange ? .bouncing : .decelerating, motion: motion)
        }
    }

    // MARK: Applying offsets and emitting callbacks

    /// Joins a simulation's `context` (clock, pixel grid, recorder). The applied offset is rounded again
    /// on the simulation's grid from the unrounded one, without a callback: an offset set before the
    /// simulation existed was rounded on a default grid (scale 3) that may not be the screen's.
    func adopt(_ context: SimulationContext) {
        self.context = context
        let grid = context.grid
        boundsOrigin = CGPoint(x: grid.round(physicalX), y: grid.round(physicalY))
    }

    /// Rounds the physical offset to the pixel grid and applies it (`scrollViewDidScroll` if it changed).
    func applyPhysicalOffset(x: Double, y: Double) {
        let grid = context.grid
        applyPhysicalOffset(x: x, y: y, rounded: CGPoint(x: grid.round(x), y: grid.round(y)))
    }

    /// ``applyPhysicalOffset(x:y:)`` with the offset already `rounded` to the pixel grid.
    func applyPhysicalOffset(x: Double, y: Double, rounded: CGPoint) {
        physicalX = x
        physicalY = y
        applyOffset(rounded)
    }

    /// Sets `bounds.origin` and fires `scrollViewDidScroll` when it changed.
    private func applyOffset(_ offset: CGPoint) {
        guard offset != boundsOrigin else { return }
        boundsOrigin = offset
        emit(.scrollViewDidScroll)
        if let refreshControl = refreshControlReference { refreshControl.hostDidScroll(self) }
        delegate?.scrollViewDidScroll(self)
    }

    /// Records a callback (the delegate is called by the caller, right after).
    @discardableResult
    func emit(_ callback: ScrollViewCallback, velocity: CGPoint? = nil, target: CGPoint? = nil,
              flag: Bool? = nil) -> Int {
        guard let recorder = context.recorder else { return -1 }
        return recorder.record(EventRecord(seq: 0, frame: context.frameIndex, time: context.time, view: name,
                                           callback: callback, offset: contentOffset, velocity: velocity,
                                           target: target, finalTarget: nil, flag: flag))
    }

    /// Called by the delegate protocol's default `scrollViewWillEndDragging`: the delegate does not
    /// implement it. A delegate multiplexer whose children all lack it calls this too.
    package func markWillEndDraggingNotImplemented() { willEndDraggingUsedDefault = true }

    /// Calls `delegate`'s `scrollViewWillEndDragging` and tells whether it has its own implementation
    /// (for delegate multiplexers, which must report "not implemented" only when no child implements it).
    package func invokeWillEndDragging(of delegate: ScrollViewDelegate, velocity: CGPoint,
                                       targetContentOffset: inout CGPoint) -> Bool {
        let saved = willEndDraggingUsedDefault
        willEndDraggingUsedDefault = false
        delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &targetContentOffset)
        let implemented = !willEndDraggingUsedDefault
        willEndDraggingUsedDefault = saved
        return implemented
    }
}
