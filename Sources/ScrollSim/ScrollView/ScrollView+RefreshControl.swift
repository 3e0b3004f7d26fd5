import Foundation

// The scroll view's side of pull-to-refresh (``RefreshControl``): holding the control and its inset.
extension ScrollView {
    /// The pull-to-refresh control, as `UIScrollView.refreshControl`. Setting one adds it as the backmost
    /// subview, placed above the content (``RefreshControl``); replacing or clearing it removes the old one and
    /// its inset.
    public var refreshControl: RefreshControl? {
        get { refreshControlReference }
        set {
            guard newValue !== refreshControlReference else { return }
            if let old = refreshControlReference {
                old.host = nil
                old.removeFromSuperview()
                refreshControlReference = nil
                if refreshInsetTop != 0 { setRefreshInset(0) }
            }
            guard let control = newValue else { return }
            control.removeFromSuperview()
            refreshControlReference = control
            control.host = self
            insertSubviewAtBack(control)
            control.place(in: self)
            if control.isRefreshing { setRefreshInset(RefreshControl.height) }
        }
    }

    /// Sets the refresh inset (points) and re-clamps as an inset change does.
    func setRefreshInset(_ inset: CGFloat) {
        guard inset != refreshInsetTop else { return }
        refreshInsetTop = inset
        contentRangeDidChange()
    }

    /// Removes the refresh inset; an offset at rest inside it moves back to the top over 0.3 s (the
    /// `setContentOffset(_:animated:)` curve, without `scrollViewDidEndScrollingAnimation`); a deceleration or
    /// bounce under way is stopped first (``RefreshControl``'s model).
    func removeRefreshInsetAnimated() {
        guard refreshInsetTop != 0 else { return }
        switch state {
        case .decelerating, .bouncing, .animating, .scrollingToTop: stopMotion()
        default: break
        }
        refreshInsetTop = 0
        let top = -Double(adjustedContentInset.top)
        guard case .idle = state, physicalY < top else {
            contentRangeDidChange()
            return
        }
        offsetMayRestOutsideRange = true
        transition(to: .animating(Animation(x: ContentOffsetAnimation(from: physicalX, to: physicalX),
                                            y: ContentOffsetAnimation(from: physicalY, to: top),
                                            start: context.time, announcesEnd: false)))
    }
}
