import Foundation
import ScrollSim

/// A view in a scenario's hierarchy, as described in JSON: a plain view, a scroll view or a collection
/// view (grid or list), with subviews.
///
/// JSON: the root is the top-level `"scrollView"`, `"collectionView"` or `"view"` object; subviews are a list
/// of single-key objects `{"scrollView": {...}}` / `{"collectionView": {...}}` / `{"view": {...}}` under
/// `"subviews"`.
public struct ViewDescription: Sendable {
    /// What kind of view, with its kind-specific properties.
    public enum Kind: Sendable {
        /// A plain `View`.
        case view
        /// A `ScrollView` with these properties.
        case scrollView(ScrollViewProperties)
        /// A `CollectionView` (a `ScrollView` whose content size comes from its layout) with a built-in data
        /// source of ``CollectionViewProperties/itemCount`` named cells.
        case collectionView(CollectionViewProperties)
    }

    /// The view's name (unique in the scenario; letters, digits, `_`, `-`, `.`), used in traces.
    public var name: String
    /// The frame in the superview's (for the root: the window's) coordinates, points. Size ≥ 0
    /// (> 0 for scroll views: the rubber band divides by the bounds size).
    public var frame: CGRect
    /// The kind of view.
    public var kind: Kind
    /// The `View` properties every kind has (`alpha`, `isHidden`, `clipsToBounds`,
    /// `isUserInteractionEnabled`); `nil` fields keep the view class's default.
    public var appearance: ViewAppearance
    /// Child views, back to front.
    public var subviews: [ViewDescription]

    /// Creates a description.
    public init(name: String, frame: CGRect, kind: Kind, appearance: ViewAppearance = ViewAppearance(),
                subviews: [ViewDescription] = []) {
        self.name = name
        self.frame = frame
        self.kind = kind
        self.appearance = appearance
        self.subviews = subviews
    }
}

/// The plain `View` properties a scenario can set on any view. `nil` keeps the class's default (UIKit's:
/// alpha 1, visible, no clipping, interaction enabled).
public struct ViewAppearance: Sendable, Equatable {
    /// `alpha`, 0 … 1 (JSON `"alpha"`).
    public var alpha: CGFloat?
    /// `isHidden` (JSON `"isHidden"`): a hidden view is not drawn, not traced and not hit.
    public var isHidden: Bool?
    /// `clipsToBounds` (JSON `"clipsToBounds"`).
    public var clipsToBounds: Bool?
    /// `isUserInteractionEnabled` (JSON `"isUserInteractionEnabled"`): `false` makes touches pass through
    /// the view and its subviews.
    public var isUserInteractionEnabled: Bool?

    /// Creates appearance overrides (all `nil`: the class's defaults).
    public init(alpha: CGFloat? = nil, isHidden: Bool? = nil, clipsToBounds: Bool? = nil,
                isUserInteractionEnabled: Bool? = nil) {
        self.alpha = alpha
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.isUserInteractionEnabled = isUserInteractionEnabled
    }
}

