import Foundation

/// The deterministic frame loop: a view hierarchy, a scripted finger and a fixed frame clock.
///
/// Frame k happens at `k / refreshRate` seconds, computed from the integer k (never accumulated). In
/// each frame (<doc:Physics#Time-and-frames>):
/// 1. every touch report whose timestamp is ≤ the frame time is processed, in timestamp order;
/// 2. every scroll view's motion is evaluated at the frame time, depth-first, parents first
///    (the order of ``scrollViews``); only the scroll views not at rest are visited, so an idle one costs a
///    frame nothing;
/// 3. layout: `root.layoutIfNeeded()` (only views marked as needing layout do any work);
/// 4. view animations (<doc:ViewAnimations>): new ones are committed (their clock starts at this frame), the
///    running ones are drawn at the frame time, and the completions of those that ended run — after the
///    scroll callbacks and layout of the frame, as Core Animation commits after the run loop's layout;
/// 5. with a ``recorder``, each scroll view's state is recorded; then the frame observers run.
/// No wall clock, no randomness, no hash-order iteration: the same input gives the same bits.
///
/// The hierarchy is scanned for scroll views when the simulation is created and at the start of
/// every `perform`/`run…` call (at no cost when no view was added or removed since the last scan); scroll
/// views added from inside a callback join at the next call.
@MainActor
public final class Simulation {
    /// The view hierarchy; its frame is in window coordinates.
    public let root: View
    /// Frames per second (120 on ProMotion iPhones).
    public let refreshRate: Double
    /// Pixels per point for rounding applied offsets; 0 = no rounding (<doc:Physics#Units-and-conventions>).
    public let screenScale: Double
    /// Touch reports per second (120 on ProMotion iPhones, 60 on others).
    public let digitizerRate: Double
    /// Whether touch reports are coalesced per frame, as UIKit delivers touches: of the finger's moves due
    /// in one frame only the latest reaches the pan (its velocity is then measured between delivered
    /// reports); touch-down and lift are always delivered. Off by default, as <doc:Physics#Time-and-frames> specifies
    /// (every report processed); it only matters when the digitiser is faster than the display.
    /// Source: Apple, "Getting high-fidelity input with coalesced touches" (UIKit delivers touches at the
    /// display's rate and coalesces the extra samples into the delivered touch).
    public let coalescesTouches: Bool
    /// How release motions are evaluated: the closed forms (default) or UIKit's per-frame integrator
    /// (<doc:Physics#UIKit-frame-integrator>, scenario key `"integration"`).
    public let integration: Integration

    /// Frames simulated so far; also the index of the next frame.
    @exclusivity(unchecked) public private(set) var frameCount = 0
    /// The scroll views in processing order: depth-first, parents first.
    @exclusivity(unchecked) public private(set) var scrollViews: [ScrollView] = []
    /// Records frames and callbacks when set; `nil` (the default) means no tracing work at all.
    public var recorder: TraceRecorder? {
        didSet {
            recorder?.refreshRate = refreshRate
            context.recorder = recorder
        }
    }
    /// The window's safe area, points from each edge of the root view's frame (e.g. an iPhone 15 in
    /// portrait: top 59, bottom 34); UIKit's `UIWindow.safeAreaInsets`. Zero by default: no scroll view's
    /// ``ScrollView/adjustedContentInset`` is adjusted. Each scroll view's ``View/safeAreaInsets`` is
    /// its overlap with it, added to its content inset per its
    /// ``ScrollView/contentInsetAdjustmentBehavior``. Setting it re-clamps every scroll view as a
    /// `contentInset` change does; an offset resting at the old top stays where it is (UIKit's moving of
    /// a resting top offset to the new top is not modelled), except for a scroll view never scrolled
    /// before the simulation ran frames with it, which rests at its new top (UIKit's first display). A
    /// root that carries a safe area (a `UIWindow`) gets it too. Each inset finite and ≥ 0 (precondition).
    public var safeAreaInsets: EdgeInsets {
        get { context.safeAreaInsets }
        set {
            precondition(Simulation.isValidSafeArea(newValue),
                         "Simulation.safeAreaInsets: each inset must be finite and >= 0, got \(newValue)")
            guard newValue != context.safeAreaInsets else { return }
            context.safeAreaInsets = newValue
            if root.windowSafeAreaInsets != nil || newValue != .zero { root.windowSafeAreaInsets = newValue }
            collectScrollViews(endsFirstDisplay: false)
            var index = 0
            while index < scrollViews.count {
                scrollViews[index].contentRangeDidChange()
                index += 1
            }
        }
    }

