import Foundation

/// The messages a ``CollectionView`` sends about its items, as UIKit's `UICollectionViewDelegate`; it
/// inherits the scroll callbacks of ``ScrollViewDelegate``. Set it as the collection view's
/// ``ScrollView/delegate``. Every method has a default implementation (UIKit's optional methods).
///
/// Display callbacks come from the collection view's layout pass: first `didEndDisplaying` for the
/// elements that left, then, for each element that appeared, the data source's `cellForItemAt` (or
/// `viewForSupplementaryElementOfKind`) followed by `willDisplay`, in layout order. `reloadData()` ends the
/// display of every visible element. Selection callbacks come from a tap (<doc:ScenarioFormat>'s `tap`
/// step, ``Gesture/tap(at:)``) after the touch ended, and never from ``CollectionView/selectItem(at:animated:scrollPosition:)``,
/// as in UIKit.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a tap may select the item (default `true`), as `collectionView(_:shouldSelectItemAt:)`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected the item, as `collectionView(_:didSelectItemAt:)`.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// A tap deselected the item (a tap on another item in single selection, or on a selected item in
    /// multiple selection), as `collectionView(_:didDeselectItemAt:)`.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The cell is about to be shown, as `collectionView(_:willDisplay:forItemAt:)`.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// The cell left the visible area (or was removed by `reloadData()`), as
    /// `collectionView(_:didEndDisplaying:forItemAt:)`.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to be shown, as
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A supplementary view left the visible area, as
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
}

/// Default implementations: selection allowed, every callback does nothing.
extension CollectionViewDelegate {
    /// `true`: every item may be selected.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
}
