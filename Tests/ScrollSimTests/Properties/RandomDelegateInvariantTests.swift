import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// Seeded random gestures on a scroll view whose delegate changes it from inside the callbacks, as real
/// effects do: insets every frame (the sticky header), offsets (re-entrant didScroll), content size,
/// `setContentOffset(_:animated:)`, `isScrollEnabled = false` mid-drag, a moved target. The run must stay
/// finite, keep UIKit's callback grammar (<doc:CallbackOrder>, checked by ``CallbackGrammar``) and come to rest.
@Suite("Random delegates that mutate the scroll view")
struct RandomDelegateInvariantTests {
    final class Mutator: ScrollViewDelegate {
        var random: SplitMix64
        let behaviour: Int
        var didScrollCount = 0
        init(seed: UInt64) {
            random = SplitMix64(seed: seed)
            behaviour = Int(random.next() % 6)
        }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            didScrollCount += 1
            switch behaviour {
            case 0:   // the sticky header of article 000 (<doc:SeedArticles#Sticky-fading-header>)
                let y = scrollView.contentOffset.y
                scrollView.contentInset.top = y < 0 ? min(-y, 250) : 0
            case 1:   // a re-entrant offset change, now and then (a few times: forever would never rest)
                if didScrollCount % 17 == 0 && didScrollCount <= 170 { scrollView.contentOffset.y += 10 }
            case 2:   // content that grows while scrolling (infinite loading)
                if scrollView.contentOffset.y > scrollView.contentSize.height - 1200 {
                    scrollView.contentSize.height += 500
                }
            case 3:   // a programmatic jump now and then
                if didScrollCount % 40 == 0 {
                    scrollView.setContentOffset(CGPoint(x: 0, y: Double(random.next() % 1500)), animated: true)
                }
            case 4:   // scrolling disabled mid-drag, enabled again later
                if scrollView.isDragging && didScrollCount % 23 == 0 { scrollView.isScrollEnabled = false }
                if !scrollView.isTracking { scrollView.isScrollEnabled = true }
            default:
                break
            }
        }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: inout CGPoint) {
            if behaviour == 5 {   // snap the target to 100-pt rows
                targetContentOffset.y = (targetContentOffset.y / 100).rounded() * 100
            }
        }
    }

    @Test("300 seeded runs stay finite, keep the callback grammar and come to rest", arguments: 0..<300)
    func invariants(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &+ 10_000)
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        view.contentSize = CGSize(width: 390, height: 3000)
        view.contentInset.top = 250
        view.contentOffset = CGPoint(x: 0, y: -250)
        view.bounces = random.next() % 4 != 0
        let mutator = Mutator(seed: UInt64(seed))
        view.delegate = mutator
        let simulation = try Simulation(root: view)
        simulation.checkInvariantsAfterEveryFrame("seed \(seed), behaviour \(mutator.behaviour):")
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        var steps: [Gesture] = []
        for _ in 0..<3 {
            var y = 200 + Double(random.next() % 500)
            steps.append(.down(at: CGPoint(x: 200, y: y)))
            for _ in 0..<Int(1 + random.next() % 3) {
                y += Double(Int(random.next() % 1200) - 600)
                steps.append(.move(to: CGPoint(x: 200, y: y), duration: [0.05, 0.1, 0.4][Int(random.next() % 3)]))
            }
            steps.append(.up)
            steps.append(.wait(duration: [0.0, 0.1, 1.0][Int(random.next() % 3)]))
        }
        try simulation.perform(steps)
        let idle = simulation.runUntilIdle(limit: 20_000)
        #expect(idle, "seed \(seed), behaviour \(mutator.behaviour): not idle")
        #expect(recorder.frames.allSatisfy { $0.offset.y.isFinite && $0.velocity.y.isFinite })
        let problems = CallbackGrammar().violations(in: recorder.events, frames: recorder.frames, endsIdle: idle)
        #expect(problems.isEmpty, "seed \(seed), behaviour \(mutator.behaviour): \(problems.prefix(3))")
    }
}
