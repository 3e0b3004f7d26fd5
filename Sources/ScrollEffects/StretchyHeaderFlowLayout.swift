import Foundation
import ScrollSim

/// The stretchy section header as a flow layout (seed article 001 (<doc:SeedArticles#Stretchy-header>), "Stretchy Header", section 2.2),
/// reproduced exactly: every section header's attributes, while `contentOffset.y < 0`, become
/// ```
/// frame = (x: 0, y: contentOffset.y, width: collectionView.frame.width, height: height − contentOffset.y)
/// ```
/// (pinned to the top of the visible area and grown by the pull), and every bounds change invalidates
/// the layout (`shouldInvalidateLayout(forBoundsChange:)` returns `true`). The article's header is 200 pt
/// (its table header's height; set ``FlowLayout/headerReferenceSize``).
open class StretchyHeaderFlowLayout: FlowLayout {
    /// Creates the layout (configure it as a ``FlowLayout``).
    public override init() { super.init() }

    /// The article's override: stretch the section headers while the offset is negative.
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        let layoutAttributes = super.layoutAttributesForElements(in: rect)

        layoutAttributes?.forEach { attribute in
            if attribute.representedElementKind == CollectionView.elementKindSectionHeader {
                guard let collectionView = collectionView else { return }
                let contentOffsetY = collectionView.contentOffset.y

                if contentOffsetY < 0 {
                    let width = collectionView.frame.width
                    let height = attribute.frame.height - contentOffsetY
                    attribute.frame = CGRect(x: 0, y: contentOffsetY, width: width, height: height)
                }
            }
        }

        return layoutAttributes
    }

    /// `true`, as the article: re-query on every scroll.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}
