import Foundation

/// The layout of one element of a ``CollectionView``, as `UICollectionViewLayoutAttributes`.
///
/// A reference type, so that a layout subclass can adjust the attributes its superclass returns in
/// place (the stretchy-header article, seed 001 c). Attributes returned by
/// ``CollectionViewLayout/layoutAttributesForElements(in:)`` come from a pool the layout reuses on its
/// next call (so that a frame allocates nothing): read them right away, do not keep them.
public final class LayoutAttributes {
    /// What kind of element these attributes describe, as `UICollectionView.ElementCategory`.
    public enum Category: Sendable, Equatable {
        /// An item (cell).
        case cell
        /// A supplementary view (section header, table header).
        case supplementaryView
    }

    // Storage is private behind public computed accessors: with every access inside this module the
    // optimiser can prove them exclusive and drop the runtime exclusivity checks (a public stored
    // property of a class keeps a swift_beginAccess on every read and write).
    private var storedFrame: CGRect
    private var storedAlpha: CGFloat = 1
    private var storedIsHidden = false
    private var storedTransform: ViewTransform = .identity
    private var storedZIndex = 0
    private var storedIndexPath: IndexPath
    private var storedCategory: Category
    private var storedKind: String?

    /// The element's frame in the collection view's content coordinates (points).
    public var frame: CGRect {
        get { storedFrame }
        set { storedFrame = newValue }
    }
    /// The element's opacity, 0 … 1.
    public var alpha: CGFloat {
        get { storedAlpha }
        set { storedAlpha = newValue }
    }
    /// Whether the element is hidden.
    public var isHidden: Bool {
        get { storedIsHidden }
        set { storedIsHidden = newValue }
    }
    /// The element's presentation transform.
    public var transform: ViewTransform {
        get { storedTransform }
        set { storedTransform = newValue }
    }
    /// Stacking order among elements (stored, not used for drawing).
    public var zIndex: Int {
        get { storedZIndex }
        set { storedZIndex = newValue }
    }
    /// The element's index path.
    public var indexPath: IndexPath {
        get { storedIndexPath }
        set { storedIndexPath = newValue }
    }
    /// Cell or supplementary view.
    public var representedElementCategory: Category {
        get { storedCategory }
        set { storedCategory = newValue }
    }
    /// The supplementary kind (e.g. ``CollectionView/elementKindSectionHeader``), `nil` for cells.
    public var representedElementKind: String? {
        get { storedKind }
        set { storedKind = newValue }
    }

    /// Attributes for the cell at `indexPath`, as `UICollectionViewLayoutAttributes(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath) {
        self.storedIndexPath = indexPath
        self.storedFrame = .zero
        self.storedCategory = .cell
        self.storedKind = nil
    }

    /// Attributes for a supplementary view, as
    /// `UICollectionViewLayoutAttributes(forSupplementaryViewOfKind:with:)`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.storedIndexPath = indexPath
        self.storedFrame = .zero
        self.storedCategory = .supplementaryView
        self.storedKind = kind
    }

    /// The frame's centre (points).
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    /// The frame's size (points).
    public var size: CGSize { frame.size }

    /// Resets every field (pool reuse).
    internal func reset(category: Category, kind: String?, section: Int, item: Int, frame: CGRect) {
        storedCategory = category
        storedKind = kind
        // Edited in a local copy (one read, one write of the stored property).
        var path = storedIndexPath
        if path.count != 2 {
            storedIndexPath = IndexPath(item: item, section: section)
        } else if path[0] != section || path[1] != item {
            // In place: a two-index path is stored inline, so this allocates nothing.
            if path[0] != section { path[0] = section }
            if path[1] != item { path[1] = item }
            storedIndexPath = path
        }
        storedFrame = frame
        storedAlpha = 1
        storedIsHidden = false
        storedTransform = .identity
        storedZIndex = 0
    }
}
