import Testing
#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// `font(_:)` and `fixedSize`, hosted on 393 × 852 (no safe area). Text is measured with the engine's
/// measure: 0.5 em per character; line height 20.287109375 · size / 17; both rounded up to 1/3 point.
@Suite("SwiftUI fonts and fixedSize")
struct FontAndFixedSizeTests {
    @Test("font(.title) measures text at 28 points: \"Hello\" is 70 × 101/3")
    func titleFont() throws {
        let views = try hostedViews(UIHostingController(rootView: Text("Hello").font(.title).bold()))
        // 5 · 14 = 70 wide; 20.287109375 · 28/17 = 33.414… → 100.24 px → 101/3 high.
        StackLayoutTests.expectFrames(views, [("Text", CGRect(x: 161.5, y: 2455.0 / 6, width: 70, height: 101.0 / 3))])
    }

    @Test("the innermost font wins; an outer font reaches the text that sets none")
    func nestedFonts() throws {
        let root = VStack(spacing: 0) {
            Text("Hi").font(.caption)
            Text("Hi")
        }
        .font(.system(size: 28, weight: .bold))
        // Caption 12: 2 · 6 = 12 wide, 14.32… → 42.96 px → 43/3 high. Title-sized 28: 28 × 101/3.
        // Stack 28 × 48 at (182.5, 402).
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Text", CGRect(x: 190.5, y: 402, width: 12, height: 43.0 / 3)),
            ("Text", CGRect(x: 182.5, y: 402 + 43.0 / 3, width: 28, height: 101.0 / 3)),
        ])
    }

    @Test("a system symbol follows the font: 17 × 17 at the body size, 34 × 34 in the large title")
    func symbolFollowsFont() throws {
        let root = HStack(spacing: 0) {
            Image(systemName: "font-and-fixed-size-tests-symbol")
            Image(systemName: "font-and-fixed-size-tests-symbol").font(.largeTitle)
        }
        // 17 + 34 = 51 wide at x 171; heights centred on 34: (852 − 34)/2 = 409; the small one at 417.5.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: root)), [
            ("Image", CGRect(x: 171, y: 417.5, width: 17, height: 17)),
            ("Image", CGRect(x: 188, y: 409, width: 34, height: 34)),
        ])
    }

    @Test("lineLimit(1) truncates at the proposed width; lineLimit(2) caps wrapped text at two lines")
    func lineLimits() throws {
        // 10 · 8.5 = 85 points of text in 50: one line, 50 wide, 61/3 high, at (171.5, (852 − 61/3)/2).
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: Text("ScrollSim!").lineLimit(1).frame(width: 50))),
                                      [("Text", CGRect(x: 171.5, y: 2495.0 / 6, width: 50, height: 61.0 / 3))])
        // 29 · 8.5 = 246.5 points would wrap to 5 lines of 50; capped at 2: 2 · 20.287… → 122/3 high.
        StackLayoutTests.expectFrames(try hostedViews(UIHostingController(rootView: Text("ScrollSim ScrollSim ScrollSim")
            .lineLimit(2).frame(width: 50))), [("Text", CGRect(x: 171.5, y: 2434.0 / 6, width: 50, height: 122.0 / 3))])
    }

    @Test("fixedSize keeps text on one line inside a narrower frame (without it, it wraps)")
    func fixedSizeText() throws {
        let views = try hostedViews(UIHostingController(rootView: Text("ScrollSim!").fixedSize().frame(width: 50)))
        // Ideal: 10 · 8.5 = 85 wide, one line 61/3 high; centred on the 50-wide frame at 171.5: x = 154.
        StackLayoutTests.expectFrames(views, [("Text", CGRect(x: 154, y: 2495.0 / 6, width: 85, height: 61.0 / 3))])
    }

    @Test("fixedSize(horizontal: false, vertical: true) keeps the proposed width: a colour is 50 wide and 10 high")
    func fixedSizeOneAxis() throws {
        let views = try hostedViews(UIHostingController(rootView: Color.red.fixedSize(horizontal: false, vertical: true)
            .frame(width: 50)))
        // Width proposed 50; height proposed nil → 10; at ((393 − 50)/2, (852 − 10)/2).
        StackLayoutTests.expectFrames(views, [("Color", CGRect(x: 171.5, y: 421, width: 50, height: 10))])
    }
}
