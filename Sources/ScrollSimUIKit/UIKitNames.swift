import ScrollSim

// UIKit's names for the engine's types. Each is the engine's own type under UIKit's name, not a copy, so a
// `UIScrollView` is a `ScrollView` that `Simulation` drives. The engine's own, unprefixed names are not
// re-exported: code that imports only ScrollSimUIKit may declare its own `View` or `Label`.

/// UIKit's `UIView`: the engine's ``ScrollSim/View``.
public typealias UIView = ScrollSim.View
/// UIKit's `UIScrollView`: the engine's ``ScrollSim/ScrollView``.
public typealias UIScrollView = ScrollSim.ScrollView
/// UIKit's `UIScrollViewDelegate`: the engine's ``ScrollSim/ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollSim.ScrollViewDelegate
/// UIKit's `UIEdgeInsets`: the engine's ``ScrollSim/EdgeInsets``.
public typealias UIEdgeInsets = ScrollSim.EdgeInsets
/// UIKit's `UICollectionView`: the engine's ``ScrollSim/CollectionView``.
public typealias UICollectionView = ScrollSim.CollectionView
/// UIKit's `UICollectionReusableView`: the engine's ``ScrollSim/CollectionReusableView``.
public typealias UICollectionReusableView = ScrollSim.CollectionReusableView
/// UIKit's `UICollectionViewCell`: the engine's ``ScrollSim/CollectionViewCell``.
public typealias UICollectionViewCell = ScrollSim.CollectionViewCell
/// UIKit's `UICollectionViewLayout`: the engine's ``ScrollSim/CollectionViewLayout``.
public typealias UICollectionViewLayout = ScrollSim.CollectionViewLayout
/// UIKit's `UICollectionViewFlowLayout`: the engine's ``ScrollSim/FlowLayout``.
public typealias UICollectionViewFlowLayout = ScrollSim.FlowLayout
/// UIKit's `UICollectionViewLayoutAttributes`: the engine's ``ScrollSim/LayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = ScrollSim.LayoutAttributes
/// UIKit's `UICollectionViewDataSource`: the engine's ``ScrollSim/CollectionViewDataSource``.
public typealias UICollectionViewDataSource = ScrollSim.CollectionViewDataSource
/// UIKit's `UIImageView`: the engine's ``ScrollSim/ImageView``.
public typealias UIImageView = ScrollSim.ImageView
/// UIKit's `UILabel`: the engine's ``ScrollSim/Label``.
public typealias UILabel = ScrollSim.Label
/// UIKit's `UIStackView`: the engine's ``ScrollSim/StackView``.
public typealias UIStackView = ScrollSim.StackView
/// UIKit's `UILayoutGuide`: the engine's ``ScrollSim/LayoutGuide``.
public typealias UILayoutGuide = ScrollSim.LayoutGuide
/// UIKit's `UILayoutPriority`: the engine's ``ScrollSim/LayoutPriority``.
public typealias UILayoutPriority = ScrollSim.LayoutPriority
/// UIKit's `NSLayoutConstraint`: the engine's ``ScrollSim/LayoutConstraint``.
public typealias NSLayoutConstraint = ScrollSim.LayoutConstraint
/// UIKit's `NSLayoutXAxisAnchor`: the engine's ``ScrollSim/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = ScrollSim.LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: the engine's ``ScrollSim/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = ScrollSim.LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: the engine's ``ScrollSim/LayoutDimension``.
public typealias NSLayoutDimension = ScrollSim.LayoutDimension