/// The scroll-view properties a scenario can set, with UIKit's defaults.
public struct ScrollViewProperties: Sendable {
    /// `contentSize`, points (required in JSON as `[w, h]`, each ≥ 0; for a collection view it comes from
    /// the layout and is not given).
    public var contentSize: CGSize
    /// `contentInset` (JSON `{top, left, bottom, right}`, each optional, default 0; may be negative).
    public var contentInset: EdgeInsets = .zero
    /// `contentInsetAdjustmentBehavior` (JSON `"automatic"`, `"scrollableAxes"`, `"never"` or `"always"`;
    /// default `"automatic"`, UIKit's); matters only with a top-level `"safeAreaInsets"`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The initial `contentOffset` (JSON `[x, y]`, default `[0, 0]`), set after size and insets.
    public var contentOffset: CGPoint = .zero
    /// `bounces` (default `true`): sets both axes' flags unless a per-axis key is given.
    public var bounces = true
    /// `bouncesVertically` (`nil`, the default: as `bounces`; <doc:Physics#Drag-and-rubber-band>, UIKit iOS 17.4).
    public var bouncesVertically: Bool?
    /// `bouncesHorizontally` (`nil`, the default: as `bounces`; <doc:Physics#Drag-and-rubber-band>, UIKit iOS 17.4).
    public var bouncesHorizontally: Bool?
    /// `alwaysBounceVertical` (default `false`).
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal` (default `false`).
    public var alwaysBounceHorizontal = false
    /// `isScrollEnabled` (default `true`).
    public var isScrollEnabled = true
    /// `isDirectionalLockEnabled` (default `false`).
    public var isDirectionalLockEnabled = false
    /// `scrollsToTop` (default `true`).
    public var scrollsToTop = true
    /// `isPagingEnabled` (default `false`).
    public var isPagingEnabled = false
    /// `decelerationRate` (JSON `"normal"`, `"fast"` or a number in (0, 1); default `.normal`). A custom
    /// number is passed on as given; the engine snaps it as UIKit does (<doc:Physics#Deceleration>).
    public var decelerationRate: DecelerationRate = .normal
    /// `transfersVerticalScrollingToParent` (default `true`, UIKit's).
    public var transfersVerticalScrollingToParent = true
    /// `transfersHorizontalScrollingToParent` (default `true`, UIKit's).
    public var transfersHorizontalScrollingToParent = true
    /// `nestedScrolling` (JSON `"uikit"` or `"chaining"`, default `"uikit"`) with `overscrollBehavior`
    /// (`"auto"`, `"contain"`, `"none"`; default `"auto"`; only with chaining).
    public var nestedScrolling: NestedScrollingMode = .uikit
    /// `refreshControl` (default `false`): give the scroll view a ``RefreshControl`` (UIKit's
    /// `UIRefreshControl`); a pull starts it, and it stays refreshing (a scenario has no `endRefreshing()`).
    public var refreshControl = false

    /// Creates properties with UIKit's defaults and the given content size.
    public init(contentSize: CGSize) {
        self.contentSize = contentSize
    }
}

/// A collection view's properties: its scroll-view properties (content size excluded: the layout
/// computes it), its layout and the number of items its built-in data source shows.
///
/// The built-in data source has one section of ``itemCount`` plain cells. Cells are recycled as UIKit's;
/// each is renamed when configured, `<view>.item-<i>` for item i, and a flow layout's section header is
/// `<view>.header-0`, so the traces say which item a view shows. A list's table header view is
/// `<view>.tableHeader`.
public struct CollectionViewProperties: Sendable {
    /// The scroll-view properties (`contentSize` is ignored: the layout sets it).
    public var scroll: ScrollViewProperties
    /// The layout (JSON `"layout"`: `{"flow": {...}}` or `{"list": {...}}`).
    public var layout: CollectionLayoutDescription
    /// Items in the single section (JSON `"itemCount"`, a whole number 0 … 10 000 000; with `rowHeights`
    /// it defaults to their count).
    public var itemCount: Int

    /// Creates properties.
    public init(scroll: ScrollViewProperties = ScrollViewProperties(contentSize: .zero),
                layout: CollectionLayoutDescription, itemCount: Int) {
        self.scroll = scroll
        self.layout = layout
        self.itemCount = itemCount
    }
}

/// A collection view's layout as described in a scenario.
public enum CollectionLayoutDescription: Sendable, Equatable {
    /// A vertical `FlowLayout` (UIKit's defaults for what is not given: spacing 10, no inset, no header).
    case flow(itemSize: CGSize, minimumLineSpacing: CGFloat, minimumInteritemSpacing: CGFloat,
              sectionInset: EdgeInsets, headerReferenceSize: CGSize)
    /// A `ListLayout`: `rowHeight` for rows without an entry in `rowHeights`, and a table header view of
    /// `tableHeaderHeight` points (0: none).
    case list(rowHeight: CGFloat, rowHeights: [CGFloat], tableHeaderHeight: CGFloat)
}
