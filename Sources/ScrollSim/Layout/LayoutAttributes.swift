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

    /// The public properties' storage.
    private var properties: Properties

    /// The storage of the public properties (see ``View``'s "Storage and exclusivity").
    struct Properties {
        var frame: CGRect
        var alpha: CGFloat = 1
        var isHidden = false
        var transform: ViewTransform = .identity
        var zIndex = 0
        var indexPath: IndexPath
        var category: Category
        var kind: String?
    }

    /// The element's frame in the collection view's content coordinates (points).
    public var frame: CGRect {
        get { properties.frame }
        set { properties.frame = newValue }
    }
    /// The element's opacity, 0 … 1.
    public var alpha: CGFloat {
        get { properties.alpha }
        set { properties.alpha = newValue }
    }
    /// Whether the element is hidden.
    public var isHidden: Bool {
        get { properties.isHidden }
        set { properties.isHidden = newValue }
    }
    /// The element's presentation transform.
    public var transform: ViewTransform {
        get { properties.transform }
        set { properties.transform = newValue }
    }
    /// Stacking order among elements (stored, not used for drawing).
    public var zIndex: Int {
        get { properties.zIndex }
        set { properties.zIndex = newValue }
    }
    /// The element's index path.
    public var indexPath: IndexPath {
        get { properties.indexPath }
        set { properties.indexPath = newValue }
    }
    /// Cell or supplementary view.
    public var representedElementCategory: Category {
        get { properties.category }
        set { properties.category = newValue }
    }
    /// The supplementary kind (e.g. ``CollectionView/elementKindSectionHeader``), `nil` for cells.
    public var representedElementKind: String? {
        get { properties.kind }
        set { properties.kind = newValue }
    }

    /// Attributes for the cell at `indexPath`, as `UICollectionViewLayoutAttributes(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath) {
        self.properties = Properties(frame: .zero, indexPath: indexPath, category: .cell, kind: nil)
    }

    /// Attributes for a supplementary view, as
    /// `UICollectionViewLayoutAttributes(forSupplementaryViewOfKind:with:)`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.properties = Properties(frame: .zero, indexPath: indexPath, category: .supplementaryView, kind: kind)
    }

    /// The frame's centre (points).
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    /// The frame's size (points).
    public var size: CGSize { frame.size }

    /// Resets every field (pool reuse).
    internal func reset(category: Category, kind: String?, section: Int, item: Int, frame: CGRect) {
        properties.category = category
        properties.kind = kind
        // Edited in a local copy (one read, one write of the stored property).
        var path = properties.indexPath
        if path.count != 2 {
            properties.indexPath = IndexPath(item: item, section: section)
        } else if path[0] != section || path[1] != item {
            // In place: a two-index path is stored inline, so this allocates nothing.
            if path[0] != section { path[0] = section }
            if path[1] != item { path[1] = item }
            properties.indexPath = path
        }
        properties.frame = frame
        properties.alpha = 1
        properties.isHidden = false
        properties.transform = .identity
        properties.zIndex = 0
    }
}
