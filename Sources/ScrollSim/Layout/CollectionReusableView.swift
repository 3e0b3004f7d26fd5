import Foundation

/// A view a ``CollectionView`` recycles, as `UICollectionReusableView`. Subclass it for cells and
/// supplementary views; register the subclass with the collection view.
@MainActor
open class CollectionReusableView: View {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The element it currently shows (valid while visible).
    public internal(set) var indexPath = IndexPath(item: 0, section: 0)

    /// Key of the element shown: category/kind, section, item.
    internal var elementKey = ElementKey(kind: -1, section: -1, item: -1)
    /// The layout pass in which it was last placed.
    internal var layoutGeneration = 0

    /// Creates a reusable view, as UIKit's `init(frame:)`; subclasses override it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Unarchiving is not modelled: returns `nil` (``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How the collection view creates a registered class's view when its reuse queue is empty: it calls
    /// ``init(frame:)`` (a subclass's override of it runs), as UIKit creates cells with `initWithFrame:`.
    /// A subclass that overrides `init(frame:)` and `init?(coder:)` inherits it; one that declares other
    /// designated initializers must provide it.
    public required convenience init(frameForReuse frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is handed out again by a dequeue, as UIKit's `prepareForReuse()`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes (frame, alpha, hidden, transform), as UIKit's
    /// `apply(_:)`. Override to read more; call `super`.
    open func apply(_ attributes: LayoutAttributes) {
        let target = attributes.frame
        if !frame.isEqual(to: target) { frame = target }
        if alpha != attributes.alpha { alpha = attributes.alpha }
        if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        if transform != attributes.transform { transform = attributes.transform }
    }
}

/// A cell of a ``CollectionView``, as `UICollectionViewCell`.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content, as UIKit's `contentView`: made on first use, a subview
    /// sized to the cell's bounds (put subviews here, as in UIKit; views added to the cell itself work
    /// too).
    public var contentView: View {
        if let view = contentViewStorage { return view }
        let view = View(frame: bounds, name: "contentView")
        contentViewStorage = view
        addSubview(view)
        return view
    }
    private var contentViewStorage: View?

    /// Sizes the ``contentView`` (if made) to the cell, then lays out as a view does.
    open override func layoutSubviews() {
        if let view = contentViewStorage {
            let b = bounds
            if !view.frame.isEqual(to: b) { view.frame = b }
        }
        super.layoutSubviews()
    }

    /// Whether the cell shows a selected item, as UIKit's `isSelected` (set by the collection view when
    /// a tap or ``CollectionView/selectItem(at:animated:scrollPosition:)`` selects its item, and when it is
    /// configured for an item). Override to restyle; call `super`.
    open var isSelected = false

    /// Whether the cell is highlighted, as UIKit's `isHighlighted` (accepted; the touch highlight is not
    /// modelled: it stays `false` unless set).
    open var isHighlighted = false
}

/// Identifies an element: `kind` −1 for cells, else the index of its supplementary kind.
internal struct ElementKey: Hashable {
    var kind: Int
    var section: Int
    var item: Int

    /// One hasher word for the three fields (a third of the hashing work of the synthesised
    /// conformance; only lookups use the hash, never an iteration order).
    func hash(into hasher: inout Hasher) {
        hasher.combine(UInt(bitPattern: kind) &* 0x9E37_79B9_7F4A_7C15
                       ^ UInt(bitPattern: section) &* 0xC2B2_AE3D_27D4_EB4F
                       ^ UInt(bitPattern: item))
    }
}
