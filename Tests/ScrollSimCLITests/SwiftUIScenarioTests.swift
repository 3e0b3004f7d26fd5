import Foundation
import Testing
import ScrollSimTestSupport

/// The shipped SwiftUI scenario (`swiftui-parallax-header`: article 003's SwiftUI code as written, hosted by
/// `UIHostingController`) run through the built `scrollsim` with `--views`: the header image's traced
/// geometry, scale and blur at every frame against the article's formulas evaluated on that frame's offset
/// in `frames.csv`, and the traced views' names, the same in every frame.
///
/// Hand derivation (393 × 852 screen, safe area 59 / 34): the engine scroll view `ScrollView` fills the
/// screen, the content's top is at window y `m = −offset.y` (the header's global minY). For `m > 0` the image
/// is laid out `h = 400 + m` square, centred on x 196.5, at content y 0; drawn offset by −m, then scaled by
/// `s = m/1000 + 1` about its centre: drawn `h·s` square, centre window y `m + h/2 − s·m`, so top
/// `(1 − s)·(m + h/2)`, left `196.5 − h·s/2`; blur `m/20`. Otherwise 400 square at (−3.5, m), scale 1, no blur.
@Suite struct SwiftUIScenarioTests {
    static let tolerance = 1e-9

    @Test func swiftUIParallaxHeaderFollowsTheArticleEveryFrame() throws {
        let run = try ArticleScenarioTests.run("swiftui-parallax-header")
        let image = run.views.series(view: "Image", ["x", "y", "width", "height", "scale", "blur"])
        let offsets = run.offsets("ScrollView")
        var pulled = 0, scrolledAway = 0
        let frames = ArticleScenarioTests.eachFrame(offsets, image) { frame, y, row in
            let m = -y
            let expected: [Double]
            if m > 0 {
                let h = 400 + m, s = m / 1000 + 1
                expected = [196.5 - h * s / 2, (1 - s) * (m + h / 2), h * s, h * s, s, m / 20]
                if m > 100 { pulled += 1 }
            } else {
                expected = [-3.5, m, 400, 400, 1, 0]
                scrolledAway += 1
            }
            for (index, name) in ["x", "y", "width", "height", "scale", "blur"].enumerated() {
                #expect(isApproximatelyEqual(row[index], expected[index], absoluteTolerance: Self.tolerance),
                        "frame \(frame): offset \(y), \(name) \(row[index]) vs \(expected[index])")
            }
        }
        #expect(frames.count == offsets.count, "an image row in every frame")
        #expect(pulled > 20, "the pull stretched the header")
        #expect(scrolledAway > 20, "the fling scrolled the header away")
        // At rest before the gestures: m = 59, the header already covers the status bar.
        #expect(offsets[0] == -59)
    }

    @Test func swiftUIViewsKeepTheirNamesInEveryFrame() throws {
        let run = try ArticleScenarioTests.run("swiftui-parallax-header")
        let expected = ["root", "UIHostingView", "ScrollView", "Image"] + Array(repeating: "RoundedRectangle", count: 40)
        let viewColumn = run.views.column("view"), frameColumn = run.views.column("frame")
        var names: [Int: [String]] = [:]
        for row in run.views.rows { names[Int(row[frameColumn])!, default: []].append(row[viewColumn]) }
        #expect(names.count == run.offsets("ScrollView").count)
        for frame in names.keys.sorted() { #expect(names[frame] == expected, "frame \(frame)") }
    }
}
