import ScrollSim

// UIKit's names for the engine's table, collection-view delegate and selection types (each the engine's own
// type under UIKit's name). Nested UIKit names resolve through them: `UICollectionView.ScrollDirection`,
// `UICollectionView.elementKindSectionHeader`, `UITableView.Style`, `UITableView.automaticDimension`,
// `UITableViewCell.CellStyle`, `UITableViewCell.AccessoryType`.

/// UIKit's `UICollectionViewDelegate`: the engine's ``ScrollSim/CollectionViewDelegate``.
public typealias UICollectionViewDelegate = ScrollSim.CollectionViewDelegate
/// UIKit's `UICollectionViewDelegateFlowLayout`: the engine's ``ScrollSim/CollectionViewDelegateFlowLayout``.
public typealias UICollectionViewDelegateFlowLayout = ScrollSim.CollectionViewDelegateFlowLayout
/// UIKit's `UITableView`: the engine's ``ScrollSim/TableView``.
public typealias UITableView = ScrollSim.TableView
/// UIKit's `UITableViewCell`: the engine's ``ScrollSim/TableViewCell``.
public typealias UITableViewCell = ScrollSim.TableViewCell
/// UIKit's `UITableViewDataSource`: the engine's ``ScrollSim/TableViewDataSource``.
public typealias UITableViewDataSource = ScrollSim.TableViewDataSource
/// UIKit's `UITableViewDelegate`: the engine's ``ScrollSim/TableViewDelegate``.
public typealias UITableViewDelegate = ScrollSim.TableViewDelegate
