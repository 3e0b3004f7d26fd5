/// One prepared benchmark workload: a simulation and the script that drives it.
///
/// A workload reports the end of every simulated frame to a ``FrameSampler`` (a frame observer
/// calling `sampler.mark()`) and runs its script — usually a gesture, then frames
/// until the scroll view is idle, then an untimed reset, again and again — until the sampler is full.
/// Bookkeeping that is not part of a frame (resetting the offset between gestures) goes before a
/// `sampler.resume()`.
protocol Workload: AnyObject {
    /// Runs the script until `sampler.isFull`.
    func run(sampler: FrameSampler) throws
}
