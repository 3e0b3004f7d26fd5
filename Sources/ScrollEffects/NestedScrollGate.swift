import Foundation
import ScrollSim

/// The two gates of seed article 004 (<doc:SeedArticles#Nested-scroll-gate>) ("UIScrollView in UIScrollView (nested scrollView 스크롤 제어 방법)"),
/// reproduced exactly. In the outer scroll view's `scrollViewDidScroll` (other scroll views are ignored,
/// as the article's `if scrollView == self.scrollView`):
/// ```
/// (1) topSpacing = topView.bounds.height − topMargin        // emptyView 500, margin 56
///     tableView.isScrollEnabled = topSpacing − contentOffset.y < 0
/// (2) remaining = contentSize.height − frame.size.height
///     tableView.isScrollEnabled = contentOffset.y >= remaining
/// ```
/// Both set the flag every call (so scrolling back disables the inner again), as the article does.
public final class NestedScrollGate: ScrollViewDelegate {
    /// The article's `topMargin`, points.
    nonisolated public static let defaultTopMargin: CGFloat = 56

    /// Which of the article's two gates.
    public enum Rule {
        /// (1) Enable once the outer scrolled past `topView.bounds.height − topMargin`.
        case pastTopView(topView: View, topMargin: CGFloat)
        /// (2) Enable once the outer reached its bottom.
        case bottomReached
    }

    /// The outer scroll view whose offset drives the gate.
    public weak var outer: ScrollView?
    /// The inner scroll view enabled and disabled.
    public let inner: ScrollView
    /// The gate.
    public let rule: Rule

    /// - Parameters:
    ///   - outer: the scroll view whose `scrollViewDidScroll` this receives.
    ///   - inner: the scroll view to gate (the article's table view, initially `isScrollEnabled = false`).
    ///   - rule: which gate.
    public init(outer: ScrollView, inner: ScrollView, rule: Rule) {
        self.outer = outer
        self.inner = inner
        self.rule = rule
    }

    /// The article's `scrollViewDidScroll` for the outer view.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === outer else { return }
        switch rule {
        case let .pastTopView(topView, topMargin):
            let topSpacing = topView.bounds.height - topMargin
            let shouldOnScroll = topSpacing - scrollView.contentOffset.y < 0
            inner.isScrollEnabled = shouldOnScroll
        case .bottomReached:
            let remainingScrollHeight = scrollView.contentSize.height - scrollView.frame.size.height
            let isBottomReached = scrollView.contentOffset.y >= remainingScrollHeight
            inner.isScrollEnabled = isBottomReached
        }
    }
}
