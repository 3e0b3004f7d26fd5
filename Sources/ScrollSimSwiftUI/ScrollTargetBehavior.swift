/// SwiftUI's `ScrollTargetBehavior`: how a scroll view chooses where a release comes to rest.
///
/// The behaviours provided are ``PagingScrollTargetBehavior`` (`.paging`) and
/// ``ViewAlignedScrollTargetBehavior`` (`.viewAligned`). Custom behaviours
/// (SwiftUI's `updateTarget(_:context:)` requirement) are not modelled: the protocol has no requirement
/// here and a custom conforming type changes nothing.
public protocol ScrollTargetBehavior {}

/// SwiftUI's `PagingScrollTargetBehavior` (`.paging`): a release comes to rest on a page, a page being the
/// scroll view's size. Drawn with UIKit's paging (the engine's `isPagingEnabled`): pages of the engine
/// scroll view's bounds size from offset 0; a release faster than 0.3 pt/ms goes to the next page in its
/// direction, a slower one to the nearest (ScrollSim's Physics article, "Programmatic motion").
///
/// [model] SwiftUI pages by the container size less the safe-area insets; a scroll view that extends under
/// the bars (see ``ScrollView``) pages here by its full bounds, so pages match SwiftUI's on an axis without
/// safe-area insets (a horizontal pager, or one that does not reach the safe area's edges).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour, as SwiftUI's `PagingScrollTargetBehavior()`.
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Paging: releases rest on a page (see ``PagingScrollTargetBehavior``).
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension View {
    /// Sets how the scroll views inside this view choose where releases come to rest, as SwiftUI's
    /// `scrollTargetBehavior(_:)` (see ``ScrollConfiguration`` for the reach of the setting).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let paging = behavior is PagingScrollTargetBehavior
        let viewAligned = behavior as? ViewAlignedScrollTargetBehavior
        return ScrollConfiguringView(content: self) {
            $0.isPaging = paging
            $0.viewAligned = viewAligned
        }
    }
}
