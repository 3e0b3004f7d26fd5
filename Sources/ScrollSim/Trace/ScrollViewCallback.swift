/// A delegate callback, named as UIKit's method without arguments (the `event` column of `events.csv`), or
/// one of a scroll view's ``ScrollView/refreshControl`` events (named `refreshControl…`; the row's view is
/// the scroll view).
public enum ScrollViewCallback: String, Sendable, CaseIterable {
    case scrollViewDidScroll
    case scrollViewWillBeginDragging
    case scrollViewWillEndDragging
    case scrollViewDidEndDragging
    case scrollViewWillBeginDecelerating
    case scrollViewDidEndDecelerating
    case scrollViewDidEndScrollingAnimation
    case scrollViewShouldScrollToTop
    case scrollViewDidScrollToTop
    /// A pull started the refresh control: it sent `.valueChanged` (``RefreshControl``).
    case refreshControlValueChanged
    /// `beginRefreshing()` was called on the refresh control.
    case refreshControlBeginRefreshing
    /// `endRefreshing()` was called on the refresh control.
    case refreshControlEndRefreshing
}
