#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// A reader under drawing effects (an offset of 10 points, then an opacity of ½) between two bands, as in
/// `ReaderScreen`: the reader's frame in the content is (0, 100, 393, 200), its window `minY` is `100 − y` for
/// the content offset `y` (159 at rest). Its content is `content(height, name)` with the height
/// `50 + max(0, minY − 159)` (growing as the content is pulled down) and the name `"pulled"` while
/// `minY > 159`, else `"resting"`.
struct EffectWrappedReaderScreen<Content: View>: View {
    let content: (CGFloat, String) -> Content

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .global).minY
                    content(50 + max(0, minY - 159), minY > 159 ? "pulled" : "resting")
                }
                .frame(height: 200)
                .offset(x: 10)
                .opacity(0.5)
                Color.blue.frame(height: 1000)
            }
        }
    }
}

/// `EffectWrappedReaderScreen` with a green square 100 wide (the name unused): nothing inside the reader's
/// content resets its drawn view, so only the reader's evaluation does.
@MainActor
func makePlainReaderController() -> UIViewController {
    UIHostingController(rootView: EffectWrappedReaderScreen { height, _ in Color.green.frame(width: 100, height: height) })
}

/// `EffectWrappedReaderScreen` with a green square 100 wide, named by an `id(_:)`: a new identity when the
/// name changes.
@MainActor
func makeIdentifiedReaderController() -> UIViewController {
    UIHostingController(rootView: EffectWrappedReaderScreen { Color.green.frame(width: 100, height: $0).id($1) })
}

/// `EffectWrappedReaderScreen` with a green square 100 wide, named by an `accessibilityIdentifier(_:)`.
@MainActor
func makeNamedReaderController() -> UIViewController {
    UIHostingController(rootView: EffectWrappedReaderScreen { Color.green.frame(width: 100, height: $0).accessibilityIdentifier($1) })
}
