import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// A full-screen 390 × 844 list (content 390 × 5000) in an iPhone 15 window (safe area top 59, bottom 34,
/// Apple's portrait figures for the Dynamic Island models). Hand-derived expectations:
/// `.automatic` adds the safe area's overlap with the view (the whole top 59 and bottom 34) to the zero
/// `contentInset`, so the range is `[−59, 5000 + 34 − 844] = [−59, 4190]`.
@Suite("Safe area: the range of a full-screen list under contentInsetAdjustmentBehavior")
struct SafeAreaRangeTests {
    static let iPhone15 = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// A full-screen list at `offsetY` in a simulation with `safeArea`, with a recorder attached.
    static func list(contentHeight: CGFloat = 5000, offsetY: CGFloat = 0, safeArea: EdgeInsets = iPhone15,
                     configure: (ScrollView) -> Void = { _ in }) throws -> (ScrollView, Simulation, TraceRecorder) {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        view.contentSize = CGSize(width: 390, height: contentHeight)
        view.contentOffset = CGPoint(x: 0, y: offsetY)
        configure(view)
        let simulation = try Simulation(root: view, safeAreaInsets: safeArea)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        return (view, simulation, recorder)
    }

    @Test("default: no safe area, adjustedContentInset == contentInset, behaviour .automatic")
    func defaultIsUnchanged() throws {
        let (view, simulation, _) = try Self.list(safeArea: .zero) {
            $0.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        }
        #expect(simulation.safeAreaInsets == .zero)
        #expect(view.contentInsetAdjustmentBehavior == .automatic)
        #expect(view.safeAreaInsets == .zero)
        #expect(view.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        #expect(view.minimumContentOffset.y == -20)
        #expect(view.maximumContentOffset.y == CGFloat(5000 + 10 - 844))
    }

    @Test(".automatic: insets top 59 / bottom 34, range [−59, 4190]")
    func automaticRange() throws {
        let (view, _, _) = try Self.list()
        #expect(view.safeAreaInsets == Self.iPhone15)
        #expect(view.adjustedContentInset == Self.iPhone15)
        #expect(view.contentInset == .zero)
        #expect(view.minimumContentOffset == CGPoint(x: 0, y: -59))
        #expect(view.maximumContentOffset == CGPoint(x: 0, y: 4190))
    }

    @Test(".automatic adds the contentInset and the safe area")
    func automaticAddsToContentInset() throws {
        let (view, _, _) = try Self.list { $0.contentInset = EdgeInsets(top: 100, left: 0, bottom: 6, right: 0) }
        #expect(view.adjustedContentInset == EdgeInsets(top: 159, left: 0, bottom: 40, right: 0))
        #expect(view.minimumContentOffset.y == -159)
        #expect(view.maximumContentOffset.y == CGFloat(5000 + 40 - 844))
    }

