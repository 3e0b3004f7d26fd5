/// The classical fourth-order Runge–Kutta integrator for a system of two first-order ODEs
/// `y' = F(t, y)` with `y = (y0, y1)`. Fixed step; the last step is shortened to land exactly on the
/// requested time. Used to check closed forms against a numerical solution (<doc:Testing#Tolerances>: relative ~1e-7).
///
/// Local error is O(h⁵); with the step sizes used by the references (h·|λ| ≤ 1e-3) the global error is
/// many orders below 1e-7 relative.
public struct RungeKutta4: Sendable {
    /// The right-hand side `F(t, y)`; returns `(y0', y1')`.
    public typealias Derivative = @Sendable (Double, (Double, Double)) -> (Double, Double)

    /// The right-hand side.
    public let derivative: Derivative
    /// The step size, in the system's time unit.
    public let step: Double

    /// Creates an integrator for `derivative` with the fixed step `step` (> 0).
    public init(step: Double, derivative: @escaping Derivative) {
        precondition(step > 0, "RungeKutta4: the step must be positive")
        self.step = step
        self.derivative = derivative
    }

    /// One RK4 step of size `h` from `(t, y)`.
    public func advance(_ y: (Double, Double), at t: Double, by h: Double) -> (Double, Double) {
        let k1 = derivative(t, y)
        let k2 = derivative(t + h / 2, (y.0 + h / 2 * k1.0, y.1 + h / 2 * k1.1))
        let k3 = derivative(t + h / 2, (y.0 + h / 2 * k2.0, y.1 + h / 2 * k2.1))
        let k4 = derivative(t + h, (y.0 + h * k3.0, y.1 + h * k3.1))
        return (y.0 + h / 6 * (k1.0 + 2 * k2.0 + 2 * k3.0 + k4.0),
                y.1 + h / 6 * (k1.1 + 2 * k2.1 + 2 * k3.1 + k4.1))
    }

    /// The solution at each of `times` (ascending, ≥ 0), starting from `initial` at t = 0. Integrates once,
    /// forward, shortening the last step before each requested time so it is hit exactly.
    public func solve(from initial: (Double, Double), at times: [Double]) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        out.reserveCapacity(times.count)
        var t = 0.0
        var y = initial
        var stepIndex = 0          // time of grid point = stepIndex·step, never accumulated
        for target in times {
            precondition(target >= t, "RungeKutta4: times must be ascending and non-negative")
            while Double(stepIndex + 1) * step <= target {
                let next = Double(stepIndex + 1) * step
                y = advance(y, at: t, by: next - t)
                t = next
                stepIndex += 1
            }
            if target > t {
                // A private partial step to `target`; the grid state is kept for the next request.
                out.append(advance(y, at: t, by: target - t))
            } else {
                out.append(y)
            }
        }
        return out
    }
}
