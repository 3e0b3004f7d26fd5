import Foundation

/// Supplies a ``CollectionView``'s content, as `UICollectionViewDataSource`.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// Number of sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// Number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for `indexPath`; get it from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The configured supplementary view of `kind` for `indexPath`; get it from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``. The default
    /// traps: a layout that shows supplementary views needs a data source that provides them.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section, as UIKit's default.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// Traps: the layout asked for a supplementary view the data source does not provide.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        preconditionFailure("CollectionView(\(collectionView.name)): the layout shows a '\(kind)' at \(indexPath) but the data source does not provide supplementary views")
    }
}
