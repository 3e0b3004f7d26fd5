import Foundation

extension CollectionView {
    /// Where an item ends up after ``scrollToItem(at:at:animated:)``: UIKit's
    /// `UICollectionView.ScrollPosition` (one vertical and/or one horizontal position).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates a position from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No scrolling on either axis.
        public static let none: ScrollPosition = []
        /// The item's top at the visible top (below `adjustedContentInset.top`).
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred in the visible height.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the visible bottom (above `adjustedContentInset.bottom`).
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the visible left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred in the visible width.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the visible right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so that the item at `indexPath` sits at `position`, as
    /// `UICollectionView.scrollToItem(at:at:animated:)`: the offset is computed from the layout's
    /// attributes for the item, within the visible area (bounds less `adjustedContentInset`), clamped to
    /// the content range, and set with ``ScrollView/setContentOffset(_:animated:)``. An axis without a
    /// position keeps its offset.
    /// - Precondition: the layout has attributes for `indexPath` (the item exists).
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
            preconditionFailure("CollectionView(\(name)): no item at \(indexPath) to scroll to")
        }
        let item = attributes.frame
        let inset = adjustedContentInset
        let visibleHeight = Double(bounds.height - inset.top - inset.bottom)
        let visibleWidth = Double(bounds.width - inset.left - inset.right)
        var target = CGPoint(x: Double(contentOffset.x), y: Double(contentOffset.y))
        if position.contains(.top) {
            target.y = item.minY - inset.top
        } else if position.contains(.centeredVertically) {
            target.y = CGFloat(Double(item.midY) - visibleHeight / 2 - Double(inset.top))
        } else if position.contains(.bottom) {
            target.y = item.maxY - bounds.height + inset.bottom
        }
        if position.contains(.left) {
            target.x = item.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            target.x = CGFloat(Double(item.midX) - visibleWidth / 2 - Double(inset.left))
        } else if position.contains(.right) {
            target.x = item.maxX - bounds.width + inset.right
        }
        let clamped = CGPoint(x: min(max(Double(target.x), Double(minimumContentOffset.x)), Double(maximumContentOffset.x)),
                              y: min(max(Double(target.y), Double(minimumContentOffset.y)), Double(maximumContentOffset.y)))
        guard clamped != contentOffset else { return }
        setContentOffset(clamped, animated: animated)
    }
}
