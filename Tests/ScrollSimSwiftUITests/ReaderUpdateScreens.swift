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

/// A reader's content that uses every kind of view and modifier updated in place, each value depending on
/// `m`, how far the reader is pulled below its resting place (`minY − 159`, negative once scrolled up): a
/// text with environment modifiers, padding and a flexible frame; a shape background; overlays of shapes, a
/// symbol, a colour with an identifier and a spacer, under offsets, opacities, blurs and scales.
@MainActor
func richReaderContent(_ m: CGFloat) -> some View {
    Text("m \(Int(m))")
        .font(.caption)
        .foregroundStyle(Color.red)
        .lineLimit(1)
        .padding(.horizontal, min(40, max(0, m / 4)))
        .frame(minWidth: 10, maxWidth: .infinity, minHeight: 20 + max(0, m / 2), alignment: .leading)
        .background(alignment: .leading) {
            RoundedRectangle(cornerRadius: max(0, m / 20), style: .continuous).fill(Color.blue)
        }
        .overlay(alignment: .topTrailing) { Circle().frame(width: 10, height: 10).opacity(m > 0 ? 1 : 0.5) }
        .overlay(alignment: .bottomLeading) { Image(systemName: "star").font(.title).offset(x: m / 10) }
        .overlay { Capsule().foregroundStyle(Color.green).frame(width: 20, height: 8 + max(0, m / 30)) }
        .overlay(alignment: .bottomTrailing) { Rectangle().frame(width: 4, height: 4).blur(radius: max(0, m / 50)) }
        .overlay(alignment: .top) { Color.gray.frame(width: 6, height: 6).accessibilityIdentifier(m > 0 ? "pulled" : "resting") }
        .overlay(alignment: .top) { Spacer(minLength: 3).frame(width: 3) }
        .scaleEffect(1 + max(0, m) / 400, anchor: .top)
}

/// Views made of a body: content inside one is built anew at every evaluation (it is not updated in place).
struct BuiltAnew<Content: View>: View {
    let content: Content
    var body: some View { content }
}

/// A 200-point reader between two bands (as `ReaderScreen`) whose content is `content(minY − 159)`.
struct RichReaderScreen<Content: View>: View {
    let content: (CGFloat) -> Content

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                GeometryReader { proxy in content(proxy.frame(in: .global).minY - 159) }
                    .frame(height: 200)
                Color.blue.frame(height: 1000)
            }
        }
    }
}

/// `RichReaderScreen` with `richReaderContent`, updated in place at each evaluation.
@MainActor
func makeRichReaderController() -> UIViewController {
    UIHostingController(rootView: RichReaderScreen { richReaderContent($0) })
}

/// `RichReaderScreen` with `richReaderContent` inside `BuiltAnew`: built anew at each evaluation.
@MainActor
func makeRebuiltRichReaderController() -> UIViewController {
    UIHostingController(rootView: RichReaderScreen { BuiltAnew(content: richReaderContent($0)) })
}
