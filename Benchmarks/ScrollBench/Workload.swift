/// One prepared benchmark workload: a simulation and the script that drives it, advanced one frame at
/// a time by the measurement loop.
///
/// The loop calls ``prepareFrame()`` (untimed) and then ``stepFrame()`` (timed) for every frame, so a
/// workload feeds its next gesture or resets its state in `prepareFrame()` and does exactly one
/// simulated frame of work in `stepFrame()`.
protocol Workload: AnyObject {
    /// Untimed bookkeeping before a frame: start the next gesture when the previous one has finished,
    /// reset an offset, and the like. Must not simulate a frame.
    func prepareFrame()

    /// The timed unit: simulate exactly one frame (touch events, physics, delegate callbacks, layout).
    func stepFrame()
}
