#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// A custom modifier as a developer writes one: 10 pt of padding on a gray card.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(10)
            .background(Color.gray)
    }
}

extension View {
    /// Puts the view on a card (``CardStyle``).
    func cardStyle() -> some View {
        modifier(CardStyle())
    }
}

/// A modifier whose body places its content twice, once faded: the content is a view like any other.
struct Echo: ViewModifier {
    func body(content: Content) -> some View {
        VStack(spacing: 4) {
            content
            content.opacity(0.5)
        }
    }
}
