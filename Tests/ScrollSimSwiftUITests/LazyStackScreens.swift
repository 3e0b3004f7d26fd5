#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// Counts the rows a lazy stack's `ForEach` evaluated.
@MainActor
final class RowCounter {
    var evaluated = 0
}

/// A scroll view holding a `LazyVStack` (spacing 0) of `count` colour rows; row i is `height(i)` tall.
struct LazyRowsScreen: View {
    let count: Int
    let counter: RowCounter
    let height: (Int) -> CGFloat

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    let _ = counter.evaluated += 1
                    Color.blue.frame(height: height(index))
                }
            }
        }
    }
}

/// A 100-pt header, then a `LazyVStack` (default spacing, leading) of 60 × 40 rows, then a 100-pt footer.
struct LazyStackBetweenBandsScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                LazyVStack(alignment: .leading) {
                    ForEach(0..<100, id: \.self) { _ in
                        Color.green.frame(width: 60, height: 40)
                    }
                }
                Color.blue.frame(height: 100)
            }
        }
    }
}
