import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// <doc:Physics#Touch-pan-and-velocity>: with `isDirectionalLockEnabled`, a pan whose initial angle is ≤ 20° from horizontal moves
/// only x, ≥ 70° only y, in between both. The 10-pt hysteresis is subtracted along the pan's own axes,
/// so a free diagonal pan of D moves the content by D − 10·D/|D|.
@Suite("Directional lock")
struct DirectionalLockTests {
    /// Scale-3 pixel rounding, <doc:Physics#Units-and-conventions> (``PixelRoundingReference``).
    static func pixel(_ x: Double) -> Double { PixelRoundingReference.round(x, scale: 3) }

    /// Drags the finger by (dx, dy) slowly, holds, lifts; returns the resting offset.
    func drag(dx: Double, dy: Double, lock: Bool) throws -> CGPoint {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "grid")
        view.contentSize = CGSize(width: 2000, height: 2000)
        view.contentOffset = CGPoint(x: 500, y: 500)
        view.isDirectionalLockEnabled = lock
        let simulation = try Simulation(root: view)
        try simulation.perform([.down(at: CGPoint(x: 100, y: 300)),
                                .move(to: CGPoint(x: 100 + dx, y: 300 + dy), duration: 0.2),
                                .hold(duration: 0.2), .up])
        simulation.runUntilIdle()
        return view.contentOffset
    }

    @Test("16.7° from horizontal locks to x")
    func locksToX() throws {
        #expect(try drag(dx: 100, dy: 30, lock: true) == CGPoint(x: 410, y: 500))
    }

    @Test("73.3° from horizontal locks to y")
    func locksToY() throws {
        #expect(try drag(dx: 30, dy: 100, lock: true) == CGPoint(x: 500, y: 410))
    }

    @Test("45° moves both axes, the hysteresis taken along the diagonal")
    func diagonalIsFree() throws {
        let expected = Self.pixel(500 - (100 - 10 / 2.0.squareRoot()))
        let offset = try drag(dx: 100, dy: 100, lock: true)
        #expect(Double(offset.x) == expected && Double(offset.y) == expected)
    }

    @Test("without the lock, a 16.7° pan moves both axes")
    func unlockedMovesBoth() throws {
        let length = (100.0 * 100 + 30 * 30).squareRoot()
        let offset = try drag(dx: 100, dy: 30, lock: false)
        #expect(Double(offset.x) == Self.pixel(500 - (100 - 10 * 100 / length)))
        #expect(Double(offset.y) == Self.pixel(500 - (30 - 10 * 30 / length)))
    }
}
