import ScrollSimSwiftUI

/// Article 003's `ParallaxEffect`, its final version as the article writes it (only the import differs),
/// without the `let _ = print(offsetY)` debugging line (it would print every frame).
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

/// Article 003's `ContentList` as the article writes it; its random widths come from the seeded
/// `ViewRandomNumberGenerator`, so every run lays out the same list.
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

/// The hosted article screen.
@MainActor
func makeParallaxArticleController() -> UIViewController { UIHostingController(rootView: ParallaxArticleScreen()) }
