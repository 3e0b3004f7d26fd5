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

/// A `LazyVStack` (leading, spacing 0) of 1000 rows: a 44-pt blue square, the text "Row i" and a spacer in
/// an `HStack`, 80 pt tall for every third row (0, 3, 6, …) and 60 pt for the others.
struct LazyTextRowsScreen: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<1000, id: \.self) { index in
                    HStack {
                        Color.blue.frame(width: 44, height: 44)
                        Text("Row \(index)")
                        Spacer()
                    }
                    .frame(height: index % 3 == 0 ? 80 : 60)
                }
            }
        }
    }
}

/// A `LazyVStack` (leading, spacing 0) of 1000 rows 50 pt tall: an `HStack` of a red 10-pt square (even rows
/// only, an `if`) and a `VStack` (leading, spacing 2) of the texts "Row i" and "Detail".
struct LazyOptionalRowsScreen: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<1000, id: \.self) { index in
                    HStack {
                        if index.isMultiple(of: 2) {
                            Color.red.frame(width: 10, height: 10)
                        }
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Row \(index)")
                            Text("Detail")
                        }
                    }
                    .frame(height: 50)
                }
            }
        }
    }
}
