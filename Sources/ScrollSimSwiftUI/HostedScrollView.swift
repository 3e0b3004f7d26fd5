import ScrollSim

/// The engine scroll view that draws a SwiftUI ``ScrollView`` (as SwiftUI on iOS draws one with a
/// `UIScrollView`): every change of its content offset marks it for layout, and its layout places again
/// the content that depends on where it is in the window (``GeometryReader``s, see ``ScrollViewNode``).
final class HostedScrollView: ScrollSim.ScrollView {
    /// The layout of the SwiftUI scroll view drawn by this view (the node of the latest evaluation).
    weak var node: ScrollViewNode?
    /// The content's drawn views, this view's subviews.
    var drawn = DrawnSubviews()
    /// The SwiftUI phase last reported to `onScrollPhaseChange` actions (``ScrollViewNode/reportScroll()``).
    var reportedPhase: ScrollPhase = .idle
    /// Where `defaultScrollAnchor(_:)` last put the offset (NaN once anchoring ended, `nil` without one).
    var anchoredOffset: CGPoint?
    /// The delegate that aligns releases on rows while `.viewAligned` is on (held here: delegates are weak).
    var viewAlignedTargeting: ViewAlignedTargeting?

    override init(frame: CGRect) {
        super.init(frame: frame)
        name = "ScrollView"
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        super.boundsOriginDidChange(from: oldOrigin)
        setNeedsLayout()
    }

    /// A phase change is reported in this view's layout (``ScrollViewNode/reportScroll()``).
    override func scrollStateDidChange() {
        super.scrollStateDidChange()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        node?.contentDidMove()
        node?.reportScroll()
    }
}
