import Foundation

// The window's safe area seen by one scroll view, and the adjusted content inset built from it.
extension ScrollView {
    /// How far the window's safe area reaches into this view, points from each of its edges (UIKit's
    /// `safeAreaInsets`): each inset is how far the view's edge (its ``View/frameInWindow``, so a scroll
    /// view inside a scrolled parent moves with it) lies outside the window's safe rectangle — the root
    /// view's frame inset by ``Simulation/safeAreaInsets`` — never negative and never more than the view's
    /// size on that axis [model]. Zero when the simulation has no safe area (the default) or outside a
    /// simulation.
    public var safeAreaInsets: EdgeInsets {
        let context = context
        if !context.hasSafeArea { return .zero }
        return safeAreaInsets(windowSafeArea: context.safeAreaInsets)
    }

    /// ``safeAreaInsets`` for a window safe area of `windowSafeArea` (not zero).
    func safeAreaInsets(windowSafeArea: EdgeInsets) -> EdgeInsets {
        let window = rootView.frame
        let safeMinX = window.minX + windowSafeArea.left, safeMaxX = window.maxX - windowSafeArea.right
        let safeMinY = window.minY + windowSafeArea.top, safeMaxY = window.maxY - windowSafeArea.bottom
        let view = frameInWindow
        func overlap(_ amount: CGFloat, _ dimension: CGFloat) -> CGFloat { min(max(amount, 0), max(dimension, 0)) }
        return EdgeInsets(top: overlap(safeMinY - view.minY, view.height),
                          left: overlap(safeMinX - view.minX, view.width),
                          bottom: overlap(view.maxY - safeMaxY, view.height),
                          right: overlap(view.maxX - safeMaxX, view.width))
    }

    /// ``adjustedContentInset`` for a window safe area of `windowSafeArea` (not zero): ``contentInset``
    /// plus ``safeAreaInsets`` on the axes ``contentInsetAdjustmentBehavior`` adjusts.
    func adjustedContentInset(windowSafeArea: EdgeInsets) -> EdgeInsets {
        var inset = contentInset
        let adjustsX: Bool, adjustsY: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return inset
        case .always:
            adjustsX = true
            adjustsY = true
        case .scrollableAxes:
            adjustsX = contentSize.width > frame.size.width || alwaysBounceHorizontal
            adjustsY = contentSize.height > frame.size.height || alwaysBounceVertical
        case .automatic:
            adjustsX = contentSize.width > frame.size.width || alwaysBounceHorizontal
            adjustsY = true
        }
        guard adjustsX || adjustsY else { return inset }
        let safe = safeAreaInsets(windowSafeArea: windowSafeArea)
        if adjustsX {
            inset.left += safe.left
            inset.right += safe.right
        }
        if adjustsY {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        return inset
    }

    /// The window's safe area changed, or a property that decides which axes it adjusts: re-clamp as an
    /// inset change does. Nothing without a safe area (the default behaviour is unchanged).
    func safeAreaAdjustmentDidChange() {
        guard context.hasSafeArea else { return }
        contentRangeDidChange()
    }
}