    @exclusivity(unchecked) private var frameObservers: [(Simulation) -> Void] = []

    /// Adds a closure called at the end of every frame (after layout and recording), in the order added:
    /// for tools that follow a run (the CLI's overscroll tracker, a benchmark's probes).
    public func addFrameObserver(_ observer: @escaping (Simulation) -> Void) {
        frameObservers.append(observer)
    }

    private let context = SimulationContext()
    private var router = TouchRouter()
    /// The scripts' touch reports, generated as they come due.
    @exclusivity(unchecked) private var script = TouchScript()
    /// The script's cursor: the digitiser tick at which the next step starts.
    private var scriptTick = 0
    /// Whether the script's finger is down (for validating steps across `perform` calls).
    private var scriptFingerIsDown = false
    /// Where the script's finger was last (window points).
    private var scriptLocation = CGPoint.zero

    /// Creates a simulation of `root`'s hierarchy.
    /// - Parameters:
    ///   - root: the root view of the hierarchy (a scroll view, or a view holding scroll views).
    ///   - refreshRate: frames per second, finite and > 0 (default 120).
    ///   - screenScale: pixels per point, finite and ≥ 0; 0 turns pixel rounding off (default 3).
    ///   - digitizerRate: touch reports per second, finite and > 0 (default 120).
    ///   - coalescesTouches: deliver only the latest move per frame, as UIKit does (default `false`,
    ///     <doc:Physics#Time-and-frames>'s every-report processing).
    ///   - safeAreaInsets: the window's safe area, points, each finite and ≥ 0 (default `.zero`: none, or
    ///     the one the root carries, as a `UIWindow` does; see ``safeAreaInsets``). After the first layout
    ///     pass, every scroll view never scrolled (no offset set, no motion) rests at the top of its range,
    ///     `−adjustedContentInset.top` (and `−left`), as UIKit first displays a list.
    ///   - integration: how release motions are evaluated (default ``Integration/closedForm``; <doc:Physics#UIKit-frame-integrator>).
    /// - Throws: ``SimulationError`` naming the bad setting, or the ``LayoutError`` of the hierarchy's
    ///   first layout pass (missing or contradictory constraints). A constraint error that a callback
    ///   introduces later, mid-run, stops the program with the same message (`layoutIfNeeded()`).
    public init(root: View, refreshRate: Double = 120, screenScale: Double = 3, digitizerRate: Double = 120,
                coalescesTouches: Bool = false, safeAreaInsets: EdgeInsets = .zero,
                integration: Integration = .closedForm) throws {
        guard refreshRate.isFinite, refreshRate > 0 else {
            throw SimulationError(setting: "refreshRate", problem: "must be a finite number > 0, got \(refreshRate)")
        }
        guard screenScale.isFinite, screenScale >= 0 else {
            throw SimulationError(setting: "screenScale", problem: "must be a finite number >= 0, got \(screenScale)")
        }
        guard digitizerRate.isFinite, digitizerRate > 0 else {
            throw SimulationError(setting: "digitizerRate", problem: "must be a finite number > 0, got \(digitizerRate)")
        }
        guard Simulation.isValidSafeArea(safeAreaInsets) else {
            throw SimulationError(setting: "safeAreaInsets", problem: "each inset must be a finite number >= 0, got \(safeAreaInsets)")
        }
        self.root = root
        self.refreshRate = refreshRate
        self.screenScale = screenScale
        self.digitizerRate = digitizerRate
        self.coalescesTouches = coalescesTouches
        self.integration = integration
        context.refreshRate = refreshRate
        context.integration = integration
        context.grid = PixelGrid(scale: screenScale)
        context.isSimulation = true
        // A root that carries its own safe area (a `UIWindow`, from its screen) keeps it unless one is given.
        let windowSafeArea = safeAreaInsets == .zero ? (root.windowSafeAreaInsets ?? .zero) : safeAreaInsets
        guard Simulation.isValidSafeArea(windowSafeArea) else {
            throw SimulationError(setting: "safeAreaInsets", problem: "each inset must be a finite number >= 0, got \(windowSafeArea)")
        }
        context.safeAreaInsets = windowSafeArea
        if root.windowSafeAreaInsets != nil || windowSafeArea != .zero { root.windowSafeAreaInsets = windowSafeArea }
        collectScrollViews(endsFirstDisplay: false)
        try root.checkedLayoutIfNeeded()
        // UIKit's first display: scroll views never scrolled rest at their top (ScrollView.placeAtInitialTop).
        var index = 0
        while index < scrollViews.count {
            scrollViews[index].placeAtInitialTop()
            index += 1
        }
    }

