import Foundation

/// Selection, as UIKit's `UICollectionView`: by tap (the engine's touch router calls
/// ``selectItemFromTap(at:)``) or in code. Code selection sends no delegate message, as in UIKit.
extension CollectionView {
    /// Whether a tap may select items, as UIKit's `allowsSelection` (default `true`).
    public var allowsSelection: Bool {
        get { !selectionDisabled }
        set { selectionDisabled = !newValue }
    }

    /// The selected items in the order they were selected, or `nil` when none is, as UIKit's
    /// `indexPathsForSelectedItems`.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects the item (replacing the selection unless ``allowsMultipleSelection``) and scrolls to it with
    /// `scrollPosition` (``ScrollPosition/none``: no scrolling), as UIKit's
    /// `selectItem(at:animated:scrollPosition:)`; sends no delegate message. `nil` clears the selection.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedItems { cellForItem(at: selected)?.isSelected = false }
            selectedItems.removeAll()
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedItems where selected != indexPath { cellForItem(at: selected)?.isSelected = false }
            selectedItems.removeAll { $0 != indexPath }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item, as UIKit's `deselectItem(at:animated:)`; sends no delegate message.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A tap ended on the visible cell of `indexPath` with no pan and no moving scroll view: selects it as
    /// UIKit does (<doc:CallbackOrder#Tap-on-a-list>). Nothing when ``allowsSelection`` is off. In single
    /// selection a tap on the selected item keeps it selected (no message); otherwise the previous item is
    /// deselected (`didDeselectItemAt`), then `shouldSelectItemAt` is asked and `didSelectItemAt` sent. In
    /// ``allowsMultipleSelection`` a tap on a selected item deselects it.
    func selectItemFromTap(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        if selectedItems.contains(indexPath) {
            guard allowsMultipleSelection else { return }
            deselectItem(at: indexPath, animated: false)
            tapDidDeselect(indexPath)
            return
        }
        guard tapShouldSelect(indexPath) else { return }
        if !allowsMultipleSelection {
            let previous = selectedItems
            for old in previous {
                deselectItem(at: old, animated: false)
                tapDidDeselect(old)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: .none)
        tapDidSelect(indexPath)
    }
}
