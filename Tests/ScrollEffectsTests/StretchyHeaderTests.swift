import Foundation
import Testing
import ScrollSim
@testable import ScrollEffects
import ScrollSimTestSupport

@Suite("StretchyHeader and StretchyHeaderFlowLayout (seed 001) through real gestures")
struct StretchyHeaderTests {
    struct Snap { var height: CGFloat; var bottom: CGFloat?; var clips: Bool?; var image: CGRect; var imageGlobalMinY: CGFloat }

    static let gestures: [[Gesture]] = [
        drag(CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 600), 0.6, hold: 0.2),   // pull past the top, release
        drag(CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 500), 0.1),              // fling up
        drag(CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 800), 0.3),              // fling back down into the top edge
    ]

    func run(_ name: String) throws -> [FrameSample<Snap>] {
        let scene = try EffectFactory.makeScene(effect: name)
        let effect = scene.effect as! StretchyHeader
        let image = scene.header!
        return try runScene(scene, Self.gestures) {
            Snap(height: effect.imageViewHeight.constant, bottom: effect.imageViewBottom?.constant,
                 clips: effect.containerView?.clipsToBounds, image: image.frame,
                 imageGlobalMinY: image.convert(CGPoint.zero, to: nil).y)
        }
    }

    /// 1 a: `offsetY = −(y + inset.top)`, `constant = max(offsetY + inset.top, inset.top)` with inset 0;
    /// the image (height = header 200 + constant, bottom on the header's bottom) spans `200 − h … 200`.
    @Test func tableHeaderVariantFollowsTheFormula() throws {
        let samples = try run("stretchy-header-table")
        var stretched = 0
        for s in samples {
            let inset: CGFloat = 0
            let offsetY = -(s.offset.y + inset)
            let constant = max(offsetY + inset, inset)
            #expect(s.value.height == constant, "frame \(s.frame)")
            // To 1e-9 pt: the constraint solver sums the constants in its own order.
            let expected = CGRect(x: 0, y: 200 - (200 + constant), width: 390, height: 200 + constant)
            #expect(isApproximatelyEqual(s.value.image.minX, expected.minX, absoluteTolerance: 1e-9) && isApproximatelyEqual(s.value.image.minY, expected.minY, absoluteTolerance: 1e-9)
                    && isApproximatelyEqual(s.value.image.width, expected.width, absoluteTolerance: 1e-9) && isApproximatelyEqual(s.value.image.height, expected.height, absoluteTolerance: 1e-9),
                    "frame \(s.frame): \(s.value.image) vs \(expected)")
            if constant > 0 {
                stretched += 1
                // Pulled down: the image's top stays at the screen's top (global y 0): −offset.y − constant.
                #expect(isApproximatelyEqual(s.value.imageGlobalMinY, 0, absoluteTolerance: 1e-9), "frame \(s.frame)")
            }
        }
        #expect(stretched > 30)
        #expect(samples.contains { $0.offset.y > 300 })
    }

    /// 1 b: the container clips exactly when `offsetY ≤ 0`, the bottom constant is `−offsetY/2` when
    /// scrolled up, and so the image moves at half the content's speed: its global top is `−y/2`.
    @Test func containerVariantClipsAndMovesAtHalfSpeed() throws {
        let samples = try run("stretchy-header-container")
        var scrolledUp = 0, pulled = 0
        for s in samples {
            let y = s.offset.y
            let offsetY = -(y + 0)
            #expect(s.value.clips == (offsetY <= 0), "frame \(s.frame)")
            #expect(s.value.bottom == (offsetY >= 0 ? 0 : -offsetY / 2), "frame \(s.frame)")
            #expect(s.value.height == max(offsetY, 0), "frame \(s.frame)")
            if y > 0 && y < 200 {
                scrolledUp += 1
                // Header top at −y; image bottom at 200 + y/2 in the container, height 200 → top at y/2.
                #expect(isApproximatelyEqual(s.value.imageGlobalMinY, -y / 2, absoluteTolerance: 1e-9), "frame \(s.frame) y \(y)")
            } else if y < 0 {
                pulled += 1
                #expect(isApproximatelyEqual(s.value.imageGlobalMinY, 0, absoluteTolerance: 1e-9), "frame \(s.frame)")
            }
        }
        #expect(scrolledUp > 5 && pulled > 30)
    }

    /// 1 c: while `y < 0` the section header's frame is `(0, y, 390, 200 − y)`; otherwise `(0, 0, 390, 200)`.
    @Test func flowLayoutStretchesTheSectionHeader() throws {
        let scene = try EffectFactory.makeScene(effect: "stretchy-header-flow-layout")
        let cv = scene.scrollView as! CollectionView
        let samples = try runScene(scene, Self.gestures) {
            cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        }
        var pulled = 0
        for s in samples {
            let y = s.offset.y
            if y < 0 {
                pulled += 1
                #expect(s.value == CGRect(x: 0, y: y, width: 390, height: 200 - y), "frame \(s.frame)")
            } else if y < 200 {
                #expect(s.value == CGRect(x: 0, y: 0, width: 390, height: 200), "frame \(s.frame)")
            } else {
                #expect(s.value == nil, "frame \(s.frame): header scrolled away")
            }
        }
        #expect(pulled > 30)
        // Invalidation on every bounds change: the layout was prepared once per layout pass that scrolled.
        #expect(cv.counters.prepares > 100)
    }
}
