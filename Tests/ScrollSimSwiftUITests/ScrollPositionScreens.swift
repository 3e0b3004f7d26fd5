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

/// A `ScrollPosition` behind a binding, with every value the scroll view wrote.
@MainActor
final class ScrollPositionBox {
    var position = ScrollPosition(idType: Int.self)
    var writes: [ScrollPosition] = []
}

/// Two bands (400 + 700 pt) in a scroll view, its position bound to `box`; with `targets`, a scroll-target
/// `LazyVStack` of 1000 50-pt rows instead.
struct ScrollPositionScreen: View {
    let box: ScrollPositionBox
    let targets: Bool

    var body: some View {
        ScrollView {
            if targets {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1000, id: \.self) { _ in
                        Color.blue.frame(height: 50)
                    }
                }
                .scrollTargetLayout()
            } else {
                VStack(spacing: 0) {
                    Color.red.frame(height: 400)
                    Color.blue.frame(height: 700)
                }
            }
        }
        .scrollPosition(Binding(get: { box.position }, set: { box.position = $0; box.writes.append($0) }))
    }
}
