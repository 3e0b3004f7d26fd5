import Foundation

/// The bounce as a ``MotionCurve`` **in the frame of its edge**: ``position(at:)`` is the excess past the
/// edge (points, positive outward), ``velocity(at:)`` the formula's velocity (points/second, positive
/// outward) and ``destination`` is 0, the edge. The engine adds the edge (and flips the sign at a
/// leading edge) to get the displayed offset (<doc:Physics#Bounce> [re][measured]: the bounce runs on the
/// displayed offset).
///
/// Stop rule (<doc:Physics#Bounce>, on one axis): the first instant at which the excess is strictly within 0.5 pt of the
/// edge (`−0.5 < e < 0.5`) and the speed `|v₀|·(0.99·f)^τ` is below 0.01 pt/ms. An inward motion that
/// re-enters the range first ends the bounce at the re-entry (``timeToReenter()``), where an in-range
/// deceleration takes over.
extension Bounce: MotionCurve {
    /// The distance from the edge within which a bounce may stop, 0.5 pt (<doc:Physics#Bounce>) [re].
    public static let stopTolerance = 0.5
    /// The speed below which a bounce may stop, 0.01 pt/ms = 10 pt/s (<doc:Physics#Bounce>) [re].
    public static let stopSpeed = 10.0

    /// The excess past the edge (points, positive outward) `t` seconds after the start: ``excess(at:)``.
    public func position(at t: Double) -> Double { excess(at: t) }

    /// Where the bounce rests, in its edge's frame: 0, on the edge.
    public var destination: Double { 0 }

    /// Seconds until the <doc:Physics#Bounce> stop rule first holds (`|e| < 0.5 pt` and `|v| < 0.01 pt/ms`), or until an
    /// inward motion re-enters the range if that comes first.
    ///
    /// The speed condition holds from `τ_v = ln(0.01/|v₀|)/ln(0.99·f)` ms on (0 if it starts below). From
    /// τ_v the excess is searched in 1-ms steps for the first entry into (−0.5, 0.5) pt, then bisected to
    /// 1e-9 ms. (From τ_v on, near the band `|de/dτ| ≤ 0.01005·|e| + |v| < 0.02 pt/ms`, so the excess cannot
    /// cross the 1-pt band between two probes unseen.)
    public var duration: Double {
        let reentry = timeToReenter()
        let speed = abs(velocityPerMillisecond)
        let slowFrom = speed < Deceleration.stopSpeedPerMillisecond
            ? 0
            : Foundation.log(Deceleration.stopSpeedPerMillisecond / speed) / (Bounce.logBounceFactor + logFactor)
        let stop = firstMillisecond(withinToleranceFrom: slowFrom) / 1000
        guard let reentry else { return stop }
        return min(reentry, stop)
    }

    /// The first τ ≥ `start` (ms) with `|e(τ)| < 0.5` pt.
    private func firstMillisecond(withinToleranceFrom start: Double) -> Double {
        func inside(_ tau: Double) -> Bool { abs(excess(at: tau / 1000)) < Bounce.stopTolerance }
        if inside(start) { return start }
        // 0.99^τ shrinks any excess below 1e300 pt to 0.5 pt within 70 000 ms.
        var step = 1
        while !inside(start + Double(step)) && step < 100_000 { step += 1 }
        var low = start + Double(step - 1), high = start + Double(step)
        while high - low > 1e-9 {
            let mid = (low + high) / 2
            if inside(mid) { high = mid } else { low = mid }
        }
        return high
    }
}
