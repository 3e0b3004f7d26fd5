import Foundation

// The one tolerance comparison of the test suite, modelled on swift-numerics' `isApproximatelyEqual`
// (RealModule/ApproximateEquality.swift): symmetric in its arguments, scale-aware, with both tolerances
// stated at the call site when the default does not fit (STYLE: tolerances are chosen per kind of check).
//
// `a` and `b` are approximately equal when they are equal (`a == b`, which includes two infinities of the
// same sign), or when their difference is finite and
//
//     |a − b| ≤ max(absoluteTolerance, relativeTolerance · max(|a|, |b|))
//
// - `relativeTolerance` bounds the difference relative to the larger magnitude of the two (never to one
//   chosen side, so swapping the arguments never changes the answer). 1e-12 is "a closed form against an
//   independent evaluation", 1e-7 "against a numerical integration".
// - `absoluteTolerance` is the floor near zero, where a relative bound shrinks to nothing: for values
//   that should be 0, or that are only known to a fixed precision (1e-6 pt is far below a 1/3-pt pixel).
// - NaN is approximately equal to nothing, itself included. An infinity equals only the same infinity.
//
// How to choose (state the tolerance and its reason at the call site; never widen one to make a test pass):
// - Relative, when the two values are the same quantity computed two ways and the error scales with the
//   magnitude: 1e-12 for a closed form against an independent evaluation of it (a few ULPs of rounding per
//   operation), 1e-9 when a series or a `pow`/`log` chain of some length is involved, 1e-7 against a
//   numerical integration (RK4's truncation error).
// - Absolute, when the precision is fixed in the values' unit whatever their size: the same pixel
//   (`samePixelTolerance`, 1e-6 pt), half a pixel or a pixel (1/6, 1/3 pt at scale 3) where a pixel-rounded
//   offset is compared with an unrounded one, half a frame (0.5/120 s) for a time read off the frame
//   clock, a bound derived in the test (say how), or 1e-9 for values that should be exact but pass through
//   double arithmetic in another order than the expectation's.
// - Both, for a relative comparison of values that may be 0 (the absolute one is then the floor).
// A comparison written `|a − b| < t` before this helper existed is now `≤ t`: the same bound, inclusive.
//
// Defaults, as swift-numerics: with only a relative tolerance (or none), `relativeTolerance` is
// `√ulpOfOne` (about 1.5e-8 for `Double`: half the significant digits agree) and `absoluteTolerance` is
// `leastNormalMagnitude` (so that only exact zeros compare equal to zero, bar subnormals). With an
// absolute tolerance given, the relative one defaults to 0.

/// Whether `a` and `b` agree to `relativeTolerance` of the larger magnitude, swift-numerics' default
/// comparison: `a == b`, or `|a − b| ≤ max(T.leastNormalMagnitude, relativeTolerance · max(|a|, |b|))`
/// with a finite difference.
/// - Parameter relativeTolerance: in `0 … 1`; default `√ulpOfOne` (≈ 1.5e-8 for `Double`).
/// - Returns: the same answer for `(a, b)` and `(b, a)`; `false` when either is NaN.
public func isApproximatelyEqual<T: BinaryFloatingPoint>(
    _ a: T, _ b: T, relativeTolerance: T = T.ulpOfOne.squareRoot()
) -> Bool {
    isApproximatelyEqual(a, b, absoluteTolerance: T.leastNormalMagnitude, relativeTolerance: relativeTolerance)
}

/// Whether `a` and `b` agree to `absoluteTolerance`, or to `relativeTolerance` of the larger magnitude:
/// `a == b`, or `|a − b| ≤ max(absoluteTolerance, relativeTolerance · max(|a|, |b|))` with a finite
/// difference.
/// - Parameters:
///   - absoluteTolerance: finite and ≥ 0, in the values' unit (precondition).
///   - relativeTolerance: in `0 … 1` (precondition); default 0 (the absolute tolerance alone).
/// - Returns: the same answer for `(a, b)` and `(b, a)`; `false` when either is NaN.
public func isApproximatelyEqual<T: BinaryFloatingPoint>(
    _ a: T, _ b: T, absoluteTolerance: T, relativeTolerance: T = 0
) -> Bool {
    precondition(absoluteTolerance >= 0 && absoluteTolerance.isFinite,
                 "isApproximatelyEqual: absoluteTolerance must be finite and >= 0, got \(absoluteTolerance)")
    precondition(relativeTolerance >= 0 && relativeTolerance <= 1,
                 "isApproximatelyEqual: relativeTolerance must be in 0...1, got \(relativeTolerance)")
    if a == b { return true }
    let difference = abs(a - b)
    let scale = max(abs(a), abs(b))
    return difference.isFinite && difference <= max(absoluteTolerance, relativeTolerance * scale)
}

/// Whether two points agree to `relativeTolerance`, in the ∞-norm (the larger component), as
/// swift-numerics compares complex numbers; absolute floor `CGFloat.leastNormalMagnitude`.
/// - Parameter relativeTolerance: in `0 … 1`; default `√ulpOfOne`.
public func isApproximatelyEqual(_ a: CGPoint, _ b: CGPoint,
                                 relativeTolerance: CGFloat = CGFloat.ulpOfOne.squareRoot()) -> Bool {
    isApproximatelyEqual(a, b, absoluteTolerance: .leastNormalMagnitude, relativeTolerance: relativeTolerance)
}

/// Whether two points agree, in the ∞-norm (the larger component): `a == b`, or
/// `max(|Δx|, |Δy|) ≤ max(absoluteTolerance, relativeTolerance · max(‖a‖∞, ‖b‖∞))` with a finite
/// difference. Tolerances as for numbers (relative default 0).
public func isApproximatelyEqual(_ a: CGPoint, _ b: CGPoint, absoluteTolerance: CGFloat,
                                 relativeTolerance: CGFloat = 0) -> Bool {
    precondition(absoluteTolerance >= 0 && absoluteTolerance.isFinite,
                 "isApproximatelyEqual: absoluteTolerance must be finite and >= 0, got \(absoluteTolerance)")
    precondition(relativeTolerance >= 0 && relativeTolerance <= 1,
                 "isApproximatelyEqual: relativeTolerance must be in 0...1, got \(relativeTolerance)")
    if a == b { return true }
    let difference = max(abs(a.x - b.x), abs(a.y - b.y))
    let scale = max(abs(a.x), abs(a.y), abs(b.x), abs(b.y))
    return difference.isFinite && difference <= max(absoluteTolerance, relativeTolerance * scale)
}

/// The tolerance of "the same pixel", in points: 1e-6 pt, far below the smallest pixel modelled (1/3 pt at
/// screen scale 3) and far above the rounding error of a pixel-rounded offset (about 1e-12 pt at 10⁴ pt),
/// so two pixel-rounded offsets within it of each other are the same pixel. Use it as an absolute tolerance.
public let samePixelTolerance = 1e-6
