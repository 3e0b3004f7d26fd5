import Foundation

/// Scrolling so that content becomes visible: UIKit's `scrollRectToVisible(_:animated:)`.
extension ScrollView {
    /// Scrolls the least distance that makes `rect` (content coordinates, points) visible inside the
    /// bounds less `adjustedContentInset`, as `UIScrollView.scrollRectToVisible(_:animated:)`: nothing if it
    /// is already visible; a rect larger than the visible area is aligned by its top (left) edge. The
    /// offset is clamped to the content range, then set with ``setContentOffset(_:animated:)``.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        precondition(rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite,
                     "ScrollView(\(name)): scrollRectToVisible needs a finite rect, got \(rect)")
        let inset = adjustedContentInset
        func axis(_ offset: Double, _ low: Double, _ high: Double, _ viewport: Double,
                  _ leading: Double, _ trailing: Double, _ range: ClosedRange<Double>) -> Double {
            let visibleLow = offset + leading, visibleHigh = offset + viewport - trailing
            var target = offset
            if high - low > visibleHigh - visibleLow || low < visibleLow {
                target = low - leading                  // align the leading edges
            } else if high > visibleHigh {
                target = high - viewport + trailing     // align the trailing edges
            }
            return min(max(target, range.lowerBound), range.upperBound)
        }
        let standardized = rect.standardized
        let target = CGPoint(
            x: axis(Double(contentOffset.x), Double(standardized.minX), Double(standardized.maxX), Double(bounds.width),
                    Double(inset.left), Double(inset.right), rangeX),
            y: axis(Double(contentOffset.y), Double(standardized.minY), Double(standardized.maxY), Double(bounds.height),
                    Double(inset.top), Double(inset.bottom), rangeY))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }
}
