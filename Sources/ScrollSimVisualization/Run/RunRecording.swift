/// Everything the plot, the timeline and the replay show of one run, as plain values: per frame and
/// scroll view the offset, velocity, phase and content range; every delegate callback; the finger; the
/// visible views' window frames.
///
/// Filled by ``RunRecorder`` (a frame observer of a `Simulation`), or built by hand in tests. Units:
/// points, seconds, points per second. Phases are kept as their names (the engine's `ScrollPhase`
/// raw values), so a phase added later is shown in a generic colour instead of breaking anything.
public struct RunRecording: Equatable, Sendable {
    /// One scroll view's state at the end of one frame.
    public struct ScrollSample: Equatable, Sendable {
        /// The frame index k (time k / refreshRate).
        public var frame: Int
        /// The applied content offset, points.
        public var offsetX: Double, offsetY: Double
        /// The scrolling velocity, points per second (positive when the offset grows).
        public var velocityX: Double, velocityY: Double
        /// The phase's name (`idle`, `tracking`, `dragging`, `decelerating`, `bouncing`, `animating`, or
        /// any later one).
        public var phase: String
        /// The content range: the smallest and largest resting offsets (`minimumContentOffset`,
        /// `maximumContentOffset`), points.
        public var minimumX: Double, minimumY: Double, maximumX: Double, maximumY: Double

        /// A sample with every field given.
        public init(frame: Int, offsetX: Double, offsetY: Double, velocityX: Double, velocityY: Double,
                    phase: String, minimumX: Double, minimumY: Double, maximumX: Double, maximumY: Double) {
            self.frame = frame
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.velocityX = velocityX
            self.velocityY = velocityY
            self.phase = phase
            self.minimumX = minimumX
            self.minimumY = minimumY
            self.maximumX = maximumX
            self.maximumY = maximumY
        }
    }

    /// One scroll view's samples, frames in order (a view added mid-run starts later).
    public struct ScrollTrack: Equatable, Sendable {
        /// The scroll view's name.
        public var name: String
        /// Its samples, one per frame it existed in.
        public var samples: [ScrollSample]

        /// A track of `samples`.
        public init(name: String, samples: [ScrollSample] = []) {
            self.name = name
            self.samples = samples
        }

        /// The axis the plot shows: vertical unless the view only ever moved or could move horizontally.
        public var plotsHorizontalAxis: Bool {
            func span(_ values: [Double]) -> Double {
                guard let low = values.min(), let high = values.max() else { return 0 }
                return high - low
            }
            let movedX = span(samples.map(\.offsetX)), movedY = span(samples.map(\.offsetY))
            if movedX != movedY { return movedX > movedY }
            let rangeX = samples.map { $0.maximumX - $0.minimumX }.max() ?? 0
            let rangeY = samples.map { $0.maximumY - $0.minimumY }.max() ?? 0
            return rangeX > rangeY
        }
    }

    /// One delegate callback.
    public struct Callback: Equatable, Sendable {
        /// Its position in the run's callback sequence, from 0.
        public var seq: Int
        /// The frame in which it fired.
        public var frame: Int
        /// The scroll view's name.
        public var view: String
        /// The UIKit method name without arguments, e.g. `scrollViewWillEndDragging`.
        public var event: String
        /// `key=value` pairs separated by `;` (as the `detail` column of `events.csv`).
        public var detail: String

        /// A callback record.
        public init(seq: Int, frame: Int, view: String, event: String, detail: String) {
            self.seq = seq
            self.frame = frame
            self.view = view
            self.event = event
            self.detail = detail
        }

        /// The detail's `key=value` pairs, in order.
        public var detailPairs: [(key: String, value: String)] {
            detail.split(separator: ";").compactMap { pair -> (key: String, value: String)? in
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else { return nil }
                return (String(parts[0]), String(parts[1]))
            }
        }
    }

    /// A view that appears in the recording: its name, what it is, its parent.
    public struct ViewInfo: Equatable, Sendable {
        /// The view's name.
        public var name: String
        /// What the replay draws it as: `scrollView`, `collectionView`, `header`, `cell`, `image` or
        /// `view`.
        public var kind: String
        /// The index (in ``RunRecording/views``) of its superview, if recorded.
        public var parent: Int?

        /// A view description.
        public init(name: String, kind: String, parent: Int?) {
            self.name = name
            self.kind = kind
            self.parent = parent
        }
    }

    /// A visible view's presentation frame in one frame.
    public struct ViewSample: Equatable, Sendable {
        /// Index into ``RunRecording/views``.
        public var view: Int
        /// The presentation frame in window points (transform applied, every ancestor's offset included).
        public var x: Double, y: Double, width: Double, height: Double
        /// Its own alpha, `transform.scaleY` and blur radius (points).
        public var alpha: Double, scale: Double, blur: Double
        /// The intersection of the frames of its ancestors that clip (`clipsToBounds`), window points; `nil`
        /// when none clips.
        public var clip: Rect?

        /// A view sample.
        public init(view: Int, x: Double, y: Double, width: Double, height: Double, alpha: Double,
                    scale: Double, blur: Double, clip: Rect?) {
            self.view = view
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.alpha = alpha
            self.scale = scale
            self.blur = blur
            self.clip = clip
        }
    }

    /// A rectangle in window points.
    public struct Rect: Equatable, Sendable {
        /// The origin and size, points.
        public var x: Double, y: Double, width: Double, height: Double

        /// A rectangle.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// A finger position in window points.
    public struct Point: Equatable, Sendable {
        /// The coordinates, points.
        public var x: Double, y: Double

        /// A point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The scenario's name.
    public var name: String
    /// Frames per second; frame k is at k / refreshRate s.
    public var refreshRate: Double
    /// The window (the root view's frame size), points.
    public var windowWidth: Double, windowHeight: Double
    /// How many frames were simulated (frames 0 ..< frameCount).
    public var frameCount: Int
    /// One track per scroll view, in the engine's processing order (depth-first, parents first).
    public var scrollViews: [ScrollTrack]
    /// Every delegate callback, in the order it fired.
    public var callbacks: [Callback]
    /// Per frame, the finger's position when it is on the screen, else `nil` (`frameCount` entries).
    public var finger: [Point?]
    /// Every view that appears in ``viewFrames``, in order of first appearance.
    public var views: [ViewInfo]
    /// Per frame, the visible views back to front (empty when views were not recorded).
    public var viewFrames: [[ViewSample]]

    /// A recording with every field given.
    public init(name: String, refreshRate: Double, windowWidth: Double, windowHeight: Double, frameCount: Int,
                scrollViews: [ScrollTrack], callbacks: [Callback], finger: [Point?], views: [ViewInfo] = [],
                viewFrames: [[ViewSample]] = []) {
        self.name = name
        self.refreshRate = refreshRate
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.frameCount = frameCount
        self.scrollViews = scrollViews
        self.callbacks = callbacks
        self.finger = finger
        self.views = views
        self.viewFrames = viewFrames
    }

    /// The time of frame `k`, seconds.
    public func time(ofFrame k: Int) -> Double { Double(k) / refreshRate }

    /// The time of frame `k` in whole nanoseconds (rounded), the base of the timeline's timestamps.
    public func nanoseconds(ofFrame k: Int) -> Int64 { Int64((Double(k) * 1e9 / refreshRate).rounded()) }

    /// The simulated duration: `frameCount / refreshRate`, seconds.
    public var duration: Double { Double(frameCount) / refreshRate }
}
