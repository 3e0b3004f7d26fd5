import Foundation
import ScrollSim

/// The stretchy table header (seed article 001 (<doc:SeedArticles#Stretchy-header>), "Stretchy Header", sections 1 a and b), reproduced
/// exactly. In `scrollViewDidScroll`:
/// ```
/// offsetY = −(contentOffset.y + contentInset.top)
/// imageViewHeight.constant = max(offsetY + contentInset.top, contentInset.top)
/// // container variant (b) only, before the height:
/// containerView.clipsToBounds = offsetY <= 0
/// imageViewBottom.constant = offsetY >= 0 ? 0 : −offsetY / 2
/// ```
/// Layout as the article describes it: (a) the image view's width, centerX and bottom equal the header
/// view's, and its height equals the header's too, that constraint kept as `imageViewHeight` — so the
/// image is `headerHeight + constant` tall and grows upward, out of the header, when pulled down.
/// (b) a container with the header's width, centerX and height; the image's width, height (`imageViewHeight`)
/// and bottom (`imageViewBottom`) equal the container's: scrolled up, the container clips and the image's
/// bottom sinks by half the distance, so the image moves at half speed. Header height 200 (the article's
/// `tableViewHeaderView` frame).
public final class StretchyHeader: ScrollViewDelegate {
    /// The article's table header height, points.
    nonisolated public static let defaultHeaderHeight: CGFloat = 200

    /// The article's two layouts.
    public enum Variant: String, Sendable, Equatable {
        /// 1 a: the image view alone in the header.
        case tableHeader
        /// 1 b: the image view inside a clipping container.
        case container
    }

    /// Which layout.
    public let variant: Variant
    /// `imageView.heightAnchor == superview.heightAnchor + constant`.
    public let imageViewHeight: LayoutConstraint
    /// `imageView.bottomAnchor == containerView.bottomAnchor + constant` (container variant).
    public let imageViewBottom: LayoutConstraint?
    /// The container (container variant).
    public let containerView: View?

    /// The table-header variant (1 a).
    public init(imageViewHeight: LayoutConstraint) {
        self.variant = .tableHeader
        self.imageViewHeight = imageViewHeight
        self.imageViewBottom = nil
        self.containerView = nil
    }

    /// The container variant (1 b).
    public init(containerView: View, imageViewHeight: LayoutConstraint, imageViewBottom: LayoutConstraint) {
        self.variant = .container
        self.imageViewHeight = imageViewHeight
        self.imageViewBottom = imageViewBottom
        self.containerView = containerView
    }

    /// The article's `scrollViewDidScroll(scrollView:)` of `SHTableHeaderView`.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        let offsetY = -(scrollView.contentOffset.y + scrollView.contentInset.top)
        if let containerView, let imageViewBottom {
            containerView.clipsToBounds = offsetY <= 0
            imageViewBottom.constant = offsetY >= 0 ? 0 : -offsetY / 2
        }
        imageViewHeight.constant = max(offsetY + scrollView.contentInset.top, scrollView.contentInset.top)
    }
}
