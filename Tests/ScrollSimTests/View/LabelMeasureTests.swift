import Foundation
import Testing
@testable import ScrollSim

@Suite("Label measure")
@MainActor
struct LabelMeasureTests {
    /// "日本👍🏽é" with a combining accent: 6 Unicode scalars (日, 本, 👍, 🏽, e, U+0301), 4 characters,
    /// 17 UTF-8 bytes. The measure counts scalars: 6 · 0.5 · 17 pt = 51 pt (characters would give
    /// 34, bytes 144.5).
    @Test func widthCountsUnicodeScalarsOfNonASCIIText() {
        let label = Label(text: "日本👍🏽e\u{301}", name: "label")
        #expect(label.intrinsicContentSize.width == CGFloat(51))
    }

    /// ASCII text: one scalar a byte, "Hello" → 5 · 0.5 · 17 = 42.5 pt, rounded up to the pixel
    /// (1/3 pt): ⌈127.5⌉ / 3 = 128/3 pt.
    @Test func widthOfASCIITextIsOneAdvancePerByte() {
        let label = Label(text: "Hello", name: "label")
        #expect(label.intrinsicContentSize.width == CGFloat(128) / 3)
    }

    /// A string bridged from `NSString` (not necessarily contiguous UTF-8) measures the same.
    @Test func bridgedTextMeasuresTheSame() {
        let bridged = String(NSString(string: "日本👍🏽e\u{301}"))
        let label = Label(text: bridged, name: "label")
        #expect(label.intrinsicContentSize.width == CGFloat(51))
    }
}
