import Foundation

/// The layout of one element of a ``CollectionView``, as `UICollectionViewLayoutAttributes`.
///
/// A reference type, so that a layout subclass can adjust the attributes its superclass returns in
/// place (the stretchy-header article, seed 001 c). Attributes returned by
/// ``CollectionViewLayout/layoutAttributesForElements(in:)`` come from a pool the layout reuses on its
/// next call (so that a frame allocates nothing): read them right away, do not keep them.
@MainActor
public final class LayoutAttributes {
    /// What kind of element these attributes describe, as `UICollectionView.ElementCategory`.
    public enum Category: Sendable, Equatable {
        /// An item (cell).
        case cell
        /// A supplementary view (section header, table header).
        case supplementaryView
    }

    /// The element's frame in the collection view's content coordinates (points).
    @exclusivity(unchecked) public var frame: CGRect = .zero
    /// The element's opacity, 0 … 1.
    @exclusivity(unchecked) public var alpha: CGFloat = 1
    /// Whether the element is hidden.
    @exclusivity(unchecked) public var isHidden = false
    /// The element's presentation transform.
    @exclusivity(unchecked) public var transform: ViewTransform = .identity
    /// Stacking order among elements (stored, not used for drawing).
    @exclusivity(unchecked) public var zIndex = 0
    /// The element's index path.
    @exclusivity(unchecked) public var indexPath: IndexPath
    /// Cell or supplementary view.
    @exclusivity(unchecked) public var representedElementCategory: Category
    /// The supplementary kind (e.g. ``CollectionView/elementKindSectionHeader``), `nil` for cells.
    @exclusivity(unchecked) public var representedElementKind: String?

    /// Attributes for the cell at `indexPath`, as `UICollectionViewLayoutAttributes(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view, as
    /// `UICollectionViewLayoutAttributes(forSupplementaryViewOfKind:with:)`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// The frame's centre (points).
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    /// The frame's size (points).
    public var size: CGSize { frame.size }

    /// Resets every field (pool reuse).
    internal func reset(category: Category, kind: String?, section: Int, item: Int, frame: CGRect) {
        representedElementCategory = category
        representedElementKind = kind
        // Edited in a local copy (one read, one write of the stored property).
        var path = indexPath
        if path.count != 2 {
            indexPath = IndexPath(item: item, section: section)
        } else if path[0] != section || path[1] != item {
            // In place: a two-index path is stored inline, so this allocates nothing.
            if path[0] != section { path[0] = section }
            if path[1] != item { path[1] = item }
            indexPath = path
        }
        self.frame = frame
        alpha = 1
        isHidden = false
        transform = .identity
        zIndex = 0
    }
}
