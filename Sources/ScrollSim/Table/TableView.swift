import Foundation

/// A list of rows in sections, as UIKit's `UITableView`: a ``CollectionView`` (so a scroll view with the
/// collection view's recycling, O(visible) per frame) with a table layout (see its rule in
/// ``TableView/rowHeight`` and the layout notes below) and UIKit's table API.
///
/// Set ``CollectionView/dataSource`` to a ``TableViewDataSource`` and ``ScrollView/delegate`` to a
/// ``TableViewDelegate``. Content top to bottom: ``CollectionView/tableHeaderView`` (its frame height),
/// then per section its header, rows and footer, then ``tableFooterView`` (its frame height); all span the
/// width. Row heights: the delegate's `heightForRowAt`, else ``rowHeight``; ``automaticDimension`` rows
/// start at ``estimatedRowHeight`` and take their cell's constraint height when it first appears (44 pt
/// without constraints, UIKit's standard row). Section header and footer heights: the delegate's, else
/// ``sectionHeaderHeight``/``sectionFooterHeight``; automatic: 28 pt with a title, the view's frame height
/// with a view, else 0 (plain) or 17.5 pt (grouped) [model].
///
/// Not modelled: plain-style headers pinned while their section scrolls, separators, editing, the inset
/// grouped style's side insets (the style is accepted).
@MainActor
open class TableView: CollectionView {
    /// The table's look, as UIKit's `UITableView.Style` (accepted; only the empty header heights differ).
    public enum Style: Sendable, Equatable {
        /// Rows edge to edge (UIKit default).
        case plain
        /// Sections as groups.
        case grouped
        /// Sections as inset rounded groups.
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts a row, as UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Sendable, Equatable {
        /// Move as little as needed (ScrollSim: no vertical scrolling).
        case none
        /// The row's top at the visible top.
        case top
        /// The row centred in the visible height.
        case middle
        /// The row's bottom at the visible bottom.
        case bottom
    }

    /// UIKit's `UITableView.automaticDimension` (−1): a height from the content (see the type's rule).
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The table's style, as passed to ``init(frame:style:)``.
    public let style: Style

