import Foundation

/// The `physics-floor` loop: the `fling` gesture's offsets computed in closed form, frame by frame.
///
/// Per cycle: 12 drag frames (the finger's 300 pt in 0.1 s at 120 Hz moves the offset 25 pt per frame),
/// then the deceleration `x(τ) = x₀ + v₀·f·(1 − f^τ)/(1 − f)` with `f = 0.998` per ms, `v₀ = 3` pt/ms
/// and τ the milliseconds since release, until the velocity `v₀·f^τ` drops below 0.01 pt/ms
/// (<doc:Physics#Deceleration>; ≈ 342 frames). Each frame: one `exp` (f^τ = e^(τ·ln f), ln f computed once, as
/// the engine's `Deceleration` does), the offset rounded to the pixel grid
/// (1/`screenScale` pt), a callback with the rounded offset when it changed (the stand-in for
/// `scrollViewDidScroll`), and the frame observers (the sampler's mark), called as the simulation calls
/// them. No views, no touches, no allocation.
nonisolated final class PhysicsFloorWorkload: Workload {
    /// Frames per second.
    let refreshRate: Double
    /// Pixels per point.
    let screenScale: Double
    /// The offset each cycle starts from, pt (the `fling` scenario's).
    let startOffset = 710.0
    /// Drag frames and the offset change per drag frame, pt.
    let dragFrames = 12
    let dragStep = 25.0
    /// Release velocity, pt/ms; deceleration rate per ms; the stop velocity, pt/ms (<doc:Physics#Deceleration>).
    let releaseVelocity = 3.0
    let rate = 0.998
    let stopVelocity = 0.01

    /// The last offset the callback saw (written through a pointer, so that the loop cannot be optimised
    /// away and the callback carries no exclusivity check).
    private let sink = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    private let callback: (Double) -> Void

    init(refreshRate: Double, screenScale: Double) {
        self.refreshRate = refreshRate
        self.screenScale = screenScale
        sink.initialize(to: 0)
        callback = { [sink] offset in sink.pointee = offset }
    }

    deinit { sink.deallocate() }

    func run(sampler: FrameSampler) throws {
        // The frame observers, called as the simulation calls its own (a closure in an array).
        let observers: [() -> Void] = [{ [unowned sampler] in sampler.mark() }]
        let callback = self.callback
        let scale = screenScale
        let logRate = log(rate)
        let coefficient = releaseVelocity * rate / (1 - rate)
        while !sampler.isFull {
            sampler.resume(startingGesture: true)
            var shown = startOffset
            var frame = 0
            // The drag: the finger moves the offset linearly.
            var offset = startOffset
            while frame < dragFrames && !sampler.isFull {
                offset += dragStep
                emit(offset, shown: &shown, scale: scale, callback: callback, observers: observers)
                frame += 1
            }
            // The coast, closed form in the time since release.
            let x0 = offset
            var k = 1
            while !sampler.isFull {
                let tau = Double(k) * 1_000 / refreshRate
                let decay = exp(tau * logRate)        // f^τ, as the engine evaluates it
                let position = x0 + coefficient * (1 - decay)
                emit(position, shown: &shown, scale: scale, callback: callback, observers: observers)
                if releaseVelocity * decay < stopVelocity { break }
                k += 1
            }
        }
    }

    /// Rounds `position` to the pixel grid, calls the callback if the shown offset changed, then runs
    /// the frame observers.
    @inline(__always)
    private func emit(_ position: Double, shown: inout Double, scale: Double, callback: (Double) -> Void,
                      observers: [() -> Void]) {
        let rounded = scale > 0 ? (position * scale).rounded() / scale : position
        if rounded != shown {
            shown = rounded
            callback(rounded)
        }
        var index = 0
        while index < observers.count {
            observers[index]()
            index += 1
        }
    }
}
