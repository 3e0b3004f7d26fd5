import ScrollSimSwiftUI

// Seed article 003's SwiftUI code as the article writes it (only the import line differs: ScrollSimSwiftUI
// always, as this library is the engine's, also on platforms that have SwiftUI), hosted by the
// `swiftui-parallax-header` scene (``EffectFactory``). The debugging line `let _ = print(offsetY)` of the
// article's final version is left out, so that runs do not print every frame.

/// The article's `ContentList`: ten rows of a 120 × 25 bar over three bars 150…300 points wide (the
/// seeded `.random(in:)` of ScrollSimSwiftUI: the same widths in every run).
struct ContentList: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<10) { _ in
                RoundedRectangle(cornerRadius: 4, style: .continuous)
                    .frame(width: 120, height: 25)
                VStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: 4, style: .continuous)
                        .frame(width: .random(in: 150...300), height: 20)
                    RoundedRectangle(cornerRadius: 4, style: .continuous)
                        .frame(width: .random(in: 150...300), height: 20)
                    RoundedRectangle(cornerRadius: 4, style: .continuous)
                        .frame(width: .random(in: 150...300), height: 20)
                }
                .opacity(0.3)
            }
            .padding(.horizontal)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.top)
    }
}

/// The article's `ParallaxEffect` (final version): a 400-pt header whose image, when the header's global
/// `minY` is positive (pulled down), is `400 + minY` tall, offset by `−minY`, scaled by `minY/1000 + 1` and
/// blurred by `minY/20`.
struct ParallaxEffect: View {
    var body: some View {
        GeometryReader {
            let offsetY = $0.frame(in: .global).minY
            let isScrolled = offsetY > 0

            Spacer()
                .frame(height: isScrolled ? 400 + offsetY : 400)
                .background {
                    Image("sample")
                        .resizable()
                        .scaledToFill()
                        .offset(y: isScrolled ? -offsetY : 0)
                        .scaleEffect(isScrolled ? offsetY / 1000 + 1 : 1)
                        .blur(radius: isScrolled ? offsetY / 20 : 0)
                }
        }
        .frame(height: 400)
    }
}

/// The article's screen: the header above the list in a scroll view.
struct ParallaxArticleScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ParallaxEffect()
                ContentList()
            }
        }
    }
}

/// A hosting controller showing the article's screen.
@MainActor
func makeParallaxArticleController() -> UIViewController {
    UIHostingController(rootView: ParallaxArticleScreen())
}
