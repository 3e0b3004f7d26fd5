import Foundation

/// The state of one scroll view at the end of one frame: a row of `frames.csv`.
public struct FrameRecord: Sendable, Equatable {
    /// Frame index k (its time is k / refreshRate).
    public var frame: Int
    /// Simulated time, seconds.
    public var time: Double
    /// The scroll view's ``View/name``.
    public var view: String
    /// The applied (pixel-rounded) content offset, points.
    public var offset: CGPoint
    /// The scrolling velocity, points per second (content direction: positive when the offset grows).
    public var velocity: CGPoint
    /// What the view was doing.
    public var phase: ScrollPhase
}
