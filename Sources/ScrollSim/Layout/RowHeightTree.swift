import Foundation

/// Row heights with O(log n) prefix sums, updates and "which row is at y" (a Fenwick tree), for lists
/// whose heights change while they scroll (self-sizing rows replacing their estimates). Package-wide: the
/// SwiftUI layer's `LazyVStack` keeps its rows' heights in one too.
package struct RowHeightTree {
    /// The heights, points.
    package private(set) var heights: [Double] = []
    /// Fenwick partial sums, 1-based.
    private var tree: [Double] = [0]
    /// The largest power of two ≤ count.
    private var topBit = 0

    /// An empty tree.
    package init() {}

    /// The number of rows.
    package var count: Int { heights.count }

    /// Sets `count` rows of height `value` (O(n)).
    package mutating func reset(count: Int, value: Double) {
        heights = [Double](repeating: value, count: count)
        tree = [Double](repeating: 0, count: count + 1)
        for i in 1...max(1, count) where i <= count {
            tree[i] += value
            let j = i + (i & -i)
            if j <= count { tree[j] += tree[i] }
        }
        topBit = count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
    }

    /// Sets the rows' heights to `values` (O(n)).
    package mutating func reset(heights values: [Double]) {
        let count = values.count
        heights = values
        tree = [Double](repeating: 0, count: count + 1)
        var i = 1
        while i <= count {
            tree[i] += values[i - 1]
            let j = i + (i & -i)
            if j <= count { tree[j] += tree[i] }
            i += 1
        }
        topBit = count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
    }

    /// Changes row `i`'s height.
    package mutating func set(_ i: Int, _ value: Double) {
        let delta = value - heights[i]
        guard delta != 0 else { return }
        heights[i] = value
        var k = i + 1
        while k < tree.count {
            tree[k] += delta
            k += k & -k
        }
    }

    /// Σ heights of rows `0 ..< i`: the top of row `i`.
    package func top(of i: Int) -> Double {
        var sum = 0.0, k = i
        while k > 0 {
            sum += tree[k]
            k -= k & -k
        }
        return sum
    }

    /// The total height.
    package var total: Double { top(of: heights.count) }

    /// The first row whose bottom is below `y` (the number of rows that end at or above `y`).
    package func firstRow(below y: Double) -> Int {
        var pos = 0, rest = y
        var step = topBit
        while step > 0 {
            let next = pos + step
            if next < tree.count && tree[next] <= rest {
                pos = next
                rest -= tree[next]
            }
            step >>= 1
        }
        return pos
    }
}
