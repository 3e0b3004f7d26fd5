import Foundation
@testable import ScrollSim

/// A data source with fixed item counts per section and one cell identifier; it counts its calls.
final class CountingDataSource: CollectionViewDataSource {
    var counts: [Int]
    var cellCalls = 0, headerCalls = 0
    var configuredIndexPaths: [IndexPath] = []
    var recordPaths = false
    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellCalls += 1
        if recordPaths { configuredIndexPaths.append(indexPath) }
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        headerCalls += 1
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// A root, a collection view and its (otherwise weakly held) data source, kept alive together.
final class CollectionFixture {
    let root: View, cv: CollectionView, ds: CountingDataSource
    init(_ t: (View, CollectionView, CountingDataSource)) { (root, cv, ds) = t }
}

/// A collection view in a 390 × 844 root, registered for "cell" and "header".
func makeCollection(layout: CollectionViewLayout, counts: [Int]) -> CollectionFixture {
    CollectionFixture(makeCollectionParts(layout: layout, counts: counts))
}

private func makeCollectionParts(layout: CollectionViewLayout, counts: [Int]) -> (View, CollectionView, CountingDataSource) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
    let cv = CollectionView(frame: root.bounds, collectionViewLayout: layout)
    cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
    root.addSubview(cv)
    let ds = CountingDataSource(counts: counts)
    cv.dataSource = ds
    root.layoutIfNeeded()
    return (root, cv, ds)
}
