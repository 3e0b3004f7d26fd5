import Foundation

/// The per-millisecond deceleration of <doc:Physics#Deceleration>, summed term by term: the independent reference
/// the closed form `x(τ) = x0 + v0·f·(1 − f^τ)/(1 − f)` is checked against.
///
/// One step per millisecond:
/// ```
/// v[n+1] = v[n]·f
/// x[n+1] = x[n] + v[n+1]
/// ```
/// Units: positions in points, velocities in **points per millisecond**, time in milliseconds.
///
/// Fractional milliseconds: UIKit's series only exists at whole milliseconds. For a time `n + φ`
/// (0 < φ < 1) this reference takes the `n` whole steps term by term and then continues the same geometric
/// series for the fraction `φ` in closed form, `x += v[n]·f·(1 − f^φ)/(1 − f)`, `v = v[n]·f^φ`. That is the
/// only closed-form piece, it covers less than one step (< 1 ms of motion), and at integer times the
/// result is the pure term-by-term sum. Tests that need full independence evaluate at integer ms.
///
/// The sum uses Neumaier (compensated) summation so that 3000 terms stay within a few ULPs.
public struct DecelerationSeries: Sendable {
    /// Start position, points.
    public var position: Double
    /// Start velocity, points per millisecond.
    public var velocity: Double
    /// Decay factor per millisecond (0.998 for `.normal`, 0.99 for `.fast`).
    public var factor: Double

    /// Creates the series from `x0` (pt), `v0` (pt/ms) and `f` (per ms).
    public init(position: Double, velocity: Double, factor: Double) {
        self.position = position
        self.velocity = velocity
        self.factor = factor
    }

    /// Position and velocity (pt, pt/ms) after `milliseconds` (≥ 0), summed term by term.
    public func state(atMilliseconds milliseconds: Double) -> (position: Double, velocity: Double) {
        precondition(milliseconds >= 0, "DecelerationSeries: negative time")
        let whole = Int(milliseconds.rounded(.down))
        let fraction = milliseconds - Double(whole)
        var sum = NeumaierSum(position)
        var v = velocity
        for _ in 0..<whole {
            v *= factor
            sum.add(v)
        }
        if fraction > 0 {
            let partial = Foundation.pow(factor, fraction)
            sum.add(v * factor * (1 - partial) / (1 - factor))
            v *= partial
        }
        return (sum.value, v)
    }

    /// Positions (pt) at each whole millisecond `0...count`, from one pass of the series.
    public func positions(throughMilliseconds count: Int) -> [Double] {
        var out = [position]
        out.reserveCapacity(count + 1)
        var sum = NeumaierSum(position)
        var v = velocity
        for _ in 0..<count {
            v *= factor
            sum.add(v)
            out.append(sum.value)
        }
        return out
    }

    /// The first whole millisecond `n` with `|v[n]| < threshold` (pt/ms), counting steps one by one.
    public func firstMillisecond(speedBelow threshold: Double) -> Int {
        var v = velocity
        var n = 0
        while abs(v) >= threshold {
            v *= factor
            n += 1
        }
        return n
    }
}

/// Neumaier's improved Kahan summation: a running sum whose error does not grow with the number of terms.
public struct NeumaierSum: Sendable {
    private var sum: Double
    private var compensation = 0.0

    /// Starts the sum at `initial`.
    public init(_ initial: Double = 0) { sum = initial }

    /// Adds one term.
    public mutating func add(_ term: Double) {
        let t = sum + term
        if abs(sum) >= abs(term) {
            compensation += (sum - t) + term
        } else {
            compensation += (term - t) + sum
        }
        sum = t
    }

    /// The compensated total.
    public var value: Double { sum + compensation }
}
