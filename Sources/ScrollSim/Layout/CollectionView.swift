import Foundation

/// A scroll view showing many elements placed by a ``CollectionViewLayout``, as `UICollectionView`
/// (and, with ``ListLayout`` and ``tableHeaderView``, as a plain `UITableView`).
///
/// In each layout pass (run by the engine once per frame after motion, when the view scrolled or was
/// invalidated) it asks the layout for the elements intersecting its visible rectangle, grown by
/// ``prefetchMargin`` above and below; keeps the views of elements still visible (only re-applying their
/// attributes), recycles the views of elements that left into per-identifier reuse queues, and asks the
/// data source to configure only the elements that appeared. A pass costs O(log n + k) for k visible
/// elements and, once the reuse queues and pools have grown, allocates nothing.
///
/// Recycled views stay subviews, hidden (UIKit removes or hides them; hidden keeps the pass cheap).
@MainActor
open class CollectionView: ScrollView {
    /// The kind of a section header supplementary view, as `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view, as `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout; assigning one invalidates it.
    @exclusivity(unchecked) public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionViewReference = nil
            collectionViewLayout.collectionViewReference = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The content provider (weak, as UIKit's). Setting it reloads.
    public var dataSource: CollectionViewDataSource? {
        get { dataSourceReference }
        set {
            dataSourceReference = newValue
            reloadData()
        }
    }

    /// Extra points above and below the bounds whose elements are laid out and configured ahead of
    /// time (UIKit prefetches; 0 = exactly the visible ones).
    @exclusivity(unchecked) public var prefetchMargin: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    /// A view above the first row, spanning the width, as `UITableView.tableHeaderView` (used by
    /// ``ListLayout``). It is placed at content y = 0 with its own height.
    @exclusivity(unchecked) public var tableHeaderView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let header = tableHeaderView { addSubview(header) }
            collectionViewLayout.invalidateLayout()
        }
    }

    /// What the view did so far (created, reused, configured, visible, work of the last pass).
    @exclusivity(unchecked) package private(set) var counters = ReuseCounters()

    private weak var dataSourceReference: CollectionViewDataSource?


    /// A reuse queue: one per registered identifier (and kind).
    final class ReuseQueue {
        let kind: String?              // nil for cells
        let identifier: String
        let viewType: CollectionReusableView.Type
        /// Made by `register`; `false` for a queue made when a view the data source created itself
        /// (with a reuse identifier but no registration, UIKit's pre-registration table pattern) was
        /// recycled: such a queue hands out only recycled views.
        let isRegistered: Bool
        var stack: [CollectionReusableView] = []
        init(kind: String?, identifier: String, viewType: CollectionReusableView.Type, isRegistered: Bool = true) {
            self.kind = kind
            self.identifier = identifier
            self.viewType = viewType
            self.isRegistered = isRegistered
        }
    }
    private var queues: [ReuseQueue] = []
    /// Supplementary kinds seen, by index (the `kind` of an ``ElementKey``).
    private var supplementaryKinds: [String] = []
    /// Views of the visible elements, in the order they were placed.
    private var visibleViews: [CollectionReusableView] = []
    private var viewsByKey: [ElementKey: CollectionReusableView] = [:]
    /// Indices (into the current attributes) of elements that appeared in this pass.
    private var appearing: [Int] = []
    private var generation = 0
    /// The delegate as a ``CollectionViewDelegate`` (cached when ``ScrollView/delegate`` is set).
    weak var collectionDelegate: CollectionViewDelegate?
    /// The delegate as a ``CollectionViewDelegateFlowLayout`` (cached when ``ScrollView/delegate`` is set).
    weak var flowLayoutDelegate: CollectionViewDelegateFlowLayout?
    /// The selected items, in the order they were selected.
    var selectedItems: [IndexPath] = []

    /// Creates a collection view, as UIKit's `init(frame:collectionViewLayout:)`.
    /// - Parameters:
    ///   - frame: points, in the superview's space.
    ///   - collectionViewLayout: the layout (a layout serves one collection view).
    public init(frame: CGRect, collectionViewLayout: CollectionViewLayout) {
        self.collectionViewLayout = collectionViewLayout
        super.init(frame: frame)
        collectionViewLayout.collectionViewReference = self
        viewsByKey.reserveCapacity(64)
    }

    /// Creates a collection view with a name for traces.
    /// - Parameters:
    ///   - frame: points, in the superview's space.
    ///   - collectionViewLayout: the layout (a layout serves one collection view).
    ///   - name: for traces.
    public convenience init(frame: CGRect, collectionViewLayout: CollectionViewLayout, name: String) {
        self.init(frame: frame, collectionViewLayout: collectionViewLayout)
        self.name = name
    }

    /// Unarchiving is not modelled: returns `nil` (``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Data

    /// The data source's section count (0 without a data source).
    public var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    /// The data source's item count for `section` (0 without a data source).
    public func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// Caches the delegate's casts to the collection and flow-layout delegate protocols; the layout asks
    /// the new delegate at its next prepare.
    override func delegateDidChange() {
        collectionDelegate = delegate as? CollectionViewDelegate
        flowLayoutDelegate = delegate as? CollectionViewDelegateFlowLayout
        collectionViewLayout.invalidateLayout()
    }

    /// An element is about to be shown (after the data source configured it): tells the delegate.
    /// Overridden by ``TableView`` for its own delegate.
    func elementWillDisplay(_ view: CollectionReusableView, kind: String?, at indexPath: IndexPath) {
        guard let delegate = collectionDelegate else { return }
        if let kind {
            delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
        } else {
            delegate.collectionView(self, willDisplay: unsafeDowncast(view, to: CollectionViewCell.self), forItemAt: indexPath)
        }
    }

    /// An element left the visible area: tells the delegate. Overridden by ``TableView``.
    func elementDidEndDisplaying(_ view: CollectionReusableView, kind: String?, at indexPath: IndexPath) {
        guard let delegate = collectionDelegate else { return }
        if let kind {
            delegate.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
        } else {
            delegate.collectionView(self, didEndDisplaying: unsafeDowncast(view, to: CollectionViewCell.self), forItemAt: indexPath)
        }
    }

    /// Whether a tap may select several items, as UIKit's `allowsMultipleSelection` (default `false`).
    public var allowsMultipleSelection = false
    /// Storage of ``allowsSelection`` (inverted: the default `false` allows).
    var selectionDisabled = false

    /// Asks the delegate whether a tap may select the item (overridden by ``TableView``).
    func tapShouldSelect(_ indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    }

    /// Tells the delegate that a tap selected the item (overridden by ``TableView``).
    func tapDidSelect(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Tells the delegate that a tap deselected the item (overridden by ``TableView``).
    func tapDidDeselect(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    /// Recycles every visible element and invalidates the layout, as `reloadData()`.
    public func reloadData() {
        for view in visibleViews { recycle(view) }
        visibleViews.removeAll(keepingCapacity: true)
        viewsByKey.removeAll(keepingCapacity: true)
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Registration and dequeue

    /// Registers a cell class for `identifier`, as UIKit's `register(_:forCellWithReuseIdentifier:)`
    /// (`register(MyCell.self, forCellWithReuseIdentifier: "cell")`). The class must be a
    /// ``CollectionViewCell`` subclass (precondition); `nil` unregisters the identifier, as in UIKit.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        queues.removeAll { $0.kind == nil && $0.identifier == identifier }
        guard let cellClass else { return }
        guard let type = cellClass as? CollectionViewCell.Type else {
            preconditionFailure("CollectionView(\(name)): register(_:forCellWithReuseIdentifier: '\(identifier)'): \(cellClass) is not a CollectionViewCell subclass")
        }
        queues.append(ReuseQueue(kind: nil, identifier: identifier, viewType: type))
    }

    /// Registers a supplementary view class, as UIKit's
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`. The class must be a
    /// ``CollectionReusableView`` subclass (precondition); `nil` unregisters.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        queues.removeAll { $0.kind == kind && $0.identifier == identifier }
        guard let viewClass else { return }
        guard let type = viewClass as? CollectionReusableView.Type else {
            preconditionFailure("CollectionView(\(name)): register(_:forSupplementaryViewOfKind: '\(kind)', withReuseIdentifier: '\(identifier)'): \(viewClass) is not a CollectionReusableView subclass")
        }
        queues.append(ReuseQueue(kind: kind, identifier: identifier, viewType: type))
    }

    /// A recycled cell for `identifier`, or a new one if its queue is empty (counted in the reuse counters),
    /// as UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`. The identifier must be registered
    /// (precondition).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        // Registration admits only CollectionViewCell subclasses for cells.
        unsafeDowncast(dequeue(kind: nil, identifier: identifier, indexPath: indexPath), to: CollectionViewCell.self)
    }

    /// A recycled supplementary view, or a new one (counted in the reuse counters). Must be registered.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        dequeue(kind: kind, identifier: identifier, indexPath: indexPath)
    }

    /// Whether a dequeue for `(kind, identifier)` can hand out a view: a class is registered, or a recycled
    /// view waits in its queue.
    func canDequeue(kind: String?, identifier: String) -> Bool {
        guard let queue = queue(kind: kind, identifier: identifier) else { return false }
        return queue.isRegistered || !queue.stack.isEmpty
    }

    /// A recycled or new view of the class registered for `(kind, identifier)` (precondition: registered).
    func dequeue(kind: String?, identifier: String, indexPath: IndexPath) -> CollectionReusableView {
        guard let queue = queue(kind: kind, identifier: identifier), queue.isRegistered || !queue.stack.isEmpty else {
            preconditionFailure("CollectionView(\(name)): no view registered for identifier '\(identifier)'\(kind.map { " of kind '\($0)'" } ?? "")")
        }
        let view: CollectionReusableView
        if let recycled = queue.stack.popLast() {
            view = recycled
            counters.reused += 1
            view.prepareForReuse()
        } else {
            counters.created += 1
            view = queue.viewType.init(frameForReuse: .zero)
            view.name = "\(identifier)#\(counters.created)"
            view.reuseIdentifier = identifier
        }
        view.indexPath = indexPath
        return view
    }

    /// The queue for `(kind, identifier)` (a plain loop: there are few, and no closure is needed).
    private func queue(kind: String?, identifier: String) -> ReuseQueue? {
        var i = 0
        while i < queues.count {
            let q = queues[i]
            if q.identifier == identifier && q.kind == kind { return q }
            i += 1
        }
        return nil
    }

    private func recycle(_ view: CollectionReusableView) {
        view.isHidden = true
        let kind = view.elementKey.kind < 0 ? nil : supplementaryKinds[view.elementKey.kind]
        elementDidEndDisplaying(view, kind: kind, at: view.indexPath)
        guard let identifier = view.reuseIdentifier else {
            // Nothing can hand it out again: leave the hierarchy (no hidden views pile up).
            view.removeFromSuperview()
            return
        }
        if let queue = queue(kind: kind, identifier: identifier) {
            queue.stack.append(view)
        } else {
            let queue = ReuseQueue(kind: kind, identifier: identifier, viewType: type(of: view), isRegistered: false)
            queue.stack.append(view)
            queues.append(queue)
        }
    }

    // MARK: Visible elements

    /// The visible cells, in placement order, as UIKit's `visibleCells`.
    public var visibleCells: [CollectionViewCell] {
        visibleViews.compactMap { $0.elementKey.kind < 0 ? $0 as? CollectionViewCell : nil }
    }

    /// The index paths of the visible items, sorted.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCells.map(\.indexPath).sorted()
    }

    /// The visible cell at `indexPath`, or `nil`, as UIKit's `cellForItem(at:)`.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        viewsByKey[ElementKey(kind: -1, section: indexPath.section, item: indexPath.item)] as? CollectionViewCell
    }

    /// The visible supplementary view of `kind` at `indexPath`, or `nil`, as
    /// `supplementaryView(forElementKind:at:)`.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        guard let k = supplementaryKinds.firstIndex(of: kind) else { return nil }
        return viewsByKey[ElementKey(kind: k, section: indexPath.section, item: indexPath.item)]
    }

    // MARK: Layout

    /// Bounds origin changed (scrolling): ask the layout whether that invalidates it, and re-tile.
    open override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        super.boundsOriginDidChange(from: oldOrigin)
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.invalidateLayout()
        }
        setNeedsLayout()
    }

    /// A size change invalidates the layout.
    open override var frame: CGRect {
        didSet {
            if frame.size != oldValue.size { collectionViewLayout.invalidateLayout() }
        }
    }

    /// Solves the subviews' constraints, prepares the layout if invalid, and updates the visible elements.
    open override func layoutSubviews() {
        super.layoutSubviews()
        counters.layoutPasses += 1
        if let header = tableHeaderView {
            let f = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if !header.frame.isEqual(to: f) { header.frame = f }
        }
        let layout = collectionViewLayout
        if layout.needsPrepare {
            layout.needsPrepare = false
            counters.prepares += 1
            layout.prepare()
            let size = layout.collectionViewContentSize
            if contentSize != size { contentSize = size }
        }
        guard let dataSource else {
            counters.elementsVisitedLastPass = 0
            counters.visible = visibleViews.count
            return
        }
        // A self-sizing layout may change frames while elements appear: place again (a few rounds at
        // most; each round measures only rows not measured before).
        var round = 0
        repeat {
            layout.selfSizingDidChange = false
            placeVisibleElements(layout: layout, dataSource: dataSource)
            round += 1
        } while layout.selfSizingDidChange && round < 4
    }

    private func placeVisibleElements(layout: CollectionViewLayout, dataSource: any CollectionViewDataSource) {
        let b = bounds
        let rect = CGRect(x: b.minX, y: b.minY - prefetchMargin, width: b.width, height: b.height + 2 * prefetchMargin)
        let attributes = layout.layoutAttributesForElements(in: rect) ?? []
        generation &+= 1
        let generation = self.generation
        appearing.removeAll(keepingCapacity: true)
        do {
            // Lookups in a local reference to the dictionary (released at the end of this block, before
            // the dictionary is mutated): one exclusivity-checked read instead of one per element.
            let viewsByKey = self.viewsByKey
            for i in 0..<attributes.count {
                let a = attributes[i]
                let key = elementKey(of: a)
                if let view = viewsByKey[key] {
                    view.layoutGeneration = generation
                    view.apply(a)
                } else {
                    appearing.append(i)
                }
            }
        }
        // Recycle what left (in place; order preserved). The array is moved out of the property while
        // it is compacted (one checked access each way instead of one per element).
        var views: [CollectionReusableView] = []
        swap(&views, &visibleViews)
        var kept = 0
        for r in 0..<views.count {
            let view = views[r]
            if view.layoutGeneration == generation {
                views[kept] = view
                kept += 1
            } else {
                viewsByKey.removeValue(forKey: view.elementKey)
                recycle(view)
            }
        }
        views.removeLast(views.count - kept)
        swap(&views, &visibleViews)
        // Configure what appeared.
        var j = 0
        while j < appearing.count {
            let a = attributes[appearing[j]]
            j += 1
            let key = elementKey(of: a)
            let view: CollectionReusableView
            if a.representedElementCategory == .cell {
                let cell = dataSource.collectionView(self, cellForItemAt: a.indexPath)
                if !selectedItems.isEmpty || cell.isSelected { cell.isSelected = selectedItems.contains(a.indexPath) }
                view = cell
            } else {
                view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: a.representedElementKind ?? "",
                                                 at: a.indexPath)
            }
            counters.configured += 1
            view.elementKey = key
            view.indexPath = a.indexPath
            view.layoutGeneration = generation
            if view.superview !== self { addSubview(view) }
            view.isHidden = false
            view.apply(a)
            viewsByKey[key] = view
            visibleViews.append(view)
            elementWillDisplay(view, kind: key.kind < 0 ? nil : supplementaryKinds[key.kind], at: a.indexPath)
            let shift = layout.elementDidAppear(view, attributes: a)
            if shift != 0 { contentOffset.y += shift }
        }
        counters.elementsVisitedLastPass = attributes.count
        counters.visible = visibleViews.count
    }

    private func elementKey(of a: LayoutAttributes) -> ElementKey {
        var kind = -1
        if a.representedElementCategory == .supplementaryView {
            let name = a.representedElementKind ?? ""
            if let k = supplementaryKinds.firstIndex(of: name) {
                kind = k
            } else {
                supplementaryKinds.append(name)
                kind = supplementaryKinds.count - 1
            }
        }
        return ElementKey(kind: kind, section: a.indexPath.section, item: a.indexPath.item)
    }
}
