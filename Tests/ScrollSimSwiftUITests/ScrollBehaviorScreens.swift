#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// A horizontal scroll view of three screen-wide pages, paging or not.
struct PagerScreen: View {
    let paging: Bool

    var body: some View {
        if paging {
            pages.scrollTargetBehavior(.paging)
        } else {
            pages
        }
    }

    var pages: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in
                    Color.red.frame(width: 393)
                }
            }
        }
    }
}

/// A vertical scroll view whose 100-pt content fits, with the given bounce behaviour.
struct ShortContentScreen: View {
    let behavior: ScrollBounceBehavior

    var body: some View {
        ScrollView {
            Color.green.frame(height: 100)
        }
        .scrollBounceBehavior(behavior)
    }
}

/// A scroll view of one band `height` tall, anchored at `anchor` by default.
struct AnchoredScreen: View {
    let height: CGFloat
    let anchor: UnitPoint?

    var body: some View {
        ScrollView {
            Color.green.frame(height: height)
        }
        .defaultScrollAnchor(anchor)
    }
}

/// A scroll view of a 1000-pt band with content margins of 20 vertically and 16 horizontally.
struct MarginScreen: View {
    var body: some View {
        ScrollView {
            Color.green.frame(height: 1000)
        }
        .contentMargins(.vertical, 20)
        .contentMargins(.horizontal, 16, for: .scrollContent)
        .contentMargins(.top, 100, for: .scrollIndicators)
    }
}

/// A scroll view of 1000 50-pt rows in a scroll-target `LazyVStack`, releases aligned on rows.
struct ViewAlignedScreen: View {
    let limit: ViewAlignedScrollTargetBehavior.LimitBehavior

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1000, id: \.self) { _ in
                    Color.blue.frame(height: 50)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
    }
}
