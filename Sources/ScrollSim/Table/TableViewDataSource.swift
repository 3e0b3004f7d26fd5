import Foundation

/// Supplies a ``TableView``'s rows, as UIKit's `UITableViewDataSource`. Set it as the table view's
/// ``CollectionView/dataSource`` (`tableView.dataSource = self`).
///
/// The table view is a ``CollectionView``: this protocol refines ``CollectionViewDataSource`` and answers
/// the collection view's questions from the table methods (default implementations below), so a
/// conforming type implements only UIKit's table methods.
@MainActor
public protocol TableViewDataSource: CollectionViewDataSource {
    /// The number of sections (default 1), as `numberOfSections(in:)`.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`, as `tableView(_:numberOfRowsInSection:)`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The configured cell for the row, as `tableView(_:cellForRowAt:)`; get it from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The section header's title, or `nil` (default), as `tableView(_:titleForHeaderInSection:)`.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The section footer's title, or `nil` (default), as `tableView(_:titleForFooterInSection:)`.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section, as UIKit's default.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// The table's section count (the collection view's question, answered by the table method).
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        numberOfSections(in: TableView.table(collectionView))
    }
    /// The section's row count.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        tableView(TableView.table(collectionView), numberOfRowsInSection: section)
    }
    /// The row's cell.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        tableView(TableView.table(collectionView), cellForRowAt: indexPath)
    }
    /// A section header or footer: the delegate's view or the title, in a container the table recycles.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        TableView.table(collectionView).sectionSupplementaryView(ofKind: kind, section: indexPath.section)
    }
}
