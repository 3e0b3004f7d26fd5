import Foundation

extension ScrollView {
    /// The content area, as `UIScrollView.contentLayoutGuide`: origin (0, 0) in content coordinates,
    /// size = `contentSize`. Constraints from the content to this guide — or to the scroll view's own
    /// edges (`leading`, `trailing`, `top`, `bottom`), which UIKit also attaches to the content area —
    /// determine `contentSize` on each axis where they fix the content's far edge, width or height;
    /// on other axes `contentSize` stays as set by code [model: UIKit's rule for an axis the constraints
    /// leave open is unpublished].
    public var contentLayoutGuide: LayoutGuide { systemGuide(.content, "UIScrollViewContentLayoutGuide") }

    /// The scroll view's frame, as `UIScrollView.frameLayoutGuide`: in content coordinates its origin is
    /// `contentOffset` and its size the bounds size, so a view pinned to its edges stays put on screen
    /// (the content is re-solved as the view scrolls, only when such constraints exist). The scroll
    /// view's own `width`, `height`, `centerX` and `centerY` anchors, used from its content, are this
    /// guide's, as in UIKit.
    public var frameLayoutGuide: LayoutGuide { systemGuide(.frame, "UIScrollViewFrameLayoutGuide") }
}
