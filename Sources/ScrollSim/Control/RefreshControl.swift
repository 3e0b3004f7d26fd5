import Foundation

/// Pull-to-refresh on a scroll view, as UIKit's `UIRefreshControl` (set it as ``ScrollView/refreshControl``).
///
/// The model, from UIKit's behaviour (<doc:PullToRefresh>; UIKit documents the contract, not the numbers, so
/// the numbers come from UIKit's decompiled implementation: confidence medium to low):
/// - Its height is ``height`` (60 pt, no title). It sits above the content: its frame is
///   `(0, −top − 60, scroll view width, 60)` in content coordinates, `top` being the adjusted top inset without
///   the refresh inset.
/// - A user's pull starts it when the revealed height `−contentOffset.y − top` reaches ``triggerDistance(forScrollViewHeight:)``
///   **while the finger is down**: it turns ``isRefreshing`` on and sends `.valueChanged` (once; the pull must
///   come back to the top before it can start again).
/// - While refreshing, the scroll view's ``ScrollView/adjustedContentInset`` top grows by 60 (``ScrollView/contentInset``
///   is unchanged), so the content range starts at `−(top + 60)` and a release bounces there. Under a finger the
///   inset is added when the finger lifts [model: so that the drag's rubber band does not jump].
/// - ``endRefreshing()`` removes the inset: at rest, the offset moves back to `−top` over 0.3 s (the engine's
///   `setContentOffset(_:animated:)` curve, `scrollViewDidScroll` each frame, no `scrollViewDidEndScrollingAnimation`)
///   [model]; a deceleration or bounce under way is stopped first; under a finger the inset goes when it lifts.
/// - ``beginRefreshing()`` shows it (the inset) without `.valueChanged` and without scrolling.
///
/// Traces (`events.csv`, view = the scroll view): `refreshControlValueChanged`, `refreshControlBeginRefreshing`,
/// `refreshControlEndRefreshing`.
@MainActor
open class RefreshControl: Control {
    /// The control's height without a title, 60 points (UIKit's modern refresh control; decompiled, medium
    /// confidence). It is also the inset added while refreshing.
    nonisolated public static let height: CGFloat = 60

    /// Whether it is refreshing, as `UIRefreshControl.isRefreshing`.
    public private(set) var isRefreshing = false

    /// The tint of the spinner, as `UIRefreshControl.tintColor` (stored only).
    public var tintColor: Color?

    /// The scroll view it belongs to (set by ``ScrollView/refreshControl``).
    weak var host: ScrollView?
    /// Whether a pull may start it: false from a start until the pull comes back to the top.
    private var isArmed = true
    /// The refresh inset waits for the finger to lift (it started under a finger).
    private var insetAwaitsRelease = false
    /// The end of refreshing waits for the finger to lift.
    private var endAwaitsRelease = false

    /// Creates a refresh control, as `UIRefreshControl()`: 320 × 60 points (UIKit's initial frame), placed
    /// when it is set on a scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a refresh control with UIKit's initial frame, 320 × 60 points.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: RefreshControl.height))
    }

    /// Unarchiving is not modelled: returns `nil` (``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The revealed height (points past the adjusted top) at which a pull starts refreshing, for a scroll view
    /// `scrollViewHeight` points tall, without a title [model from UIKit's decompiled `_snappingHeight`]:
    /// ```
    /// h = min(round(0.5·H), 100 · 1.125 · H / 568)      (× 0.6549 when H < 372)
    /// ```
    /// An 852-pt scroll view (iPhone 15/16 full screen): min(426, 168.75) = 168.75 pt.
    nonisolated public static func triggerDistance(forScrollViewHeight scrollViewHeight: CGFloat) -> CGFloat {
        let height = Double(scrollViewHeight)
        var maximum = 100 * 1.125 * height / 568
        if height < 372 { maximum *= 0.6549 }
        return CGFloat(min((0.5 * height).rounded(), maximum))
    }

    /// Shows the control as refreshing without `.valueChanged` and without scrolling, as
    /// `UIRefreshControl.beginRefreshing()`: the refresh inset is added (when the finger lifts, under a finger).
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        isArmed = false
        endAwaitsRelease = false
        host?.emit(.refreshControlBeginRefreshing)
        guard let host else { return }
        if host.isTracking {
            insetAwaitsRelease = true
        } else {
            host.setRefreshInset(RefreshControl.height)
        }
    }

    /// Ends refreshing, as `UIRefreshControl.endRefreshing()`: removes the refresh inset, moving an offset at
    /// rest in it back to the top over 0.3 s (see the type's model); under a finger, when it lifts.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        host?.emit(.refreshControlEndRefreshing)
        guard let host else { return }
        if insetAwaitsRelease {
            insetAwaitsRelease = false
        } else if host.isTracking {
            endAwaitsRelease = true
        } else {
            host.removeRefreshInsetAnimated()
        }
    }

    // MARK: Driven by the scroll view

    /// The scroll view's offset changed: start refreshing if a finger pulled far enough.
    func hostDidScroll(_ host: ScrollView) {
        guard !isRefreshing else { return }
        let revealed = -host.contentOffset.y - (host.adjustedContentInset.top - host.refreshInsetTop)
        if revealed <= 0 {
            isArmed = true
            return
        }
        guard isArmed, isEnabled, host.isTracking,
              revealed >= RefreshControl.triggerDistance(forScrollViewHeight: host.frame.height) else { return }
        isArmed = false
        isRefreshing = true
        insetAwaitsRelease = true
        host.emit(.refreshControlValueChanged)
        sendActions(for: .valueChanged)
    }

    /// The finger lifted from the scroll view (before its release motion is planned).
    func hostTouchWillEnd(_ host: ScrollView) {
        if insetAwaitsRelease {
            insetAwaitsRelease = false
            host.setRefreshInset(RefreshControl.height)
        }
        if endAwaitsRelease {
            endAwaitsRelease = false
            host.setRefreshInset(0)
        }
    }

    /// Places the control above the content: `(0, −top − 60, width, 60)`.
    func place(in host: ScrollView) {
        let top = host.adjustedContentInset.top - host.refreshInsetTop
        let placed = CGRect(x: 0, y: -top - RefreshControl.height, width: host.frame.width, height: RefreshControl.height)
        if frame != placed { frame = placed }
    }
}
