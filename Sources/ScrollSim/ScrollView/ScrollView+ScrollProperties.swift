import Foundation

extension ScrollView {
    /// The storage of the scroll view's public properties (UIKit's settings and the tracking flag), with
    /// UIKit's defaults. The public properties are computed views of it; why, see ``View``'s "Storage and
    /// exclusivity".
    struct ScrollProperties {
        var contentSize: CGSize = .zero
        var contentInset: EdgeInsets = .zero
        var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
        var bouncesVertically = true
        var bouncesHorizontally = true
        var alwaysBounceVertical = false
        var alwaysBounceHorizontal = false
        var isScrollEnabled = true
        var isDirectionalLockEnabled = false
        /// Always one of UIKit's two rates (the public setter snaps).
        var decelerationRate: DecelerationRate = .normal
        var nestedScrolling: NestedScrollingMode = .uikit
        var transfersVerticalScrollingToParent = true
        var transfersHorizontalScrollingToParent = true
        var isTracking = false
        /// The refresh control's inset on top while it refreshes (points; 0 otherwise).
        var refreshInsetTop: CGFloat = 0
    }
}
