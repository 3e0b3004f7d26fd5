/// What the scroll views of one simulation share: the clock, the pixel grid, the recorder and the
/// window's safe area. A scroll view outside any simulation has a context of its own (time 0, 120 Hz,
/// scale 3, no safe area).
@MainActor
final class SimulationContext {
    /// The instant being processed, seconds: an event's timestamp during event processing, the frame
    /// time during motion and layout.
    var time: Double = 0
    /// Index of the frame being processed.
    var frameIndex: Int = 0
    /// Frames per second.
    var refreshRate: Double = 120
    /// The screen's pixel grid.
    var grid = PixelGrid(scale: 3)
    /// How release motions are evaluated (<doc:Physics#UIKit-frame-integrator>).
    var integration = Integration.closedForm
    /// Where callbacks and frames are recorded, if anywhere.
    var recorder: TraceRecorder?
    /// The window's safe area, points from each window edge (``Simulation/safeAreaInsets``); zero by
    /// default, which keeps `adjustedContentInset == contentInset` without any work.
    var safeAreaInsets: EdgeInsets = .zero {
        didSet { hasSafeArea = safeAreaInsets != .zero }
    }
    /// Whether a ``Simulation`` owns this context (a scroll view outside any simulation has a context of
    /// its own, with this `false`).
    var isSimulation = false
    /// `safeAreaInsets != .zero`, kept with it: the per-frame range reads this one flag.
    private(set) var hasSafeArea = false

    /// The simulation's scroll views that are not at rest (``ScrollView/phase`` not `.idle`: tracking,
    /// dragging, decelerating, bouncing, animating), sorted by ``ScrollView/simulationOrder``, their place in
    /// ``Simulation/scrollViews``. A frame visits only these, so an idle scroll view costs a frame nothing.
    /// A scroll view enters and leaves through ``ScrollView/activityDidChange()`` at each change of its state
    /// or tracking flag; the simulation rebuilds the list when it rescans the hierarchy. Unretained: every
    /// entry is in ``Simulation/scrollViews``, which holds it. Each entry carries its order, so that a
    /// search reads no scroll view.
    @exclusivity(unchecked) private(set) var activeScrollViews: [(order: Int, view: Unmanaged<ScrollView>)] = []

    /// Adds `scrollView`, keeping the order (called when it leaves rest).
    func insertActive(_ scrollView: ScrollView) {
        let order = scrollView.simulationOrder
        var position = activeScrollViews.count
        while position > 0, activeScrollViews[position - 1].order > order {
            position -= 1
        }
        activeScrollViews.insert((order, Unmanaged.passUnretained(scrollView)), at: position)
    }

    /// Removes `scrollView` (called when it comes to rest).
    func removeActive(_ scrollView: ScrollView) {
        let order = scrollView.simulationOrder
        var position = 0
        while position < activeScrollViews.count {
            if activeScrollViews[position].order == order {
                activeScrollViews.remove(at: position)
                return
            }
            position += 1
        }
    }

    /// Empties the list (the simulation refills it from a new scroll-view list).
    func removeAllActive() {
        activeScrollViews.removeAll(keepingCapacity: true)
    }

    /// Appends `scrollView`, whose order is above every entry's (the simulation's refill, in list order).
    func appendActive(_ scrollView: ScrollView) {
        activeScrollViews.append((scrollView.simulationOrder, Unmanaged.passUnretained(scrollView)))
    }

    /// The first active scroll view whose order is `order` or more, if any (binary search), with its order.
    /// The frame loop's two common questions are answered without a search: the first entry (its first
    /// call) and none past the last one (its last call).
    func firstActive(from order: Int) -> (order: Int, view: Unmanaged<ScrollView>)? {
        let count = activeScrollViews.count
        guard count > 0, activeScrollViews[count - 1].order >= order else { return nil }
        if activeScrollViews[0].order >= order { return activeScrollViews[0] }
        var low = 1, high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if activeScrollViews[middle].order < order {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return activeScrollViews[low]   // the last entry's order is `order` or more: the search ends on one
    }

    init() {}
}
