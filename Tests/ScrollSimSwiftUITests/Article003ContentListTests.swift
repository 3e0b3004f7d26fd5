import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// Article 003's `ContentList`, exactly as the article writes it (only the import differs).
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

/// Article 003's `ParallaxEffect`, its final version exactly as the article writes it (only the import
/// differs), except for the `let _ = print(offsetY)` debugging line (it would print every frame; `let _ =`
/// in a body is tested in `BuilderDeclarationTests`).
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

/// The screen that stacks the article's two views in a scroll view.
struct Article003Screen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ParallaxEffect()
                ContentList()
            }
        }
    }
}

/// Article 003's screen with trace names on the views a test reads: the header image and the list.
struct NamedArticle003Screen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
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
                                .accessibilityIdentifier("headerImage")
                        }
                }
                .frame(height: 400)
                ContentList().accessibilityIdentifier("bar")
            }
        }
        .accessibilityIdentifier("list")
    }
}

/// The n-th output (n ≥ 1) of SplitMix64 started at `seed`, in closed form: the mix of seed + n·γ.
func splitMix64(seed: UInt64, n: UInt64) -> UInt64 {
    var z = seed &+ n &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}

/// The n-th `.random(in: a...b)` of a body evaluation, by the documented mapping a + u·(b − a),
/// u = top 53 bits / 2⁵³.
func nthRandom(seed: UInt64, n: UInt64, in range: ClosedRange<CGFloat>) -> CGFloat {
    let u = CGFloat(Double(splitMix64(seed: seed, n: n) >> 11) / 9_007_199_254_740_992)
    return range.lowerBound + u * (range.upperBound - range.lowerBound)
}

/// Article 003's content list hosted on the default device (393 × 852, safe area 59/34), its widths from
/// the seeded generator derived in closed form, every frame derived by hand from the stack, frame and
/// padding rules.
@Suite("Article 003's ContentList: layout and deterministic random widths")
struct Article003ContentListTests {
    @Test("ContentList in a VStack: 40 rounded rectangles, leading-aligned at x 16, rows 117 points apart")
    func contentListLayout() throws {
        let controller = UIHostingController(rootView: VStack(spacing: 0) { ContentList() })
        let views = try hostedViews(controller, safeArea: true)
        let seed = ViewRandomNumberGenerator.seed
        // Per element i: a 120 × 25 bar, then three bars w × 20 in a VStack (3·20 + 2·8 = 76 high), each
        // padded 16 horizontally; 20 children with 19 gaps of 8: 10·(25 + 76) + 19·8 = 1162 high; the
        // maxWidth frame is 393 wide and 1162 high; padding(.top) adds 16: 1178. Centred in the safe area
        // (y 59, 759 high): y = 59 + (759 − 1178)/2 = −150.5, content from −134.5; element i starts at
        // −134.5 + i·(25 + 8 + 76 + 8) = −134.5 + 117·i; its bars at +33, +61, +89. x = 16 (leading, padded).
        var expected: [(String, CGRect)] = []
        for i in 0..<10 {
            let y = -134.5 + 117 * CGFloat(i)
            expected.append(("RoundedRectangle", CGRect(x: 16, y: y, width: 120, height: 25)))
            for j in 0..<3 {
                let width = nthRandom(seed: seed, n: UInt64(3 * i + j + 1), in: 150...300)
                expected.append(("RoundedRectangle", CGRect(x: 16, y: y + 33 + 28 * CGFloat(j), width: width, height: 20)))
            }
        }
        StackLayoutTests.expectFrames(views, expected)
        // The three bars of each element are drawn at opacity 0.3, the 120-point bar opaque.
        let alphas = controller.view.subviews.map(\.alpha)
        #expect(alphas == (0..<10).flatMap { _ in [CGFloat(1), 0.3, 0.3, 0.3] })
    }

    @Test("two runs of the same screen give identical frames, every width in 150…300")
    func identicalRuns() throws {
        let first = try hostedViews(UIHostingController(rootView: ContentList()), safeArea: true)
        let second = try hostedViews(UIHostingController(rootView: ContentList()), safeArea: true)
        #expect(first == second)
        let widths = first.map(\.frame.width).filter { $0 != 120 }
        #expect(widths.count == 30)
        #expect(widths.allSatisfy { $0 >= 150 && $0 <= 300 })
        #expect(Set(widths).count == 30)
    }

    @Test("the article's exact expression .frame(width: .random(in: 150...300), height: 20) draws from the seeded generator")
    func overloadResolution() throws {
        let saved = ViewRandomNumberGenerator.seed
        defer { ViewRandomNumberGenerator.seed = saved }
        ViewRandomNumberGenerator.seed = 42 // restarts the stream
        let root = RoundedRectangle(cornerRadius: 4, style: .continuous)
            .frame(width: .random(in: 150...300), height: 20)
        let views = try hostedViews(UIHostingController(rootView: root))
        // The first draw after a restart at seed 42.
        let width = nthRandom(seed: 42, n: 1, in: 150...300)
        StackLayoutTests.expectFrames(views, [
            ("RoundedRectangle", CGRect(x: (393 - width) / 2, y: 416, width: width, height: 20)),
        ])
    }

    @Test("the generator is SplitMix64: seed 1234567 gives the published first outputs")
    func knownAnswers() {
        let saved = ViewRandomNumberGenerator.seed
        defer { ViewRandomNumberGenerator.seed = saved }
        ViewRandomNumberGenerator.seed = 1_234_567
        var generator = ViewRandomNumberGenerator()
        // The reference sequence for seed 1234567 (Vigna's splitmix64.c, as tabulated by Rosetta Code).
        #expect(generator.next() == 6_457_827_717_110_365_317)
        #expect(generator.next() == 3_203_168_211_198_807_973)
        #expect(generator.next() == 9_817_491_932_198_370_423)
    }

    @Test("a half-open range draws the same way and stays below its upper bound")
    func halfOpenRange() {
        let saved = ViewRandomNumberGenerator.seed
        defer { ViewRandomNumberGenerator.seed = saved }
        ViewRandomNumberGenerator.seed = 7
        let values = (0..<100).map { _ in CGFloat.random(in: 0..<1) }
        #expect(values[0] == nthRandom(seed: 7, n: 1, in: 0...1))
        #expect(values[99] == nthRandom(seed: 7, n: 100, in: 0...1))
        #expect(values.allSatisfy { $0 >= 0 && $0 < 1 })
    }
}