    /// Time of the last simulated frame, seconds (0 before the first).
    public var time: Double { frameCount == 0 ? 0 : Double(frameCount - 1) / refreshRate }

    /// Whether nothing is left to do: no touch report pending, no finger down, no view animation of this
    /// simulation running or waiting to be committed, every scroll view at rest.
    public var isIdle: Bool {
        guard script.isEmpty && !router.isTouching else { return false }
        if ViewAnimator.isActive && ViewAnimator.hasWork(for: self) { return false }
        // The scroll views not at rest, kept by their state changes: O(1), however many scroll views there are.
        return context.activeScrollViews.isEmpty
    }

    /// Bumped whenever ``scrollViews`` is replaced by a rescan (see the motion loop of `advanceFrame`).
    private var scrollViewsGeneration = 0
    /// How many motion loops of `advanceFrame` are running: more than one while a callback steps the
    /// simulation from inside one.
    @exclusivity(unchecked) private var motionLoopDepth = 0
    /// The scroll-view lists that rescans replaced while a motion loop ran, kept until the outermost loop
    /// ends: the loop calls the views of the list it began with through unretained references, and a
    /// replaced list would otherwise be released by the next rescan.
    @exclusivity(unchecked) private var listsReplacedDuringMotion: [[ScrollView]] = []

    // MARK: Running

    /// Runs a gesture script from the next frame's time, then simulates frames until the frame that
    /// processes its last report (or reaches its last instant, after a trailing `wait`).
    /// - Throws: ``GestureError`` for a step out of order (e.g. `move` before `down`, `wait` with the
    ///   finger down) or a bad number; then nothing of the script runs.
    public func perform(_ steps: [Gesture]) throws {
        collectScrollViews()
        let startTick = max(scriptTick, Int((Double(frameCount) * digitizerRate / refreshRate).rounded(.up)))
        var tick = startTick
        var fingerIsDown = scriptFingerIsDown
        var location = scriptLocation
        // One queue entry per step, the reports generated when due; a bad step rolls the whole script back.
        let mark = script.mark
        do {
            try script.append(steps, digitizerRate: digitizerRate, tick: &tick, fingerIsDown: &fingerIsDown, location: &location)
        } catch {
            script.rollBack(to: mark)
            throw error
        }
        scriptTick = tick
        scriptFingerIsDown = fingerIsDown
        scriptLocation = location
        while !script.isEmpty || !frameHasReached(tick: tick) {
            advanceFrame()
        }
    }

    /// The longest a script may reach, in digitiser ticks (2⁴⁰: 290 years at 120 Hz), so that tick
    /// arithmetic never overflows.
    nonisolated public static let maximumScriptTicks = 1 << 40

    /// Simulates `frames` frames (≥ 0).
    public func run(frames: Int) {
        precondition(frames >= 0, "Simulation.run(frames:): frames must be >= 0, got \(frames)")
        collectScrollViews()
        for _ in 0..<frames { advanceFrame() }
    }

    /// Simulates `seconds` of frames: `seconds · refreshRate` frames, rounded up (a value within 1e-9 of a
    /// whole number of frames counts as that number).
    public func run(seconds: Double) {
        precondition(seconds.isFinite && seconds >= 0, "Simulation.run(seconds:): seconds must be finite and >= 0")
        let exact = seconds * refreshRate
        let frames = abs(exact - exact.rounded()) < 1e-9 ? Int(exact.rounded()) : Int(exact.rounded(.up))
        run(frames: frames)
    }

    /// Simulates frames until ``isIdle`` or `limit` frames have run. Returns whether it became idle.
    @discardableResult
    public func runUntilIdle(limit: Int = 100_000) -> Bool {
        collectScrollViews()
        var count = 0
        while !isIdle {
            guard count < limit else { return false }
            advanceFrame()
            count += 1
        }
        return true
    }

