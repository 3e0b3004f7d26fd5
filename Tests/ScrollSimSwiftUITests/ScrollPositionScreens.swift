#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// The value behind a scroll-position binding, with every value the scroll view wrote.
@MainActor
final class PositionBox {
    var id: Int?
    var writes: [Int?] = []
}

/// A scroll view of 1000 50-pt rows in a scroll-target `LazyVStack`, its position bound to `box`.
struct PositionScreen: View {
    let box: PositionBox

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1000, id: \.self) { _ in
                    Color.blue.frame(height: 50)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: Binding(get: { box.id }, set: { box.id = $0; box.writes.append($0) }))
    }
}
