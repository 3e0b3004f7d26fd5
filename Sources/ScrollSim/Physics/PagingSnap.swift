import Foundation

/// The snap of a paging scroll view (`isPagingEnabled`) onto its page after a release, in closed form.
///
/// <doc:Physics#Programmatic-motion> [re]: UIKit runs, once per millisecond, with the page size d (points):
/// ```
/// v += (target − x)·k;  v *= μ;  x += v
/// k = min(d, 1024)·(−1.84659091e−7) + 3.59090909e−4
/// μ = min(d, 1024)·9.94318182e−6 + 0.966818182
/// ```
/// and ends when `|v| < 0.01 pt/ms` and `|target − x| ≤ 1 pt`, snapping onto the target.
///
/// With e = x − target the loop is linear: `(e, v)ₙ₊₁ = M·(e, v)ₙ`, `M = [[1 − μk, μ], [−μk, μ]]`
/// (trace 1 − μk + μ, determinant μ). ScrollSim evaluates `Mⁿ` in closed form from M's eigenvalues
/// (Cayley–Hamilton), exact at whole milliseconds and continued smoothly between them, so that frames at
/// any rate sample the same motion.
public struct PagingSnap: Sendable {
    /// UIKit's page-size cap in the coefficients, 1024 pt [re].
    public static let maximumPageSize = 1024.0
    /// The speed below which the snap may end, 0.01 pt/ms = 10 pt/s [re].
    public static let stopSpeed = 10.0
    /// The distance within which the snap may end, 1 pt [re].
    public static let stopDistance = 1.0
    /// A release faster than this goes to the next page in its direction, else to the nearest page:
    /// 0.3 pt/ms = 300 pt/s [re].
    public static let nextPageSpeed = 300.0

    /// The page the motion snaps onto (points).
    public let target: Double
    /// The start offset (points).
    public let startPosition: Double
    /// The start velocity (points/second).
    public let startVelocity: Double
    /// k, the pull per millisecond per point of distance.
    public let stiffness: Double
    /// μ, the velocity kept per millisecond.
    public let damping: Double

    private let matrix: (a: Double, b: Double, c: Double, d: Double)
    private let trace: Double
    private let determinant: Double

    /// The snap from `position` (points) at `velocity` (points/second) onto `target` (points), with
    /// pages `pageSize` points long (> 0, precondition).
    public init(position: Double, velocity: Double, target: Double, pageSize: Double) {
        precondition(pageSize > 0 && pageSize.isFinite, "PagingSnap: pageSize must be finite and > 0, got \(pageSize)")
        let d = min(pageSize, PagingSnap.maximumPageSize)
        stiffness = d * -1.84659091e-7 + 3.59090909e-4
        damping = d * 9.94318182e-6 + 0.966818182
        self.target = target
        startPosition = position
        startVelocity = velocity
        matrix = (1 - damping * stiffness, damping, -damping * stiffness, damping)
        trace = 1 - damping * stiffness + damping
        determinant = damping
    }

    /// The offset page a release goes to (<doc:Physics#Programmatic-motion>): faster than 0.3 pt/ms, the next page in the
    /// direction of `velocity` (points/second); otherwise the nearest page. Pages start at 0 and are
    /// `pageSize` apart; the result is not clamped to the content range.
    public static func targetPage(position: Double, velocity: Double, pageSize: Double) -> Double {
        let page = position / pageSize
        if velocity > nextPageSpeed { return (page.rounded(.down) + 1) * pageSize }
        if velocity < -nextPageSpeed { return (page.rounded(.up) - 1) * pageSize }
        return page.rounded() * pageSize
    }

    /// (e, v) after `n` milliseconds (n ≥ 0, not necessarily whole): `Mⁿ·(e₀, v₀)`, v in pt/ms.
    private func state(after n: Double) -> (error: Double, velocity: Double) {
        let e0 = startPosition - target, v0 = startVelocity / 1000
        let discriminant = trace * trace - 4 * determinant
        // Mⁿ = α·M + β·I (Cayley–Hamilton), with α, β from the eigenvalues.
        let alpha: Double, beta: Double
        if discriminant < 0 {
            let r = determinant.squareRoot()
            let theta = Foundation.acos(trace / (2 * r))
            let rn = Foundation.pow(r, n)
            alpha = rn * Foundation.sin(n * theta) / (r * Foundation.sin(theta))
            beta = rn * (Foundation.cos(n * theta) - trace / (2 * r) * Foundation.sin(n * theta) / Foundation.sin(theta))
        } else {
            let root = discriminant.squareRoot()
            let l1 = (trace + root) / 2, l2 = (trace - root) / 2
            if abs(l1 - l2) < 1e-12 {
                let ln = Foundation.pow(l1, n)
                alpha = n * ln / l1
                beta = ln - n * ln
            } else {
                let p1 = Foundation.pow(l1, n), p2 = Foundation.pow(l2, n)
                alpha = (p1 - p2) / (l1 - l2)
                beta = (l1 * p2 - l2 * p1) / (l1 - l2)
            }
        }
        let e = alpha * (matrix.a * e0 + matrix.b * v0) + beta * e0
        let v = alpha * (matrix.c * e0 + matrix.d * v0) + beta * v0
        return (e, v)
    }

    /// Offset (points) `t` seconds after the snap started (before it has ended; see ``hasEnded(at:)``).
    public func position(at t: Double) -> Double { target + state(after: max(0, t) * 1000).error }

    /// Velocity (points/second) `t` seconds after the snap started.
    public func velocity(at t: Double) -> Double { state(after: max(0, t) * 1000).velocity * 1000 }

    /// Whether the snap has ended by `t` seconds: `|v| < 0.01 pt/ms` and within 1 pt of the target.
    public func hasEnded(at t: Double) -> Bool {
        let s = state(after: max(0, t) * 1000)
        return abs(s.velocity) * 1000 < PagingSnap.stopSpeed && abs(s.error) <= PagingSnap.stopDistance
    }
}