    /// Simulates exactly one frame (events, motion, layout, recording), after rescanning the hierarchy for
    /// scroll views as every other entry point does (one added since the last call takes part).
    public func step() {
        collectScrollViews()
        advanceFrame()
    }

    /// One frame on the current scroll-view list (the loops of the entry points, which rescanned once).
    private func advanceFrame() {
        let k = frameCount
        let frameTime = Double(k) / refreshRate
        context.frameIndex = k
        while let event = script.peek(), isDue(event, frame: k) {
            script.advance()
            // Coalescing: a move superseded by a later move due in the same frame is not delivered.
            if coalescesTouches, event.isMove, let next = script.peek(), next.isMove, isDue(next, frame: k) {
                continue
            }
            context.time = Double(event.tick) / digitizerRate
            handle(event)
        }
        context.time = frameTime
        // Motion visits only the scroll views not at rest (an idle one would return at once), in the order
        // of ``scrollViews``: the next one is looked up by its place after each call, so a scroll view that a
        // callback sets moving later in that order moves in this frame, and one earlier from the next, as
        // a visit of every scroll view in order would have it (a callback that rescans the hierarchy renumbers
        // them; the walk goes on from the same place in the new list).
        // Each is called through an unretained reference, kept alive by the list as the loop began
        // (``scrollViews``, or once a rescan replaced it, `listsReplacedDuringMotion`, so that the loop retains
        // nothing per frame): a retain and release per scroll view and frame would take the slow
        // reference-count path on every view that has subviews (their weak `superview` references give it a
        // side table). After a rescan, the views of the new list are called retained.
        motionLoopDepth += 1
        let generation = scrollViewsGeneration
        var order = 0
        while let next = context.firstActive(from: order) {
            order = next.order + 1
            if generation == scrollViewsGeneration {
                next.view._withUnsafeGuaranteedRef { $0.advanceMotion(to: frameTime) }
            } else {
                next.view.takeUnretainedValue().advanceMotion(to: frameTime)
            }
        }
        motionLoopDepth -= 1
        if motionLoopDepth == 0 && !listsReplacedDuringMotion.isEmpty {
            listsReplacedDuringMotion.removeAll()
        }
        // The layout pass only when something is marked (the pass would return at once otherwise). The
        // root's superview, if any, is looked at by `layoutIfNeeded()` only when the root has one.
        if root.needsLayoutFlag || root.subtreeNeedsLayout || rootHasSuperview {
            root.layoutIfNeeded()
        }
        if ViewAnimator.isActive { ViewAnimator.advance(self, frame: k, refreshRate: refreshRate) }
        // The recorder as the context holds it (``recorder`` mirrors it there): no exclusivity check.
        let recorder = context.recorder
        var index = 0
        if let recorder, recorder.wantsFrames {
            while index < scrollViews.count {
                let scrollView = scrollViews[index]
                recorder.record(FrameRecord(frame: k, time: frameTime, view: scrollView.name, offset: scrollView.contentOffset,
                                            velocity: scrollView.velocity, phase: scrollView.phase))
                index += 1
            }
        }
        // Callbacks of this frame are complete now: hand them to a streaming recorder's handler.
        recorder?.flush()
        index = 0
        while index < frameObservers.count {
            frameObservers[index](self)
            index += 1
        }
        frameCount = k + 1
    }

    // MARK: Internals

    private static func isValidSafeArea(_ insets: EdgeInsets) -> Bool {
        insets.isFinite && insets.top >= 0 && insets.left >= 0 && insets.bottom >= 0 && insets.right >= 0
    }

    private var scanBuffer: [ScrollView] = []
    /// Whether the root has a superview (outside the simulated hierarchy), refreshed with the scroll-view
    /// scan at every perform/run call; only then can the layout pass reach above the root.
    private var rootHasSuperview = false

    private static func appendScrollViews(of view: View, to list: inout [ScrollView]) {
        view.walkSubtree { view in
            if let scrollView = view as? ScrollView { list.append(scrollView) }
            return true
        }
    }

    private static func isShown(_ view: View) -> Bool {
        var current: View? = view
        while let v = current {
            if v.isHidden || v.alpha < View.hitTestAlphaThreshold { return false }
            current = v.superview
        }
        return true
    }

    private func isDue(_ event: TouchEvent, frame k: Int) -> Bool {
        Double(event.tick) * refreshRate <= Double(k) * digitizerRate
    }

