import Foundation
import Testing
import ScrollSim
@testable import ScrollEffects
import ScrollSimTestSupport

@Suite("ParallaxHeader (seed 003) and NestedScrollGate (seed 004) through real gestures")
struct ParallaxAndNestedTests {
    struct Parallax { var frame: CGRect; var transform: ViewTransform; var blur: CGFloat; var minY: CGFloat }

    /// Pull down 250 pt and release, then fling up: with `minY = −y` (the header's global top),
    /// height `400 + minY`, offset `−minY`, scale `minY/1000 + 1`, blur `minY/20` while `minY > 0`,
    /// else 400 / 0 / 1 / 0 (tolerance 1e-9).
    @Test func parallaxFollowsTheArticle() throws {
        let scene = try EffectFactory.makeScene(effect: "parallax-header")
        let effect = scene.effect as! ParallaxHeader
        let image = scene.header!
        let samples = try runScene(scene, [
            drag(CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 550), 0.5, hold: 0.2),
            drag(CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 400), 0.1),
        ]) {
            Parallax(frame: image.frame, transform: image.transform, blur: image.blurRadius, minY: effect.minY)
        }
        var pulled = 0, scrolled = 0
        for s in samples {
            let minY = -s.offset.y
            #expect(s.value.minY == minY, "frame \(s.frame)")
            if minY > 0 {
                pulled += 1
                let scale = minY / 1000 + 1
                #expect(s.value.frame == CGRect(x: 0, y: 0, width: 390, height: 400 + minY), "frame \(s.frame)")
                #expect(isApproximatelyEqual(s.value.transform.scaleY, scale, absoluteTolerance: 1e-9) && isApproximatelyEqual(s.value.transform.translationY, -minY * scale, absoluteTolerance: 1e-9))
                #expect(isApproximatelyEqual(s.value.blur, minY / 20, absoluteTolerance: 1e-9))
            } else {
                if minY < 0 { scrolled += 1 }
                #expect(s.value.frame.height == 400 && s.value.transform == .identity && s.value.blur == 0, "frame \(s.frame)")
            }
        }
        #expect(pulled > 30 && scrolled > 30)
        #expect(samples.map(\.value.blur).max()! > 5)
    }

    /// Gate 1: the inner table's scrolling is on exactly when `500 − 56 − y < 0`; gate 2 exactly when
    /// `y ≥ 1700 − 844`. The outer does not bounce (y stays in [0, 856]).
    @Test(arguments: ["nested-scroll-gate-top", "nested-scroll-gate-bottom"])
    func gatesFollowTheOuterOffset(name: String) throws {
        let scene = try EffectFactory.makeScene(effect: name)
        let inner = scene.header as! ScrollView
        #expect(!inner.isScrollEnabled)
        let samples = try runScene(scene, [
            drag(CGPoint(x: 200, y: 800), CGPoint(x: 200, y: 400), 1.0, hold: 0.2),   // slow: y ≈ 390
            drag(CGPoint(x: 200, y: 800), CGPoint(x: 200, y: 700), 0.5, hold: 0.2),   // y ≈ 480: gate 1 opens
            drag(CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 500), 0.5, hold: 0.2),   // back to ≈ 290: closes
        ]) { inner.isScrollEnabled }
        var on = 0, off = 0
        for s in samples {
            let y = s.offset.y
            #expect(y >= 0 && y <= 856)
            let expected = name == "nested-scroll-gate-top" ? (500 - 56 - y < 0) : (y >= 1700 - 844)
            #expect(s.value == expected, "frame \(s.frame) y \(y)")
            if s.value { on += 1 } else { off += 1 }
        }
        #expect(off > 10)
        if name == "nested-scroll-gate-top" { #expect(on > 10) }
    }

    /// Gate 2 opens at the outer's bottom: a fling that reaches 856 clamps there (bounces off) and enables
    /// the inner table.
    @Test func bottomGateOpensWhenTheOuterHitsItsBottom() throws {
        let scene = try EffectFactory.makeScene(effect: "nested-scroll-gate-bottom")
        let inner = scene.header as! ScrollView
        let samples = try runScene(scene, [drag(CGPoint(x: 200, y: 800), CGPoint(x: 200, y: 300), 0.1)]) { inner.isScrollEnabled }
        #expect(samples.last!.offset.y == 856)
        #expect(samples.last!.value)
        #expect(samples.filter { $0.value }.allSatisfy { $0.offset.y == 856 })
    }
}