    /// The height of rows the delegate does not size, points, or ``automaticDimension`` (UIKit's default,
    /// resolving to 44 pt for cells without constraints).
    public var rowHeight: CGFloat = TableView.automaticDimension { didSet { collectionViewLayout.invalidateLayout() } }
    /// The height assumed for automatic rows until measured, points (UIKit default
    /// ``automaticDimension``; automatic or 0 means 44 here).
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension { didSet { collectionViewLayout.invalidateLayout() } }
    /// The height of section headers the delegate does not size (UIKit default ``automaticDimension``).
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { collectionViewLayout.invalidateLayout() } }
    /// The height of section footers the delegate does not size (UIKit default ``automaticDimension``).
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { collectionViewLayout.invalidateLayout() } }
    /// As UIKit's `separatorStyle` (default ``TableViewCell/SeparatorStyle/singleLine``; accepted, not drawn).
    public var separatorStyle: TableViewCell.SeparatorStyle = .singleLine

    /// A view below the last section, spanning the width, as UIKit's `tableFooterView`: its frame height
    /// sets the space.
    public var tableFooterView: View? {
        get { footerViewStorage }
        set {
            footerViewStorage?.removeFromSuperview()
            footerViewStorage = newValue
            if let footer = newValue { addSubview(footer) }
            collectionViewLayout.invalidateLayout()
        }
    }
    private var footerViewStorage: View?

    /// The delegate as a ``TableViewDelegate`` (cached when ``ScrollView/delegate`` is set).
    weak var tableDelegate: TableViewDelegate?

    /// The identifiers of the built-in section header and footer container.
    static let headerFooterIdentifier = "ScrollSim.TableView.headerFooter"

    /// Creates a table view, as UIKit's designated `init(frame:style:)`.
    /// - Parameters:
    ///   - frame: points, in the superview's space.
    ///   - style: the table's style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame, collectionViewLayout: TableLayout())
        register(TableSectionContainer.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                 withReuseIdentifier: Self.headerFooterIdentifier)
        register(TableSectionContainer.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                 withReuseIdentifier: Self.headerFooterIdentifier)
    }

    /// A plain table view, as UIKit's `init(frame:)`.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A plain table view with a zero frame, as UIKit's `UITableView()` (`init(frame: .zero, style: .plain)`).
    public convenience init() {
        self.init(frame: .zero, style: .plain)
    }

    /// Unarchiving is not modelled: returns `nil` (``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `collectionView` as the table view it is (the data source's bridge; a table's data source serves
    /// only tables).
    static func table(_ collectionView: CollectionView) -> TableView {
        guard let table = collectionView as? TableView else {
            preconditionFailure("CollectionView(\(collectionView.name)): a TableViewDataSource serves only table views")
        }
        return table
    }

    // MARK: Data

    /// The number of rows in `section`, as UIKit's `numberOfRows(inSection:)`.
    public func numberOfRows(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    // MARK: Registration and dequeue

    /// Registers a cell class for `identifier`, as UIKit's `register(_:forCellReuseIdentifier:)`. The class
    /// must be a ``TableViewCell`` subclass (precondition); `nil` unregisters.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass, !(cellClass is TableViewCell.Type) {
            preconditionFailure("TableView(\(name)): register(_:forCellReuseIdentifier: '\(identifier)'): \(cellClass) is not a UITableViewCell (TableViewCell) subclass")
        }
        register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// A recycled cell for `identifier`, or a new one, as UIKit's `dequeueReusableCell(withIdentifier:for:)`.
    /// The identifier must be registered (precondition).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        unsafeDowncast(dequeue(kind: nil, identifier: identifier, indexPath: indexPath), to: TableViewCell.self)
    }

    /// A recycled cell for `identifier`, a new one if its class is registered, else `nil`, as UIKit's
    /// `dequeueReusableCell(withIdentifier:)`. Cells the data source made itself with
    /// ``TableViewCell/init(style:reuseIdentifier:)`` are recycled under their identifier, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard canDequeue(kind: nil, identifier: identifier) else { return nil }
        return dequeue(kind: nil, identifier: identifier, indexPath: IndexPath(row: 0, section: 0)) as? TableViewCell
    }

    // MARK: Visible rows

    /// The index paths of the visible rows, sorted, or `nil` when none is visible, as UIKit's
    /// `indexPathsForVisibleRows`.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = indexPathsForVisibleItems
        return paths.isEmpty ? nil : paths
    }

    /// The visible cell of the row, or `nil`, as UIKit's `cellForRow(at:)`.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        cellForItem(at: indexPath) as? TableViewCell
    }

    /// The row's frame in content coordinates (`.zero` for no such row), as UIKit's `rectForRow(at:)`.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeeded()
        return (collectionViewLayout as? TableLayout)?.rowFrame(indexPath) ?? .zero
    }

    /// Scrolls the row to `scrollPosition`, as UIKit's `scrollToRow(at:at:animated:)` (the collection view's
    /// ``CollectionView/scrollToItem(at:at:animated:)`` with the matching vertical position; `.none`
    /// scrolls nothing).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let position: CollectionView.ScrollPosition
        switch scrollPosition {
        case .none: return
        case .top: position = .top
        case .middle: position = .centeredVertically
        case .bottom: position = .bottom
        }
        scrollToItem(at: indexPath, at: position, animated: animated)
    }

    // MARK: Selection

    /// The selected row (the first selected), or `nil`, as UIKit's `indexPathForSelectedRow`.
    public var indexPathForSelectedRow: IndexPath? { selectedItems.first }
    /// The selected rows, or `nil`, as UIKit's `indexPathsForSelectedRows`.
    public var indexPathsForSelectedRows: [IndexPath]? { indexPathsForSelectedItems }

    /// Selects the row, as UIKit's `selectRow(at:animated:scrollPosition:)` (no delegate message).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItem(at: indexPath, animated: animated, scrollPosition: .none)
        if let indexPath { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row, as UIKit's `deselectRow(at:animated:)` (no delegate message).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath, animated: animated)
    }

    // MARK: Delegate

    override func delegateDidChange() {
        tableDelegate = delegate as? TableViewDelegate
        super.delegateDidChange()
    }

    override func elementWillDisplay(_ view: CollectionReusableView, kind: String?, at indexPath: IndexPath) {
        guard kind == nil, let delegate = tableDelegate, let cell = view as? TableViewCell else { return }
        delegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    override func elementDidEndDisplaying(_ view: CollectionReusableView, kind: String?, at indexPath: IndexPath) {
        guard kind == nil, let delegate = tableDelegate, let cell = view as? TableViewCell else { return }
        delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// The tap selects the index path the delegate's `willSelectRowAt` returns (none for `nil`).
    override func tapShouldSelect(_ indexPath: IndexPath) -> Bool {
        guard let delegate = tableDelegate else { return true }
        return delegate.tableView(self, willSelectRowAt: indexPath) != nil
    }

    override func tapDidSelect(_ indexPath: IndexPath) {
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    override func tapDidDeselect(_ indexPath: IndexPath) {
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
    }

    // MARK: Sections and layout

    /// A section header or footer: the delegate's view (sized to fill), else a label with the title, in
    /// a recycled container.
    func sectionSupplementaryView(ofKind kind: String, section: Int) -> CollectionReusableView {
        let container = unsafeDowncast(dequeue(kind: kind, identifier: Self.headerFooterIdentifier,
                                               indexPath: IndexPath(item: 0, section: section)),
                                       to: TableSectionContainer.self)
        let header = kind == CollectionView.elementKindSectionHeader
        var content = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                             : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if content == nil, let source = dataSource as? TableViewDataSource,
           let title = header ? source.tableView(self, titleForHeaderInSection: section) : source.tableView(self, titleForFooterInSection: section) {
            let label = container.titleLabel
            label.text = title
            content = label
        }
        container.show(content)
        return container
    }

    /// Lays out as a collection view, then places the table footer view below the last section.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let footer = tableFooterView, let layout = collectionViewLayout as? TableLayout {
            let f = CGRect(x: 0, y: layout.tableFooterTop, width: bounds.width, height: footer.frame.height)
            if !footer.frame.isEqual(to: f) { footer.frame = f }
        }
    }
}

/// The recycled container of a table section header or footer: holds the delegate's view (or a title
/// label) sized to fill it.
@MainActor
final class TableSectionContainer: CollectionReusableView {
    private var content: View?
    /// The label that shows a section title (made on first use).
    lazy var titleLabel = Label(name: "titleLabel")

    /// Shows `view` (replacing the previous content), sized to the container.
    func show(_ view: View?) {
        if content !== view {
            content?.removeFromSuperview()
            content = view
            if let view { addSubview(view) }
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        if let content {
            let f = content === titleLabel ? CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: bounds.height) : bounds
            if !content.frame.isEqual(to: f) { content.frame = f }
        }
        super.layoutSubviews()
    }
}
