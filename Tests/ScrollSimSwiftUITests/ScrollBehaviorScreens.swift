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
