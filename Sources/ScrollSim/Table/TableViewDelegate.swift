import Foundation

/// The messages a ``TableView`` sends about its rows and asks of its delegate, as UIKit's
/// `UITableViewDelegate`; it inherits the scroll callbacks of ``ScrollViewDelegate``. Set it as the table
/// view's ``ScrollView/delegate``. Every method has a default implementation (UIKit's optional methods).
///
/// Heights are asked once per layout preparation (after `reloadData()`, a size change or a change of the
/// delegate) for every row and section, as UIKit does without estimates. Display and selection follow
/// ``CollectionViewDelegate``'s order.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The row's height, points, or ``TableView/automaticDimension`` (default: the table's
    /// ``TableView/rowHeight``), as `tableView(_:heightForRowAt:)`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The section header's height, points, or ``TableView/automaticDimension`` (default: the table's
    /// ``TableView/sectionHeaderHeight``), as `tableView(_:heightForHeaderInSection:)`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The section footer's height (default: ``TableView/sectionFooterHeight``), as
    /// `tableView(_:heightForFooterInSection:)`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// The section header's view, or `nil` (default), as `tableView(_:viewForHeaderInSection:)`. It is
    /// sized to the header.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The section footer's view, or `nil` (default), as `tableView(_:viewForFooterInSection:)`.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The cell is about to be shown, as `tableView(_:willDisplay:forRowAt:)`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The cell left the visible area (or `reloadData()` removed it), as
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A tap is about to select the row: return `nil` to select nothing (default: the row), as
    /// `tableView(_:willSelectRowAt:)`. ScrollSim selects the tapped row for any non-`nil` answer (UIKit
    /// would select the returned one instead).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A tap selected the row, as `tableView(_:didSelectRowAt:)`.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A tap deselected the row (a tap on another row in single selection), as
    /// `tableView(_:didDeselectRowAt:)`.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// The table's ``TableView/rowHeight``.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's ``TableView/sectionHeaderHeight``.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's ``TableView/sectionFooterHeight``.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// No view.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Selects the row that was tapped.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
