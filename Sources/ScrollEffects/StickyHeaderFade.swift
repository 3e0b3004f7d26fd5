import Foundation
import ScrollSim

/// The sticky fading header of the Naver Webtoon top view (seed article 000 (<doc:SeedArticles#Sticky-fading-header>), "tableView, collectionView
/// 스크롤 시 상단 뷰 흐리게 하는 방법 (네이버 웹툰 상단 뷰, Sticky Header)").
///
/// Layout (the article's): a collection view pinned to the screen's edges with
/// `contentInset.top = headerHeight`; an image view pinned to top/leading/trailing with a height
/// constraint `headerHeight`, drawn `.scaleAspectFill`. In `scrollViewDidScroll`, with `y =
/// contentOffset.y` and `remaining = |y|`, exactly the article's three states:
/// ```
/// 1) −headerHeight < y < 0:  contentInset.top = remaining; height = remaining;
///                            alpha = remaining / headerHeight; view.layoutIfNeeded()
/// 2) y ≥ 0:                  contentInset = .zero; height = 0; alpha = 0
/// 3) y ≤ −headerHeight:      height = remaining; alpha = 1
/// ```
/// Default `headerHeight` 250 (the article's `Metric.headerHeight`).
public final class StickyHeaderFade: ScrollViewDelegate {
    /// The article's `Metric.headerHeight`, points.
    nonisolated public static let defaultHeaderHeight: CGFloat = 250

    /// Which branch of the article's `scrollViewDidScroll` ran last.
    public enum State: String, Sendable, Equatable {
        /// 1) `−headerHeight < y < 0`: the header shrinks and fades with the inset.
        case expanded
        /// 2) `y ≥ 0`: the header is gone.
        case collapsed
        /// 3) `y ≤ −headerHeight`: pulled past the full header; it grows, fully opaque.
        case pulledDown
    }

    /// The full header height, points.
    public let headerHeight: CGFloat
    /// The header image view.
    public let headerView: View
    /// The header's height constraint (`headerHeightConstraint` in the article).
    public let heightConstraint: LayoutConstraint
    /// The view laid out in state 1 (`view.layoutIfNeeded()`), the view controller's root view.
    public weak var layoutRoot: View?
    /// The branch taken by the last `scrollViewDidScroll`, `nil` before the first.
    @exclusivity(unchecked) public private(set) var state: State?

    /// - Parameters:
    ///   - headerView: the image view; its height is `heightConstraint`.
    ///   - heightConstraint: an active `headerView.heightAnchor.constraint(equalToConstant:)`.
    ///   - headerHeight: points (default 250).
    ///   - layoutRoot: the view whose `layoutIfNeeded()` runs in state 1.
    public init(headerView: View, heightConstraint: LayoutConstraint, headerHeight: CGFloat = defaultHeaderHeight,
                layoutRoot: View?) {
        self.headerView = headerView
        self.heightConstraint = heightConstraint
        self.headerHeight = headerHeight
        self.layoutRoot = layoutRoot
    }

    /// The article's body, verbatim up to type names (`collectionView` is the scroll view itself).
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let constraint = heightConstraint
        let remainingTopSpacing = abs(scrollView.contentOffset.y)
        let lowerThanTop = scrollView.contentOffset.y < 0
        let stopExpandHeaderHeight = scrollView.contentOffset.y > -headerHeight

        if stopExpandHeaderHeight, lowerThanTop {
            state = .expanded
            scrollView.contentInset = EdgeInsets(top: remainingTopSpacing, left: 0, bottom: 0, right: 0)
            constraint.constant = remainingTopSpacing
            headerView.alpha = remainingTopSpacing / headerHeight
            layoutRoot?.layoutIfNeeded()
        } else if !lowerThanTop {
            state = .collapsed
            scrollView.contentInset = .zero
            constraint.constant = 0
            headerView.alpha = 0
        } else {
            state = .pulledDown
            constraint.constant = remainingTopSpacing
            headerView.alpha = 1
        }
    }
}