    private func frameHasReached(tick: Int) -> Bool {
        frameCount > 0 && Double(tick) * refreshRate <= Double(frameCount - 1) * digitizerRate
    }

    private func handle(_ event: TouchEvent) {
        if event.kind == .statusBarTap {
            // UIKit scrolls to top only when exactly one on-screen scroll view has scrollsToTop set.
            // Only scroll views on screen count: not hidden, nor inside a hidden view.
            var eligible: ScrollView?
            var count = 0
            for scrollView in scrollViews where scrollView.scrollsToTop && Simulation.isShown(scrollView) {
                eligible = scrollView
                count += 1
            }
            if count == 1, let eligible { eligible.scrollToTop() }
            return
        }
        router.handle(event, time: context.time, root: root)
    }

    /// The view tree's version (``View``'s `hierarchyVersion`) at the last scan, and the count of scroll
    /// views joining any simulation then (``adoptions``, its own included): while both are unchanged, a
    /// rescan would find the same list, so the entry points skip it.
    private var scannedHierarchyVersion = -1
    private var scannedAdoptions = -1
    /// Whether a scroll view of the list still rests at its initial top (its first-display rule ends at the
    /// next entry point that runs frames).
    private var firstDisplayPending = false
    /// Scroll views that joined a simulation (`ScrollView.adopt`), in any simulation: a scroll view taken over
    /// by another simulation is taken back by a rescan.
    private static var adoptions = 0

    /// Rescans the hierarchy for scroll views (depth-first, parents first) into a reused buffer; the
    /// processing order changes only if the hierarchy did. A scroll view that joins is placed at its top
    /// (`ScrollView.placeAtInitialTop()`); with `endsFirstDisplay` (the entry points that run frames),
    /// the first-display rule ends for the scroll views that joined before. Nothing to do, and O(1), when
    /// no view was added or removed anywhere since the last scan and no first display is left to end.
    private func collectScrollViews(endsFirstDisplay: Bool = true) {
        let version = View.hierarchyVersion.load(ordering: .relaxed)
        var adoptions = Simulation.adoptions
        if version == scannedHierarchyVersion && adoptions == scannedAdoptions
            && !(endsFirstDisplay && firstDisplayPending) {
            return
        }
        rootHasSuperview = root.superview != nil
        scanBuffer.removeAll(keepingCapacity: true)
        Simulation.appendScrollViews(of: root, to: &scanBuffer)
        var same = scanBuffer.count == scrollViews.count
        var index = 0
        while same && index < scanBuffer.count {
            same = scanBuffer[index] === scrollViews[index]
            index += 1
        }
        if !same {
            // The views that leave lose their place; the list of moving views is rebuilt below.
            index = 0
            while index < scrollViews.count {
                let scrollView = scrollViews[index]
                if scrollView.context === context {
                    scrollView.simulationOrder = -1
                    scrollView.isActiveInSimulation = false
                }
                index += 1
            }
            if motionLoopDepth > 0 { listsReplacedDuringMotion.append(scrollViews) }
            swap(&scrollViews, &scanBuffer)
            scrollViewsGeneration &+= 1
        }
        // A scroll view that joins now rests at its top until the next entry point; one that has been here
        // since an earlier entry point has been displayed, and its first-display rule ends.
        var rebuildsActive = !same
        var pending = false
        index = 0
        while index < scrollViews.count {
            let scrollView = scrollViews[index]
            if scrollView.context !== context {
                scrollView.adopt(context)
                adoptions &+= 1
                Simulation.adoptions &+= 1
                rebuildsActive = true
                scrollView.placeAtInitialTop()
            } else if endsFirstDisplay && scrollView.restsAtInitialTop {
                scrollView.restsAtInitialTop = false
            }
            if scrollView.restsAtInitialTop { pending = true }
            index += 1
        }
        scannedHierarchyVersion = version
        scannedAdoptions = adoptions
        firstDisplayPending = pending
        guard rebuildsActive else { return }
        context.removeAllActive()
        index = 0
        while index < scrollViews.count {
            let scrollView = scrollViews[index]
            scrollView.simulationOrder = index
            scrollView.isActiveInSimulation = scrollView.phase != .idle
            if scrollView.isActiveInSimulation { context.appendActive(scrollView) }
            index += 1
        }
    }
}
