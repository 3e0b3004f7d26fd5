import Foundation
import ScrollSim

/// Upper bounds on how many elements a collection view can have visible at once, from its layout's
/// numbers alone (no layout is built): what a scenario loader checks against
/// ``Scenario/Limits/maximumVisibleElements`` before anything is laid out.
///
/// A collection view lays out the elements that meet its bounds (``CollectionView/prefetchMargin`` is 0
/// for scenario collection views), so with a bounds height `H`:
/// - a row of height `h` at top `y` is visible when `y < maxY` and `y + h > minY`, i.e. `y` lies in an
///   interval of length `H + h`; rows `s` apart (`s = h + lineSpacing > 0`) put at most
///   `⌊(H + h) / s⌋ + 1` tops there. A flow layout (``FlowLayout``) has `columns` items per row and one
///   section header; with `s = 0` it places no item at all (its query skips rows of no height).
/// - a list (``ListLayout``) walks rows from the first whose bottom is below `minY` while their top is
///   above `maxY`: rows of height 0 are all visible at once where they sit.
/// Each bound is also at most the number of elements there are.
package enum VisibleElementBound {
    /// The number of items per row of a vertical ``FlowLayout`` of bounds width `width`, as its
    /// `prepare()` computes it: `max(1, ⌊(W − left − right + interitem) / (itemWidth + interitem)⌋)`,
    /// as a `Double` (it may be huge: an item 1e-300 pt wide).
    package static func flowColumns(width: Double, itemWidth: Double, interitemSpacing: Double,
                                   sectionInsetLeft: Double, sectionInsetRight: Double) -> Double {
        let available = max(0, width - sectionInsetLeft - sectionInsetRight)
        let raw = ((available + interitemSpacing) / (itemWidth + interitemSpacing)).rounded(.down)
        return raw.isNaN ? 1 : max(1, raw)
    }

    /// Most elements of a one-section vertical flow layout visible in bounds of `height` (items and the
    /// section header).
    package static func flow(height: Double, width: Double, itemSize: CGSize, minimumLineSpacing: Double,
                            minimumInteritemSpacing: Double, sectionInset: EdgeInsets, headerHeight: Double,
                            itemCount: Int) -> Double {
        let columns = flowColumns(width: width, itemWidth: Double(itemSize.width),
                                  interitemSpacing: minimumInteritemSpacing,
                                  sectionInsetLeft: Double(sectionInset.left), sectionInsetRight: Double(sectionInset.right))
        let h = Double(itemSize.height)
        let step = h + minimumLineSpacing
        let rows = step > 0 ? ((height + h) / step).rounded(.down) + 1 : 0
        let items = min(Double(itemCount), rows * columns)
        return items + (headerHeight > 0 ? 1 : 0)
    }

    /// Most rows of a list visible in bounds of `height`: rows `0 ..< itemCount`, row `i` of height
    /// `rowHeights[i]` where given, else `rowHeight`. Exact for the worst placement of the bounds:
    /// the most rows `j ≥ i` with `top_j < bottom_i + H` over every first row `i` (two pointers, both
    /// moving forward only: O(rows with their own height + H / rowHeight) when `rowHeight > 0`).
    package static func list(height: Double, rowHeight: Double, rowHeights: [CGFloat], itemCount: Int) -> Double {
        guard itemCount > 0 else { return 0 }
        // Past the explicit heights, rows are uniform: one window there is the uniform bound.
        let uniform: Double
        if rowHeight > 0 {
            uniform = min(Double(itemCount), ((height + rowHeight) / rowHeight).rounded(.down) + 1)
        } else {
            uniform = Double(itemCount)
        }
        guard !rowHeights.isEmpty else { return uniform }
        if uniform >= Double(Scenario.Limits.maximumVisibleElements) { return uniform }
        // Rows to examine: the explicit ones and enough uniform ones after them to fill a window.
        let examined = min(itemCount, rowHeights.count + Int(uniform) + 1)
        func rowHeightAt(_ i: Int) -> Double { i < rowHeights.count ? Double(rowHeights[i]) : rowHeight }
        var best = uniform
        var j = 0                // first row not yet counted for the current i
        var topJ = 0.0           // top of row j
        var topI = 0.0           // top of row i
        for i in 0..<examined {
            let bottomI = topI + rowHeightAt(i)
            if j < i { j = i; topJ = topI }
            while j < itemCount, topJ < bottomI + height {
                topJ += rowHeightAt(j)
                j += 1
            }
            best = max(best, Double(j - i))
            topI = bottomI
        }
        return best
    }
}
