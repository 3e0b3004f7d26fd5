import Foundation

extension CollectionView {
    /// The axis a ``FlowLayout`` scrolls along, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Sendable, Equatable {
        /// Lines are rows, stacked top to bottom (UIKit default).
        case vertical
        /// Lines are columns, laid left to right.
        case horizontal
    }
}
