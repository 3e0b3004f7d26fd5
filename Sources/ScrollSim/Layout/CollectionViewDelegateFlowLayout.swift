import Foundation

/// Per-item and per-section sizes for a ``FlowLayout``, asked of the collection view's delegate, as UIKit's
/// `UICollectionViewDelegateFlowLayout` (it inherits ``CollectionViewDelegate``). A method the delegate
/// does not implement leaves the layout's property in force (``FlowLayout/itemSize``,
/// ``FlowLayout/sectionInset``, ``FlowLayout/minimumLineSpacing``, ``FlowLayout/minimumInteritemSpacing``,
/// ``FlowLayout/headerReferenceSize``, ``FlowLayout/footerReferenceSize``).
///
/// The layout finds out which methods the delegate implements once per ``FlowLayout/prepare()`` and asks
/// them then, for every section and item (O(items), as UIKit's flow layout does when it prepares); the
/// per-frame queries ask nothing.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item, points, as `collectionView(_:layout:sizeForItemAt:)`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The section's inset, points, as `collectionView(_:layout:insetForSectionAt:)`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    /// The spacing between the section's lines, points, as
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The minimum spacing between items of a line, points, as
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The section header's size, points (the height for vertical scrolling, the width for horizontal), as
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The section footer's size, points, as `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

/// Default implementations: each answers "not implemented" (a sentinel the layout recognises, as UIKit
/// asks `respondsToSelector:`), so the layout's own property applies.
extension CollectionViewDelegateFlowLayout {
    /// Not implemented: the layout's ``FlowLayout/itemSize`` applies.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize { FlowLayout.notImplementedSize }
    /// Not implemented: the layout's ``FlowLayout/sectionInset`` applies.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets { FlowLayout.notImplementedInsets }
    /// Not implemented: the layout's ``FlowLayout/minimumLineSpacing`` applies.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat { FlowLayout.notImplementedLength }
    /// Not implemented: the layout's ``FlowLayout/minimumInteritemSpacing`` applies.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { FlowLayout.notImplementedLength }
    /// Not implemented: the layout's ``FlowLayout/headerReferenceSize`` applies.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize { FlowLayout.notImplementedSize }
    /// Not implemented: the layout's ``FlowLayout/footerReferenceSize`` applies.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize { FlowLayout.notImplementedSize }
}
