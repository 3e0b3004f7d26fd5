import ScrollSimSwiftUI

/// A stand-in for article 003's screen made of the core views only: a 400-pt GeometryReader header whose
/// content is a square drawn with the article's offset, scale and blur formulas, and a 40-bar list.
struct ParallaxStandInScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader {
                    let offsetY = $0.frame(in: .global).minY
                    let isScrolled = offsetY > 0
                    ZStack {
                        Spacer().frame(height: isScrolled ? 400 + offsetY : 400)
                        Color.gray.frame(width: isScrolled ? 400 + offsetY : 400, height: isScrolled ? 400 + offsetY : 400)
                            .offset(y: isScrolled ? -offsetY : 0)
                            .scaleEffect(isScrolled ? offsetY / 1000 + 1 : 1)
                            .blur(radius: isScrolled ? offsetY / 20 : 0)
                    }
                }
                .frame(height: 400)
                VStack(alignment: .leading) {
                    StandInRow(); StandInRow(); StandInRow(); StandInRow(); StandInRow()
                    StandInRow(); StandInRow(); StandInRow(); StandInRow(); StandInRow()
                }
                .padding(.top)
            }
        }
    }
}

/// One row of the stand-in list: a 120 × 25 bar over three 200 × 20 bars.
struct StandInRow: View {
    var body: some View {
        VStack(alignment: .leading) {
            Rectangle().frame(width: 120, height: 25)
            VStack(alignment: .leading) {
                Rectangle().frame(width: 200, height: 20)
                Rectangle().frame(width: 180, height: 20)
                Rectangle().frame(width: 160, height: 20)
            }
        }
        .padding(.horizontal)
    }
}

/// The hosted stand-in screen.
@MainActor
func makeParallaxArticleController() -> UIViewController { UIHostingController(rootView: ParallaxStandInScreen()) }
