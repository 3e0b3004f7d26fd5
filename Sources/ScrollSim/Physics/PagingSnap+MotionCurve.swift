/// The paging snap as a ``MotionCurve`` (<doc:Physics#Programmatic-motion> [re]), resting on its page.
extension PagingSnap: MotionCurve {
    /// The longest snap ``duration`` looks for, 60 000 ms (a snap from any page distance ends within a
    /// few hundred milliseconds: μ ≤ 0.977 per ms) [model].
    public static let longestDuration = 60.0

    /// Where the snap rests: its page (points). It snaps onto it when it ends.
    public var destination: Double { target }

    /// Seconds until UIKit's per-millisecond loop ends the snap: the first whole millisecond n at which
    /// `|v| < 0.01 pt/ms` and `|target − x| ≤ 1 pt` (``hasEnded(at:)`` at `n/1000`). Whole milliseconds
    /// because the loop tests its condition once per millisecond [re]. Found by stepping n = 0, 1, 2, …
    /// on the closed form (O(duration in ms) evaluations: compute it once, not per frame); capped at
    /// ``longestDuration``.
    public var duration: Double {
        let limit = Int(PagingSnap.longestDuration * 1000)
        for n in 0...limit where hasEnded(at: Double(n) / 1000) {
            return Double(n) / 1000
        }
        return PagingSnap.longestDuration
    }
}
