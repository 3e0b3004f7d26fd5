/// A delegate callback, named as UIKit's method without arguments (the `event` column of `events.csv`).
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
}
