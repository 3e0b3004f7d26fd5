import Foundation

/// One row of `events.csv` as ``TraceReader`` reads it: a delegate callback with its `detail` parsed.
///
/// The file keeps less than an ``EventRecord``: the offset only for `scrollViewDidScroll`, the velocity
/// and targets only for `scrollViewWillEndDragging`, the flag only for `scrollViewDidEndDragging` and
/// `scrollViewShouldScrollToTop`; the other fields are `nil`.
public struct EventRow: Sendable, Equatable {
    /// Position in the run's callback sequence, from 0.
    public var seq: Int
    /// The frame in which it fired.
    public var frame: Int
    /// The simulated time of that frame, seconds.
    public var time: Double
    /// The scroll view's ``View/name``.
    public var view: String
    /// Which callback (the `event` column).
    public var callback: ScrollViewCallback
    /// The `detail` column as written: `key=value` pairs separated by `;`.
    public var detail: String
    /// `scrollViewDidScroll`: the applied content offset (`offset_x`, `offset_y`), points.
    public var offset: CGPoint?
    /// `scrollViewWillEndDragging`: the release velocity (`velocity_x`, `velocity_y`), points per
    /// **millisecond** (UIKit's unit).
    public var velocity: CGPoint?
    /// `scrollViewWillEndDragging`: the proposed target content offset (`target_x`, `target_y`), points.
    public var target: CGPoint?
    /// `scrollViewWillEndDragging`: the target after the delegate returned (`final_target_x`,
    /// `final_target_y`), when it changed it.
    public var finalTarget: CGPoint?
    /// `scrollViewDidEndDragging`: `willDecelerate`; `scrollViewShouldScrollToTop`: `result`.
    public var flag: Bool?

    /// Creates a row.
    public init(seq: Int, frame: Int, time: Double, view: String, callback: ScrollViewCallback, detail: String,
                offset: CGPoint? = nil, velocity: CGPoint? = nil, target: CGPoint? = nil,
                finalTarget: CGPoint? = nil, flag: Bool? = nil) {
        self.seq = seq
        self.frame = frame
        self.time = time
        self.view = view
        self.callback = callback
        self.detail = detail
        self.offset = offset
        self.velocity = velocity
        self.target = target
        self.finalTarget = finalTarget
        self.flag = flag
    }
}