    /// Pulled down from the top (−59) by 200 pt (10 pt of pan hysteresis, <doc:Physics#Touch-pan-and-velocity>), held, lifted:
    /// the drag shows −59 − rubberBand(190, 844) = −59 − 92.98 ≈ −151.98 (<doc:Physics#Drag-and-rubber-band>; ±1/3 pt for pixel rounding),
    /// then the bounce ends exactly at −59.
    @Test("a pull past the top rubber-bands around −59 and bounces back to −59")
    func pullBouncesBackToSafeTop() throws {
        let (view, simulation, recorder) = try Self.list(offsetY: -59)
        try simulation.perform([.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 500), duration: 0.2),
                                .hold(duration: 0.2), .up])
        let release = try #require(recorder.releaseFrame(of: "list"))
        let held = try #require(recorder.frame(release - 1, of: "list"))
        let expected = -59 - RubberBandReference.offset(forExcess: 190, dimension: 844)
        #expect(isApproximatelyEqual(Double(held.offset.y), expected, absoluteTolerance: 1.0 / 3 + 1e-9), "held at \(held.offset.y), expected \(expected)")
        #expect(simulation.runUntilIdle())
        #expect(view.contentOffset.y == -59)
    }

    /// A fling down the content from 4000 overshoots the bottom and settles at 5000 + 34 − 844 = 4190.
    @Test("a fling past the bottom settles at contentHeight + 34 − 844")
    func flingSettlesAtSafeBottom() throws {
        let (view, simulation, recorder) = try Self.list(offsetY: 4000)
        try simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(simulation.runUntilIdle())
        #expect(view.contentOffset.y == 4190)
        let deepest = recorder.frames(of: "list").map { Double($0.offset.y) }.max() ?? 0
        #expect(deepest > 4190, "the fling should overshoot the bottom edge (deepest \(deepest))")
    }

    @Test("status-bar tap scrolls to −59")
    func statusBarTapScrollsToSafeTop() throws {
        let (view, simulation, _) = try Self.list(offsetY: 2000)
        try simulation.perform([.statusBarTap])
        #expect(simulation.runUntilIdle())
        #expect(view.contentOffset.y == -59)
    }

    @Test(".never keeps the contentInset: range [0, 4156], tap scrolls to 0")
    func neverAdjustsNothing() throws {
        let (view, simulation, _) = try Self.list(offsetY: 2000) { $0.contentInsetAdjustmentBehavior = .never }
        #expect(view.safeAreaInsets == Self.iPhone15)
        #expect(view.adjustedContentInset == .zero)
        #expect(view.minimumContentOffset.y == 0)
        #expect(view.maximumContentOffset.y == CGFloat(5000 - 844))
        try simulation.perform([.statusBarTap])
        #expect(simulation.runUntilIdle())
        #expect(view.contentOffset.y == 0)
    }

    @Test(".scrollableAxes: short content adjusts nothing unless alwaysBounceVertical; long content adjusts y")
    func scrollableAxes() throws {
        let (short, _, _) = try Self.list(contentHeight: 500) { $0.contentInsetAdjustmentBehavior = .scrollableAxes }
        #expect(short.adjustedContentInset == .zero)
        #expect(short.minimumContentOffset.y == 0)
        short.alwaysBounceVertical = true
        #expect(short.adjustedContentInset == Self.iPhone15)
        #expect(short.minimumContentOffset.y == -59)
        // Range [−59, max(−59, 500 + 34 − 844)] = [−59, −59].
        #expect(short.maximumContentOffset.y == -59)

        let (long, _, _) = try Self.list { $0.contentInsetAdjustmentBehavior = .scrollableAxes }
        #expect(long.adjustedContentInset == Self.iPhone15)
        // Same content, .automatic: y is adjusted even though it does not scroll.
        let (automatic, _, _) = try Self.list(contentHeight: 500)
        #expect(automatic.adjustedContentInset == Self.iPhone15)
    }

    /// Landscape-like safe area (left 47, right 47, bottom 21): x is adjusted by `.always`, and by
    /// `.automatic`/`.scrollableAxes` only when the content is wider than the view (or alwaysBounceHorizontal).
    @Test("horizontal axis: .always adjusts it, .automatic only when it scrolls")
    func horizontalAxis() throws {
        let landscape = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let (always, _, _) = try Self.list(safeArea: landscape) { $0.contentInsetAdjustmentBehavior = .always }
        #expect(always.adjustedContentInset == landscape)
        #expect(always.minimumContentOffset.x == -47)
        let (automatic, _, _) = try Self.list(safeArea: landscape)
        #expect(automatic.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        let (wide, _, _) = try Self.list(safeArea: landscape) { $0.contentSize.width = 1000 }
        #expect(wide.adjustedContentInset == landscape)
        // Range x: [−47, 1000 + 47 − 390] = [−47, 657].
        #expect(wide.maximumContentOffset.x == 657)
        let (bouncing, _, _) = try Self.list(safeArea: landscape) { $0.alwaysBounceHorizontal = true }
        #expect(bouncing.adjustedContentInset == landscape)
    }

    /// Setting the safe area later changes the range like an inset change: at rest at the bottom with
    /// the safe area (4190), removing it re-clamps to 5000 − 844 = 4156 with one didScroll; the top of a
    /// resting view is not moved when it is added (−59 is a new minimum, 0 stays valid).
    @Test("simulation.safeAreaInsets set later re-clamps like a contentInset change")
    func settingSafeAreaLater() throws {
        let (view, simulation, recorder) = try Self.list(offsetY: 4190)
        #expect(view.contentOffset.y == 4190)
        simulation.safeAreaInsets = .zero
        #expect(view.adjustedContentInset == .zero)
        #expect(view.contentOffset.y == 4156)
        #expect(recorder.events(named: "scrollViewDidScroll").count == 1)
        view.contentOffset.y = 0
        simulation.safeAreaInsets = Self.iPhone15
        #expect(view.minimumContentOffset.y == -59)
        #expect(view.contentOffset.y == 0)
    }

    @Test("a negative or non-finite safe area is rejected")
    func invalidSafeArea() {
        #expect(throws: SimulationError.self) {
            _ = try Simulation(root: ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
                               safeAreaInsets: EdgeInsets(top: -1, left: 0, bottom: 0, right: 0))
        }
        #expect(throws: SimulationError.self) {
            _ = try Simulation(root: ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)),
                               safeAreaInsets: EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0))
        }
    }
}
