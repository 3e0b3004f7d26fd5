import Foundation
import Testing
@testable import ScrollSim

/// The scroll view's debug-only state checks: silent on a valid run, and each one names what it guards
/// when that is broken through the engine's internal state.
@Suite("Scroll view state invariants")
struct ScrollViewInvariantTests {
    #if DEBUG
    /// A 390 × 844 scroll view over 2000 pt of content in a simulation.
    static func scrollView() throws -> (ScrollView, Simulation) {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        return (scrollView, try Simulation(root: scrollView))
    }

    static func violations(_ scrollView: ScrollView) -> [String] { scrollView.scrollViewInvariantViolations() }

    @Test("a drag past the top edge, its release, the bounce and a fling to rest break no check in any frame")
    func validRunIsSilent() throws {
        let (scrollView, simulation) = try Self.scrollView()
        var violations: [String] = []
        simulation.addFrameObserver { _ in violations += Self.violations(scrollView) }
        try simulation.perform([.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 500), duration: 0.2),
                                .up])
        simulation.runUntilIdle()
        try simulation.perform([.down(at: CGPoint(x: 200, y: 600)), .move(to: CGPoint(x: 200, y: 300), duration: 0.1),
                                .up])
        simulation.runUntilIdle()
        #expect(violations == [])
        #expect(scrollView.phase == .idle && scrollView.contentOffset.y > 0)
    }

    @Test("an offset set from outside may rest outside the range; one the physics left there may not")
    func restOutsideRange() throws {
        let (scrollView, _) = try Self.scrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: -100)
        #expect(Self.violations(scrollView) == [])
        let (other, _) = try Self.scrollView()
        other.applyPhysicalOffset(x: 0, y: -100)
        #expect(Self.violations(other).contains { $0.hasPrefix("ScrollView(list): at rest at (0.0, -100.0), more than 0.5 pt outside") })
        other.applyPhysicalOffset(x: 0, y: -0.5)   // on the tolerance: a lift at rest may end there
        #expect(Self.violations(other) == [])
    }

    @Test("a non-finite physical offset is reported")
    func nonFinitePhysicalOffset() throws {
        let (scrollView, _) = try Self.scrollView()
        scrollView.physicalY = .nan
        #expect(Self.violations(scrollView).contains { $0.contains("physical offset") && $0.hasSuffix("is not finite") })
    }

    @Test("a non-finite drag velocity is reported")
    func nonFiniteDragVelocity() throws {
        let (scrollView, _) = try Self.scrollView()
        scrollView.dragVelocityCurrentY = .infinity
        #expect(Self.violations(scrollView) == ["ScrollView(list): drag velocity history is not finite"])
    }

    @Test("velocity at rest is reported")
    func velocityAtRest() throws {
        let (scrollView, _) = try Self.scrollView()
        scrollView.currentVelocity = CGPoint(x: 0, y: 1)
        let violations = Self.violations(scrollView)
        #expect(violations.count == 1 && violations[0].hasPrefix("ScrollView(list): idle with velocity"))
    }

    @Test("the tracking mode without a finger on the view is reported")
    func trackingWithoutFinger() throws {
        let (scrollView, _) = try Self.scrollView()
        scrollView.transition(to: .tracking)
        #expect(scrollView.isTracking == false)
        #expect(Self.violations(scrollView) == ["ScrollView(list): in the tracking mode without isTracking"])
    }

    @Test("a drag without a finger, or without a begun pan, is reported")
    func dragWithoutFingerOrPan() throws {
        let (scrollView, simulation) = try Self.scrollView()
        try simulation.perform([.down(at: CGPoint(x: 200, y: 600)), .move(to: CGPoint(x: 200, y: 500), duration: 0.1)])
        #expect(scrollView.isDragging && Self.violations(scrollView) == [])
        scrollView.panGestureRecognizer.state = .possible
        #expect(Self.violations(scrollView) == ["ScrollView(list): dragging with its pan possible"])
        scrollView.panGestureRecognizer.state = .changed
        scrollView.isTracking = false
        #expect(Self.violations(scrollView) == ["ScrollView(list): dragging without isTracking"])
    }

    @Test("a begun pan on a view at rest is reported")
    func panAtRest() throws {
        let (scrollView, _) = try Self.scrollView()
        scrollView.panGestureRecognizer.state = .began
        #expect(Self.violations(scrollView) == ["ScrollView(list): idle with its pan began"])
    }
    #endif
}
