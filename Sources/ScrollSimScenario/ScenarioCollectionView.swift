import Foundation
import ScrollSim

/// A scenario's collection view: a ``CollectionView`` with its layout built from a
/// ``CollectionLayoutDescription`` and a built-in data source it keeps alive (`dataSource` is weak, as
/// UIKit's).
///
/// The data source shows one section of ``CollectionViewProperties/itemCount`` plain cells. A cell is
/// renamed each time it is configured, `<name>.item-<i>`; a flow layout's section header is
/// `<name>.header-<section>`; a list's table header view is `<name>.tableHeader`.
final class ScenarioCollectionView: CollectionView {
    /// The built-in data source (strong here; the superclass holds it weakly).
    private let ownedDataSource: ScenarioDataSource

    init(frame: CGRect, properties: CollectionViewProperties, name: String) {
        let layout: CollectionViewLayout
        var headerHeight: CGFloat = 0
        switch properties.layout {
        case let .flow(itemSize, lineSpacing, interitemSpacing, sectionInset, headerSize):
            let flow = FlowLayout()
            flow.itemSize = itemSize
            flow.minimumLineSpacing = lineSpacing
            flow.minimumInteritemSpacing = interitemSpacing
            flow.sectionInset = sectionInset
            flow.headerReferenceSize = headerSize
            layout = flow
        case let .list(rowHeight, rowHeights, tableHeaderHeight):
            let list = ListLayout()
            list.rowHeight = rowHeight
            list.rowHeights = rowHeights
            layout = list
            headerHeight = tableHeaderHeight
        }
        ownedDataSource = ScenarioDataSource(itemCount: properties.itemCount)
        super.init(frame: frame, collectionViewLayout: layout)
        self.name = name
        register(CollectionViewCell.self, forCellWithReuseIdentifier: ScenarioDataSource.cellIdentifier)
        register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                 withReuseIdentifier: ScenarioDataSource.headerIdentifier)
        if headerHeight > 0 {
            tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: frame.width, height: headerHeight),
                                   name: name + ".tableHeader")
        }
        dataSource = ownedDataSource
    }

    /// Unarchiving is not modelled.
    required init?(coder: NSCoder) {
        return nil
    }
}

/// The built-in data source of a scenario's collection view: `itemCount` plain cells in one section,
/// named after their item, and section headers named after their section.
final class ScenarioDataSource: CollectionViewDataSource {
    static let cellIdentifier = "cell"
    static let headerIdentifier = "header"
    let itemCount: Int

    init(itemCount: Int) {
        self.itemCount = itemCount
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { itemCount }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        cell.name = "\(collectionView.name).item-\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.headerIdentifier,
                                                                   for: indexPath)
        view.name = "\(collectionView.name).header-\(indexPath.section)"
        return view
    }
}
