import Foundation

/// A row of a ``TableView``, as UIKit's `UITableViewCell`: a ``CollectionViewCell`` with a
/// ``CollectionViewCell/contentView`` (put subviews there; it is sized to the cell) and a ``textLabel``.
///
/// UIKit subclasses override exactly `init(style:reuseIdentifier:)` and `init?(coder:)`; such a subclass
/// inherits ``init(frameForReuse:)``, through which the table view creates its cells (it calls
/// `init(style: .default, reuseIdentifier: nil)`, and the table view sets the identifier it was
/// registered with).
///
/// Self-sizing rows (``TableView/rowHeight`` ``TableView/automaticDimension``) are measured from the
/// constraints of the ``CollectionViewCell/contentView``'s subviews (`systemLayoutSizeFitting` at the table's width); a cell
/// without such constraints is 44 pt tall (UIKit's standard row).
@MainActor
open class TableViewCell: CollectionViewCell {
    /// The cell's built-in layout, as UIKit's `UITableViewCell.CellStyle` (accepted; every style shows
    /// ``textLabel`` only).
    public enum CellStyle: Sendable, Equatable {
        /// A text label (UIKit default).
        case `default`
        /// A text label and a right-aligned detail label.
        case value1
        /// A right-aligned text label and a detail label.
        case value2
        /// A text label above a detail label.
        case subtitle
    }

    /// How a selected cell looks, as UIKit's `UITableViewCell.SelectionStyle` (accepted, not drawn).
    public enum SelectionStyle: Sendable, Equatable {
        /// No highlight.
        case none
        /// Blue (before iOS 7).
        case blue
        /// Grey.
        case gray
        /// The system default.
        case `default`
    }

    /// The control at the trailing edge, as UIKit's `UITableViewCell.AccessoryType` (accepted, not drawn).
    public enum AccessoryType: Sendable, Equatable {
        /// None (UIKit default).
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How rows are separated, as UIKit's `UITableViewCell.SeparatorStyle` (the type of
    /// ``TableView/separatorStyle``; accepted, not drawn).
    public enum SeparatorStyle: Sendable, Equatable {
        /// No separators.
        case none
        /// A hairline (UIKit default).
        case singleLine
        /// An etched line (deprecated in UIKit).
        case singleLineEtched
    }

    /// The built-in label, as UIKit's `textLabel`, created on first use inside ``CollectionViewCell/contentView``: 16 pt from
    /// the leading edge (UIKit's cell margin), spanning the content view's height [model].
    public var textLabel: Label? {
        if let label = textLabelStorage { return label }
        let label = Label(name: "textLabel")
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }
    private var textLabelStorage: Label?

    /// The cell's style, as passed to ``init(style:reuseIdentifier:)``.
    public let cellStyle: CellStyle
    /// As UIKit's `selectionStyle` (default ``SelectionStyle/default``; accepted).
    public var selectionStyle: SelectionStyle = .default
    /// As UIKit's `accessoryType` (default ``AccessoryType/none``; accepted).
    public var accessoryType: AccessoryType = .none

    /// Creates a cell, as UIKit's designated `init(style:reuseIdentifier:)`: 320 × 44 pt (UIKit's initial
    /// cell frame) until the table view places it.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        self.reuseIdentifier = reuseIdentifier
        _ = contentView   // made now: UIKit's table cells always have it (accessories not modelled: it spans the cell)
    }

    /// Unarchiving is not modelled: returns `nil` (``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A `.default` cell with this frame (UIKit cells inherit `init(frame:)` from `UIView`).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How the table view creates a registered cell class: `init(style: .default, reuseIdentifier: nil)`
    /// (the subclass's override runs), as UIKit creates registered cells.
    public required convenience init(frameForReuse frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Sizes the ``textLabel`` to the cell, then lays out as a cell does.
    open override func layoutSubviews() {
        let b = bounds
        if let label = textLabelStorage, label.translatesAutoresizingMaskIntoConstraints {
            let f = CGRect(x: 16, y: 0, width: max(0, b.width - 32), height: b.height)
            if !label.frame.isEqual(to: f) { label.frame = f }
        }
        super.layoutSubviews()
    }

    /// Whether the content view's subviews are placed by constraints (then a self-sizing row measures
    /// them).
    var hasContentConstraints: Bool {
        if !contentView.constraints.isEmpty { return true }
        for subview in contentView.subviews where !subview.constraints.isEmpty { return true }
        return false
    }
}
