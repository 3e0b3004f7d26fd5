import Foundation
import Testing
import ScrollSim
@testable import ScrollEffects
import ScrollSimTestSupport

@Suite("StickyHeaderFade (seed 000) through real gestures")
struct StickyHeaderFadeTests {
    struct Snap { var inset: CGFloat; var height: CGFloat; var frame: CGRect; var alpha: CGFloat; var state: StickyHeaderFade.State?; var imageRect: CGRect }

    /// Pull the full header down and release, scroll up slowly through state 1, fling to state 2, then
    /// pull back down from the top: every frame matches the article's three branches on the recorded
    /// offset `y` (header height 250, tolerance 1e-9 pt).
    @Test func everyFrameFollowsTheArticlesThreeStates() throws {
        let scene = try EffectFactory.makeScene(effect: "sticky-header-fade")
        let effect = scene.effect as! StickyHeaderFade
        let header = scene.header as! ImageView
        #expect(scene.scrollView.contentOffset.y == -250)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 250))
        let samples = try runScene(scene, [
            drag(CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 600), 0.5, hold: 0.2),   // pull past the top, release
            drag(CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 600), 0.5, hold: 0.2),   // slow scroll up (state 1)
            drag(CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 300), 0.1),              // fling (to state 2)
            drag(CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 500), 0.6, hold: 0.2),   // pull down from the top
        ]) {
            Snap(inset: scene.scrollView.contentInset.top, height: effect.heightConstraint.constant, frame: header.frame,
                 alpha: header.alpha, state: effect.state, imageRect: header.imageRect)
        }
        var seen: Set<String> = []
        for s in samples {
            let y = s.offset.y
            let remaining = abs(y)
            let v = s.value
            if -250 < y && y < 0 {
                #expect(v.state == .expanded && isApproximatelyEqual(v.inset, remaining, absoluteTolerance: 1e-9) && isApproximatelyEqual(v.height, remaining, absoluteTolerance: 1e-9)
                        && isApproximatelyEqual(v.alpha, remaining / 250, absoluteTolerance: 1e-9), "frame \(s.frame) y \(y)")
            } else if y >= 0 {
                #expect(v.state == .collapsed && v.inset == 0 && v.height == 0 && v.alpha == 0, "frame \(s.frame) y \(y)")
            } else {
                #expect(v.state == .pulledDown && isApproximatelyEqual(v.height, remaining, absoluteTolerance: 1e-9) && v.alpha == 1, "frame \(s.frame) y \(y)")
            }
            seen.insert(v.state?.rawValue ?? "none")
            // The constraint drives the laid-out frame (pinned top/leading/trailing).
            #expect(v.frame == CGRect(x: 0, y: 0, width: 390, height: v.height), "frame \(s.frame)")
            // Aspect fill of the 390 × 250 image: scale max(1, h/250), centred.
            let scale = max(390.0 / 390.0, v.height / 250)
            #expect(isApproximatelyEqual(v.imageRect.height, 250 * scale, absoluteTolerance: 1e-9) && isApproximatelyEqual(v.imageRect.midY, v.height / 2, absoluteTolerance: 1e-9))
        }
        #expect(seen == ["expanded", "collapsed", "pulledDown"])
        // State 3 really stretched the header beyond 250, and state 2 really hid it.
        #expect(samples.contains { $0.value.height > 300 })
        #expect(samples.contains { $0.offset.y > 100 && $0.value.height == 0 })
    }

    /// A pull of the resting view (−250) by 200 pt for 0.5 s, held: the hand-derived rubber band
    /// `b = (1 − 1/(x·0.55/844 + 1))·844` with x = 190 (200 minus the 10-pt hysteresis) gives the shown
    /// excess; the header is 250 + b tall and opaque at the held frame.
    @Test func pulledDownHeaderMatchesRubberBandedOffset() throws {
        let scene = try EffectFactory.makeScene(effect: "sticky-header-fade")
        let effect = scene.effect as! StickyHeaderFade
        let sim = try scene.makeSimulation()
        try sim.perform([.down(at: CGPoint(x: 200, y: 400)), .move(to: CGPoint(x: 200, y: 600), duration: 0.5), .hold(duration: 0.1)])
        let x = 190.0
        let b = (1 - 1 / (x * 0.55 / 844 + 1)) * 844
        let y = Double(scene.scrollView.contentOffset.y)
        #expect(isApproximatelyEqual(y, -250 - b, absoluteTolerance: 1.0 / 3 / 2 + 1e-9))   // within half a pixel at scale 3
        #expect(effect.state == .pulledDown)
        #expect(effect.heightConstraint.constant == -scene.scrollView.contentOffset.y)
        #expect(scene.header!.frame.height == -scene.scrollView.contentOffset.y)
        #expect(scene.header!.alpha == 1)
        try sim.perform([.up])
        sim.runUntilIdle()
        #expect(scene.scrollView.contentOffset.y == -250)
        #expect(scene.header!.frame.height == 250)
    }
}
