import Foundation
import ScrollSim

/// The data source of the list and grid scenarios: `count` items in one section, each a recycled
/// `CollectionViewCell` registered as ``reuseIdentifier``. Configuring a cell does what a real cell
/// configuration does at the least — dequeue, read the item — and keeps no per-item state.
final class BenchListDataSource: CollectionViewDataSource {
    /// The one cell identifier.
    static let reuseIdentifier = "cell"
    /// Items in section 0.
    let count: Int
    /// Cells configured so far.
    private(set) var configured = 0

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        configured &+= 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
    }

    /// Deterministic variable row heights: 44, 66, 88, 110 or 132 pt (mean 88), from a multiplicative
    /// hash of the row index (Knuth's 2654435761), so neighbouring rows differ and no randomness is needed.
    static func rowHeight(_ row: Int) -> CGFloat {
        44 + 22 * CGFloat((UInt64(row) &* 2_654_435_761 >> 16) % 5)
    }
}
