import Foundation
import Testing
import ScrollSim
import ScrollEffects
import ScrollSimTestSupport

/// The README's ScrollEffects sample, verbatim but for its `print`.
@Suite("README effects sample")
struct ReadmeEffectSampleTests {
    @Test("a slow 100-pt drag on the sticky-header scene: offset −160, header 160 pt, alpha 160/250")
    func sample() throws {
        let scene = try EffectFactory.makeScene(effect: "sticky-header-fade")   // article 000 (<doc:SeedArticles#Sticky-fading-header>), 250-pt header
        let simulation = try scene.makeSimulation()
        try simulation.perform([
            .down(at: CGPoint(x: 200, y: 700)),
            .move(to: CGPoint(x: 200, y: 600), duration: 0.5),    // 200 pt/s: released without a fling
            .up,
        ])
        simulation.runUntilIdle()
        // −250 + (100 − 10 pt of touch slop) = −160; the article: height = |y|, alpha = |y| / 250.
        #expect(scene.scrollView.contentOffset.y == -160)
        let header = try #require(scene.header)
        #expect(header.frame.height == 160)
        #expect(isApproximatelyEqual(header.alpha, 0.64, absoluteTolerance: 1e-12))
    }
}
