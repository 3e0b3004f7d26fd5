import Foundation

/// The object that places a ``CollectionView``'s elements, in the shape of `UICollectionViewLayout`.
/// Subclass it (or ``FlowLayout``/``ListLayout``) and override ``prepare()``,
/// ``collectionViewContentSize``, ``layoutAttributesForElements(in:)``,
/// ``layoutAttributesForItem(at:)`` and ``shouldInvalidateLayout(forBoundsChange:)``.
///
/// The collection view calls ``prepare()`` once after each invalidation, reads
/// ``collectionViewContentSize``, then asks ``layoutAttributesForElements(in:)`` for its visible rectangle
/// (plus its prefetch margin) in every layout pass.
@MainActor
open class CollectionViewLayout {
    /// The collection view using this layout (set when assigned; weak as UIKit's).
    public var collectionView: CollectionView? { collectionViewReference }
    weak var collectionViewReference: CollectionView?

    /// Whether ``prepare()`` must run before the next query.
    var needsPrepare = true

    /// The pool and the current query's result, in one stored property: a query that appends inside
    /// ``withAttributesQuery(_:)`` pays one runtime exclusivity check, not one per element.
    private var query = AttributesQuery()

    /// Creates a layout.
    public init() {}

    /// Recomputes whatever the layout caches; called once after each invalidation, before queries.
    open func prepare() {}

    /// The size of the whole content (points); the collection view sets its `contentSize` to it.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect` (content coordinates), in a
    /// deterministic order. The array and its objects are reused by the next call.
    open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (a fresh object), or `nil` if there is no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// The attributes of a supplementary view (a fresh object), or `nil` if there is none.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (every scroll changes the origin) invalidates
    /// the layout. Default `false`, as `UICollectionViewLayout`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// A newly configured element, before it is placed: a self-sizing layout measures it here (UIKit's
    /// `preferredLayoutAttributesFitting(_:)` round trip) and returns how far the content offset must move
    /// so that what is on screen stays put (points, added to `contentOffset.y`). Default: nothing, 0.
    /// The collection view queries the elements again after a pass in which any call changed the layout
    /// (``selfSizingDidChange``).
    open func elementDidAppear(_ view: CollectionReusableView, attributes: LayoutAttributes) -> CGFloat { 0 }

    /// Whether ``elementDidAppear(_:attributes:)`` changed any frame since the flag was last cleared.
    public var selfSizingDidChange = false

    /// A row of a self-sizing list took its measured height: marks ``selfSizingDidChange``, updates the
    /// collection view's content size, and returns the content-offset correction — the height change when
    /// the row's top (`rowTop`, content coordinates, points) lies above the visible top, so what is on
    /// screen stays put; else 0.
    func rowHeightDidChange(from old: Double, to new: Double, rowTop: CGFloat) -> CGFloat {
        selfSizingDidChange = true
        guard let cv = collectionView else { return 0 }
        let size = collectionViewContentSize
        if cv.contentSize != size { cv.contentSize = size }
        return rowTop < cv.bounds.minY ? CGFloat(new - old) : 0
    }

    /// Marks the layout for ``prepare()`` and the collection view for layout, as
    /// `UICollectionViewLayout.invalidateLayout()`.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    // MARK: Pooled results for subclasses

    /// Starts a query's result array (empties the reused array, keeps its capacity).
    func beginAttributesQuery() {
        query.begin()
    }

    /// Appends pooled attributes for one element to the current query's result and returns them
    /// (`frame` in content coordinates, points).
    @discardableResult
    func appendAttributes(category: LayoutAttributes.Category, kind: String?, section: Int, item: Int,
                          frame: CGRect) -> LayoutAttributes {
        query.append(category: category, kind: kind, section: section, item: item, frame: frame)
    }

    /// The current query's result.
    var queryResult: [LayoutAttributes] { query.result }

    /// Runs `body` with the pooled query state (the built-in layouts' queries: one exclusivity-checked
    /// access for the whole query).
    internal func withAttributesQuery<R>(_ body: (inout AttributesQuery) -> R) -> R {
        body(&query)
    }
}

/// The pool behind the arrays returned by ``CollectionViewLayout/layoutAttributesForElements(in:)`` and
/// the current query's result.
@MainActor
struct AttributesQuery {
    /// Every attributes object handed out so far (reused by later queries).
    private var pool: [LayoutAttributes] = []
    /// How many pool entries the current query has handed out.
    private var used = 0
    /// The array returned by the current query (reused, `keepingCapacity`).
    private(set) var result: [LayoutAttributes] = []

    /// Starts a query: empties the result (capacity kept), hands the pool out from its start.
    mutating func begin() {
        result.removeAll(keepingCapacity: true)
        used = 0
    }

    /// Appends pooled attributes for one element (`frame` in content coordinates, points).
    @discardableResult
    mutating func append(category: LayoutAttributes.Category, kind: String?, section: Int, item: Int,
                         frame: CGRect) -> LayoutAttributes {
        let attributes: LayoutAttributes
        if used < pool.count {
            attributes = pool[used]
        } else {
            attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: section))
            pool.append(attributes)
        }
        used += 1
        attributes.reset(category: category, kind: kind, section: section, item: item, frame: frame)
        result.append(attributes)
        return attributes
    }
}
