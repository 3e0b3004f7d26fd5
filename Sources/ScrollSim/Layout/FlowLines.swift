import Foundation

/// A ``FlowLayout`` laid out element by element, for what the uniform grid arithmetic cannot express:
/// horizontal scrolling, section footers, and sizes, insets and spacings from a
/// ``CollectionViewDelegateFlowLayout``. Built in `prepare()` (O(items)); a query is a binary search over
/// the slots (header, lines, footer of each section, in order along the scrolling axis) and a walk over
/// those it meets: O(log n + k), no allocation.
///
/// The packing rule is the uniform grid's (see ``FlowLayout``), with each item's own size: a line takes
/// items in order while their lengths across the scrolling axis plus `minimumInteritemSpacing` between
/// them fit the section's available length (the collection view's width, or height when horizontal, less
/// the section inset across); a line with several items spreads them to fill it (UIKit's justified
/// lines; ScrollSim also justifies the last line), a lone item is centred; a line is as thick as its
/// thickest item, and thinner items are centred in it. Headers and footers span the collection view across
/// the scrolling axis, with their reference size's height (vertical) or width (horizontal) along it.
@MainActor
struct FlowLines {
    /// A header, a line of items or a footer, along the scrolling axis.
    struct Slot {
        enum Kind { case header, line, footer }
        var kind: Kind
        /// Start and end along the scrolling axis (content coordinates, points).
        var start: CGFloat, end: CGFloat
        var section: Int
        /// The line's items: `firstItem ..< endItem` of the section.
        var firstItem: Int, endItem: Int
    }

    var slots: [Slot] = []
    /// Every item's frame, flat over the sections (content coordinates).
    var itemFrames: [CGRect] = []
    /// The flat index of each section's first item.
    var sectionFirstItem: [Int] = []
    /// Each section's header and footer frame (`.zero` when it has none).
    var headerFrames: [CGRect] = [], footerFrames: [CGRect] = []
    var contentSize: CGSize = .zero
    var horizontal = false

    /// The frame of an item (flat index checked by the caller).
    func itemFrame(section: Int, item: Int) -> CGRect { itemFrames[sectionFirstItem[section] + item] }

    /// The number of items of `section`.
    func count(ofSection section: Int) -> Int {
        (section + 1 < sectionFirstItem.count ? sectionFirstItem[section + 1] : itemFrames.count) - sectionFirstItem[section]
    }

    /// Appends the elements whose frames overlap `rect`, in slot order (header, items, footer).
    func query(_ rect: CGRect, into query: inout AttributesQuery) {
        let minMain = horizontal ? rect.minX : rect.minY, maxMain = horizontal ? rect.maxX : rect.maxY
        var lo = 0, hi = slots.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if slots[mid].end <= minMain { lo = mid + 1 } else { hi = mid }
        }
        var i = lo
        while i < slots.count, slots[i].start < maxMain {
            let slot = slots[i]
            i += 1
            switch slot.kind {
            case .header:
                let frame = headerFrames[slot.section]
                if frame.overlaps(rect) {
                    query.append(category: .supplementaryView, kind: CollectionView.elementKindSectionHeader,
                                 section: slot.section, item: 0, frame: frame)
                }
            case .footer:
                let frame = footerFrames[slot.section]
                if frame.overlaps(rect) {
                    query.append(category: .supplementaryView, kind: CollectionView.elementKindSectionFooter,
                                 section: slot.section, item: 0, frame: frame)
                }
            case .line:
                let first = sectionFirstItem[slot.section]
                var item = slot.firstItem
                while item < slot.endItem {
                    let frame = itemFrames[first + item]
                    if frame.overlaps(rect) {
                        query.append(category: .cell, kind: nil, section: slot.section, item: item, frame: frame)
                    }
                    item += 1
                }
            }
        }
    }
}
