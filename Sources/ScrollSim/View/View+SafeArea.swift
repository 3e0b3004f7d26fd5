import Foundation

// The window's safe area seen by one view (UIKit's `UIView.safeAreaInsets`).
extension View {
    /// How far the window's safe area reaches into this view, points from each of its edges (UIKit's
    /// `safeAreaInsets`): each inset is how far the view's edge (its ``View/frameInWindow``, so a view
    /// inside a scrolled parent moves with it) lies outside the window's safe rectangle — the root view's
    /// frame inset by the window's safe area — never negative and never more than the view's size on that
    /// axis [model]. The window's safe area is ``Simulation/safeAreaInsets`` for a ``ScrollView`` in a
    /// simulation, else the one the hierarchy's root carries (a `UIWindow` takes its screen's); zero when
    /// there is none (the default). Bars (navigation, tab, toolbar) are not modelled.
    public var safeAreaInsets: EdgeInsets {
        if let scrollView = self as? ScrollView {
            let context = scrollView.context
            if context.hasSafeArea { return safeAreaInsets(windowSafeArea: context.safeAreaInsets) }
        }
        guard let window = rootView.windowSafeAreaInsets, window != .zero else { return .zero }
        return safeAreaInsets(windowSafeArea: window)
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

    /// The window's safe area changed: as UIKit does, every view below is told
    /// (``safeAreaInsetsDidChange()``) and marked as needing layout, so a `layoutSubviews` that reads
    /// ``safeAreaInsets`` runs again; the regions holding constraints to a safe-area guide are re-solved in
    /// the next layout pass (as a `layoutMargins` change re-solves the margins guide's).
    func windowSafeAreaDidChange() {
        walkSubtree { view in
            if view.guideStorage.contains(where: { $0.kind == .safeArea }) {
                view.layoutBoundary.invalidateConstraintStructure()
                view.layoutBoundaryOfItem.invalidateConstraintStructure()
            }
            view.safeAreaInsetsDidChange()
            view.setNeedsLayout()
            return true
        }
    }
}
