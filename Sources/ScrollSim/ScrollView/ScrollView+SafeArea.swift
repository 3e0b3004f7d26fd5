import Foundation

// The adjusted content inset built from the window's safe area (View+SafeArea.swift: the view's share of it).
extension ScrollView {
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
