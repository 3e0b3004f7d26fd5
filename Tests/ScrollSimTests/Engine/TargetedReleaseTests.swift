import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Release-target-and-hand-off>: a delegate that moves `targetContentOffset` gets a deceleration that ends exactly on its
/// target, in every branch of the re-plan (nearer, farther, and the 0.985 branch — reached here both by a
/// target behind the fling and by a slow release whose target was moved). Targets are on the pixel grid,
/// so "exactly" is `==`.
@Suite("Targeted release (Physics, “Release target and hand-off”) through the simulation")
struct TargetedReleaseTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String, offset: Double, fromY: Double, toY: Double, duration: Double, target: Double
        var description: String { "\(name) → \(target)" }
    }

    nonisolated static let cases: [Case] = [
        // Example A's fling (release at 1000, 3 pt/ms, natural target 2493.667).
        Case(name: "nearer", offset: 710, fromY: 700, toY: 400, duration: 0.1, target: 1500),
        Case(name: "farther", offset: 710, fromY: 700, toY: 400, duration: 0.1, target: 3000),
        Case(name: "behind (0.985)", offset: 710, fromY: 700, toY: 400, duration: 0.1, target: 950),
        // Example E's slow release (1090, velocity 0), target moved by 60 pt.
        Case(name: "slow release moved (0.985)", offset: 1000, fromY: 700, toY: 600, duration: 0.5, target: 1150),
    ]

    @Test("ends exactly on the delegate's target", arguments: cases)
    func endsOnTarget(_ c: Case) throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: c.offset)
        fx.delegate.onWillEndDragging = { _, _, target in target.y = CGFloat(c.target) }
        try fx.simulation.perform(SimulationFixture.drag(fromY: c.fromY, toY: c.toY, duration: c.duration))
        let start = fx.offsetY
        #expect(fx.simulation.runUntilIdle())

        #expect(fx.offsetY == c.target)
        let didEnd = try #require(fx.log.entries.first { $0.name == "scrollViewDidEndDragging" })
        #expect(didEnd.willDecelerate == true)
        #expect(fx.log.collapsedNames.suffix(4) == ["scrollViewDidEndDragging", "scrollViewWillBeginDecelerating",
                                                    "scrollViewDidScroll…", "scrollViewDidEndDecelerating"])
        // Every frame after the lift lies between the release offset and the target, moving towards it.
        let release = try #require(fx.releaseFrame)
        let direction: Double = c.target > start ? 1 : -1
        var previous = start
        for record in fx.frames where record.frame >= release {
            let y = Double(record.offset.y)
            #expect((c.target - y) * direction >= -1e-9, "past the target at frame \(record.frame): \(y)")
            #expect((y - previous) * direction >= -1e-9, "moves away from the target at frame \(record.frame)")
            previous = y
        }
    }
}
