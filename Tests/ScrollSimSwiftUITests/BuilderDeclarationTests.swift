import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// Records the values a body passes to it, as the article's `let _ = print(offsetY)` prints them.
@MainActor
final class BodyLog {
    var values: [CGFloat] = []
    func record(_ value: CGFloat) { values.append(value) }
}

/// A view whose body declares constants in the builder closure, as article 003's `ParallaxEffect` does.
struct DeclaringView: View {
    let log: BodyLog
    let offsetY: CGFloat

    var body: some View {
        VStack(spacing: 0) {
            let height = offsetY > 0 ? 40 + offsetY : 40
            let _ = log.record(height)
            let isScrolled = offsetY > 0
            Color.red.frame(width: 10, height: height)
            if isScrolled {
                Color.blue.frame(width: 10, height: 10)
            }
        }
    }
}

@Suite("let declarations in ViewBuilder closures")
struct BuilderDeclarationTests {
    @Test("let constants and let _ = f(x) in a body: the constants size the views, the call runs once per evaluation")
    func letDeclarations() throws {
        let log = BodyLog()
        let views = try hostedViews(UIHostingController(rootView: DeclaringView(log: log, offsetY: 20)))
        // height = 40 + 20 = 60, then the blue 10: stack 10 × 70 at (191.5, 391).
        StackLayoutTests.expectFrames(views, [
            ("Color", CGRect(x: 191.5, y: 391, width: 10, height: 60)),
            ("Color", CGRect(x: 191.5, y: 451, width: 10, height: 10)),
        ])
        #expect(log.values == [60])
        let flat = try hostedViews(UIHostingController(rootView: DeclaringView(log: log, offsetY: -5)))
        StackLayoutTests.expectFrames(flat, [("Color", CGRect(x: 191.5, y: 406, width: 10, height: 40))])
        #expect(log.values == [60, 40])
    }
}
