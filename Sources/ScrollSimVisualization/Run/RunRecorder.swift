import Foundation
import ScrollSim

/// Fills a ``RunRecording`` from a running `Simulation`: a frame observer that reads, at the end of every
/// frame, each scroll view's offset, velocity, phase and content range and (if asked) every visible
/// view's presentation frame. Callbacks come from the simulation's `TraceRecorder`, the finger from the
/// scenario's script (``FingerTrack``). It only reads public state; the engine is not changed.
@MainActor
public final class RunRecorder {
    private var tracks: [RunRecording.ScrollTrack] = []
    private var views: [RunRecording.ViewInfo] = []
    private var viewIndex: [ObjectIdentifier: Int] = [:]
    private var viewFrames: [[RunRecording.ViewSample]] = []
    private var lastFrame = -1
    private let capturesViews: Bool

    /// A recorder; `capturesViews` records every visible view per frame (the replay needs it, the plot
    /// and timeline do not).
    public init(capturesViews: Bool) {
        self.capturesViews = capturesViews
    }

    /// Starts observing `simulation` (add it before running).
    public func install(on simulation: Simulation) {
        simulation.addFrameObserver { [self] simulation in record(simulation) }
    }

    private func record(_ simulation: Simulation) {
        // Observers run inside frame k before the frame count advances: k = frameCount.
        let frame = simulation.frameCount
        lastFrame = frame
        for scrollView in simulation.scrollViews {
            let offset = scrollView.contentOffset, velocity = scrollView.velocity
            let minimum = scrollView.minimumContentOffset, maximum = scrollView.maximumContentOffset
            let sample = RunRecording.ScrollSample(
                frame: frame, offsetX: Double(offset.x), offsetY: Double(offset.y),
                velocityX: Double(velocity.x), velocityY: Double(velocity.y), phase: scrollView.phase.rawValue,
                minimumX: Double(minimum.x), minimumY: Double(minimum.y),
                maximumX: Double(maximum.x), maximumY: Double(maximum.y))
            // Linear search by name: scroll views are few, and names are unique in a scenario.
            if let index = tracks.firstIndex(where: { $0.name == scrollView.name }) {
                tracks[index].samples.append(sample)
            } else {
                tracks.append(RunRecording.ScrollTrack(name: scrollView.name, samples: [sample]))
            }
        }
        if capturesViews {
            var samples: [RunRecording.ViewSample] = []
            simulation.root.walkSubtree((parent: Int?.none, clip: RunRecording.Rect?.none)) { view, above in
                visit(view, parent: above.parent, clip: above.clip, into: &samples)
            }
            viewFrames.append(samples)
        }
    }

    /// Samples `view`; returns what its subviews inherit (its index as their parent, their clip), or `nil`
    /// for a hidden view (its subtree is not drawn).
    private func visit(_ view: View, parent: Int?, clip: RunRecording.Rect?,
                       into samples: inout [RunRecording.ViewSample]) -> (parent: Int?, clip: RunRecording.Rect?)? {
        guard !view.isHidden else { return nil }
        let key = ObjectIdentifier(view)
        let index: Int
        if let known = viewIndex[key], views[known].name == view.name {
            index = known
        } else if let known = views.firstIndex(where: { $0.name == view.name && $0.parent == parent }) {
            // A recycled cell object renamed back to a name seen before: the same drawn view.
            index = known
            viewIndex[key] = known
        } else {
            index = views.count
            views.append(RunRecording.ViewInfo(name: view.name, kind: Self.kind(of: view), parent: parent))
            viewIndex[key] = index
        }
        let f = view.presentationFrameInWindow
        samples.append(RunRecording.ViewSample(
            view: index, x: Double(f.minX), y: Double(f.minY), width: Double(f.width), height: Double(f.height),
            alpha: Double(view.presentationAlpha), scale: Double(view.presentationTransform.scaleY), blur: Double(view.blurRadius), clip: clip))
        var childClip = clip
        if view.clipsToBounds {
            let own = RunRecording.Rect(x: Double(f.minX), y: Double(f.minY), width: Double(f.width), height: Double(f.height))
            childClip = clip.map { Self.intersection($0, own) } ?? own
        }
        return (index, childClip)
    }

    private static func intersection(_ a: RunRecording.Rect, _ b: RunRecording.Rect) -> RunRecording.Rect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        return RunRecording.Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// What the replay draws a view as.
    static func kind(of view: View) -> String {
        if view is CollectionView { return "collectionView" }
        if view is ScrollView { return "scrollView" }
        let lowered = view.name.lowercased()
        // A header's image ("headerImage") is an image; a header that is an image view ("header") a header.
        if view is ImageView && lowered.contains("image") { return "image" }
        if lowered.contains("header") { return "header" }
        if view is ImageView { return "image" }
        if view is CollectionReusableView { return "cell" }
        if lowered.contains("cell") || lowered.contains(".item-") { return "cell" }
        return "view"
    }

    /// The recording so far.
    /// - Parameters:
    ///   - name: the scenario's name.
    ///   - simulation: the simulation observed (its refresh rate, root size and frame count).
    ///   - events: its trace recorder's callbacks.
    ///   - finger: the scenario's finger track, if any.
    public func recording(name: String, simulation: Simulation, events: [EventRecord], finger: FingerTrack?) -> RunRecording {
        let frameCount = lastFrame + 1
        return RunRecording(
            name: name, refreshRate: simulation.refreshRate,
            windowWidth: Double(simulation.root.frame.width), windowHeight: Double(simulation.root.frame.height),
            frameCount: frameCount, scrollViews: tracks,
            callbacks: events.map { RunRecording.Callback(seq: $0.seq, frame: $0.frame, view: $0.view, event: $0.event, detail: $0.detail) },
            finger: finger?.locations(frameCount: frameCount) ?? Array(repeating: nil, count: frameCount),
            views: views, viewFrames: viewFrames)
    }
}
