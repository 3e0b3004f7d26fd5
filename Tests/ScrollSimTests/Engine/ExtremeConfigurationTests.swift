import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// Clocks, pixel grids, extreme sizes and programmatic calls at the edges of the model (<doc:Physics#Units-and-conventions>, <doc:Physics#Time-and-frames>, <doc:Physics#Programmatic-motion>).
@Suite("Extreme configurations and programmatic calls")
struct ExtremeConfigurationTests {
    /// Example A at every refresh/digitiser pair. 0.1 s is a whole number of frames and ticks at each, so
    /// the lift lands on a frame; the finger is at constant speed for ≥ 3 samples, so <doc:Physics#Touch-pan-and-velocity> releases at 3 pt/ms
    /// and <doc:Physics#Release-target-and-hand-off> proposes 2493.667. <doc:Physics#Time-and-frames>: the only rate dependence is the one-frame first step, so at release +
    /// 0.5 s the offset is the <doc:Physics#Deceleration> series at 500 ms + 1 frame from 1000 (pixel-matched), and it rests at
    /// 2492.0 ± 0.5 pt (the stop frame differs by rate).
    @Test("example A at 60/90/240 Hz frames × 60/120/240 Hz digitiser",
          arguments: [60.0, 90.0, 240.0], [60.0, 120.0, 240.0])
    func frameRates(refreshRate: Double, digitizerRate: Double) throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710, refreshRate: refreshRate,
                                       digitizerRate: digitizerRate)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        #expect(will.y == 1000)
        #expect(isApproximatelyEqual(Double(try #require(will.velocity).y), 3, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(Double(try #require(will.proposedTarget).y), 2493 + 2.0 / 3, absoluteTolerance: samePixelTolerance))
        #expect(fx.simulation.runUntilIdle())
        let release = try #require(fx.releaseFrame)
        #expect(release == Int((0.1 * refreshRate).rounded()))
        let n = Int((0.5 * refreshRate).rounded())
        let actual = try #require(fx.offsetY(releasePlus: n))
        let exact = DecelerationSeries(position: 1000, velocity: 3, factor: 0.998)
            .state(atMilliseconds: 500 + 1000 / refreshRate).position
        #expect(PixelRoundingReference.matches(actual, exact: exact, scale: 3), "\(actual) vs \(exact)")
        #expect(isApproximatelyEqual(fx.offsetY, 2492, absoluteTolerance: 0.5), "rests at \(fx.offsetY)")
    }

    /// <doc:Physics#Units-and-conventions> rounding at scale 0 (none), 1 and 2 over example A: every recorded offset lies on the grid, the
    /// release frame shows the <doc:Physics#Deceleration> series at one frame (8.33 ms) rounded by the <doc:Physics#Units-and-conventions> rule, and the rest lies
    /// within 0.5 pt of 2492.
    @Test("example A at screen scales 0, 1, 2", arguments: [0.0, 1.0, 2.0])
    func screenScales(scale: Double) throws {
        let fx = try SimulationFixture(contentHeight: 20_000, offsetY: 710, screenScale: scale)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 400, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        if scale > 0 {
            #expect(fx.frames.allSatisfy { ($0.offset.y * CGFloat(scale)).rounded() == $0.offset.y * CGFloat(scale) })
        }
        let first = try #require(fx.offsetY(releasePlus: 0))
        let exact = DecelerationSeries(position: 1000, velocity: 3, factor: 0.998).state(atMilliseconds: 1000.0 / 120).position
        if scale == 0 {
            #expect(isApproximatelyEqual(first, exact, absoluteTolerance: 1e-9))
        } else {
            #expect(first == PixelRoundingReference.round(exact, scale: scale))
        }
        #expect(isApproximatelyEqual(fx.offsetY, 2492, absoluteTolerance: 0.5))
    }

    /// Example C shifted to huge content (height 1e9, so everything moves by S = 1e9 − 5000, an integer:
    /// the pixel grid is unchanged). <doc:Physics#Worked-examples>: +1 3932.667, +10 4067.333, +60 4166.333, pinned at 4156, all + S
    /// (tolerance 1e-3 pt, a small fraction of a 1/3-pt pixel).
    @Test("huge content (1e9): example C shifted")
    func hugeContent() throws {
        let shift = 1e9 - 5000
        let fx = try SimulationFixture(contentHeight: 1e9, offsetY: 3710 + shift)
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 500, duration: 0.1))
        #expect(fx.simulation.runUntilIdle())
        let expectations: [(Int, Double)] = [(1, 3932.0 + 2.0 / 3), (10, 4067.0 + 1.0 / 3), (60, 4166.0 + 1.0 / 3)]
        for (k, expected) in expectations {
            let y = try #require(fx.offsetY(releasePlus: k))
            #expect(isApproximatelyEqual(y, expected + shift, absoluteTolerance: 1e-3), "release + \(k): \(y - shift)")
        }
        #expect(fx.offsetY == 4156 + shift)
    }

    /// <doc:Physics#Units-and-conventions> with a negative inset: top −100 gives min = 100. At rest at 0, setting it re-clamps to 100 at
    /// once (<doc:CallbackOrder>, one didScroll); a pull down then rubber-bands around 100 and bounces back to 100.
    @Test("negative content inset")
    func negativeInset() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 0)
        fx.scrollView.contentInset = EdgeInsets(top: -100, left: 0, bottom: 0, right: 0)
        #expect(fx.log.entries.map(\.y) == [100])
        try fx.simulation.perform(SimulationFixture.drag(fromY: 100, toY: 172, duration: 0.1, holdAfter: 0.2))
        let will = try #require(fx.log.entries.first { $0.name == "scrollViewWillEndDragging" })
        let shown = PixelRoundingReference.round(100 - RubberBandReference.offset(forExcess: 62, dimension: 844), scale: 3)
        #expect(isApproximatelyEqual(will.y, shown, absoluteTolerance: samePixelTolerance))
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.offsetY == 100)
    }

    /// Zero-height content (<doc:Physics#Units-and-conventions>: range [0, 0], nothing scrolls; with alwaysBounceVertical it rubber-bands and
    /// returns), and a zero-sized scroll view (no touch can reach it; programmatic motion stays finite).
    @Test("zero-height content and a zero-sized frame")
    func zeroSizes() throws {
        let fx = try SimulationFixture(contentHeight: 0, offsetY: 0) { $0.alwaysBounceVertical = true }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 100, toY: 300, duration: 0.1))
        #expect(fx.log.entries.contains { $0.name == "scrollViewDidScroll" && $0.y < 0 })
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.offsetY == 0)

        let view = ScrollView(frame: .zero)
        view.contentSize = CGSize(width: 100, height: 100)
        let delegate = RecordingDelegate()
        view.delegate = delegate
        let simulation = try Simulation(root: view)
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        try simulation.perform([.down(at: CGPoint(x: 0, y: 0)), .move(to: CGPoint(x: 0, y: -50), duration: 0.1), .up,
                                .statusBarTap])
        #expect(simulation.runUntilIdle())
        #expect(view.contentOffset.y.isFinite)
        #expect(!delegate.log.names.contains("scrollViewWillBeginDragging"))
    }

    /// <doc:Physics#Programmatic-motion>: setContentOffset(animated: true) to the current offset does nothing (no callbacks); during a drag
    /// the finger wins (applied at once, the next update overrides it, no didEndScrollingAnimation).
    @Test("setContentOffset(animated:) to the current offset, and during a drag")
    func setContentOffsetAnimated() throws {
        let fx = try SimulationFixture(contentHeight: 5000, offsetY: 300)
        fx.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        fx.simulation.run(frames: 60)
        #expect(fx.log.names.isEmpty)
        var done = false
        fx.delegate.onDidScroll = { sv in
            if !done, sv.isDragging { done = true; sv.setContentOffset(CGPoint(x: 0, y: 2000), animated: true) }
        }
        try fx.simulation.perform(SimulationFixture.drag(fromY: 700, toY: 600, duration: 0.5))
        #expect(fx.simulation.runUntilIdle())
        #expect(fx.log.entries.contains { $0.y == 2000 && $0.depth == 1 })
        #expect(fx.offsetY == 390)
        #expect(!fx.log.names.contains("scrollViewDidEndScrollingAnimation"))
    }

    /// <doc:Physics#Programmatic-motion> / UIKit docs: a status-bar tap scrolls only when exactly one scroll view has scrollsToTop; with
    /// none or two nothing is asked and nothing moves.
    @Test("status-bar tap with zero, one and two scrollsToTop views", arguments: [0, 1, 2])
    func statusBarTap(eligible: Int) throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let a = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), name: "a")
        let b = ScrollView(frame: CGRect(x: 0, y: 400, width: 390, height: 444), name: "b")
        let da = RecordingDelegate(), db = RecordingDelegate()
        for (view, delegate) in [(a, da), (b, db)] {
            view.contentSize = CGSize(width: 390, height: 3000)
            view.contentOffset = CGPoint(x: 0, y: 500)
            view.delegate = delegate
            root.addSubview(view)
        }
        a.scrollsToTop = eligible >= 1
        b.scrollsToTop = eligible >= 2
        let simulation = try Simulation(root: root)
        try simulation.perform([.statusBarTap])
        #expect(simulation.runUntilIdle())
        #expect(db.log.names.isEmpty)
        if eligible == 1 {
            #expect(da.log.collapsedNames == ["scrollViewShouldScrollToTop", "scrollViewDidScroll…", "scrollViewDidScrollToTop"])
            #expect(a.contentOffset.y == 0)
        } else {
            #expect(da.log.names.isEmpty)
            #expect(a.contentOffset.y == 500 && b.contentOffset.y == 500)
        }
    }

    /// A 390 × 844 scroll view on 5000-pt content at `offset`.
    func list(_ name: String = "list", offset: CGFloat = 100) -> ScrollView {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: name)
        view.contentSize = CGSize(width: 390, height: 5000)
        view.contentOffset = CGPoint(x: 0, y: offset)
        return view
    }

    @Test("setContentOffset(animated:) to an offset that rounds to the current one does nothing (Physics, “Units and conventions”, Physics, “Programmatic motion”)")
    func animatedToSameRoundedOffset() throws {
        let view = list()
        let simulation = try Simulation(root: view)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        view.setContentOffset(CGPoint(x: 0, y: 100.1), animated: true)   // 100.1 rounds to 100.0 at scale 3
        simulation.run(frames: 60)
        #expect(recorder.events.isEmpty)
        #expect(view.phase == .idle)
    }

    @Test("a status-bar tap ignores hidden scroll views: with one other visible, that one scrolls to top")
    func statusBarTapIgnoresHidden() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let shown = list("shown", offset: 600), hidden = list("hidden", offset: 600)
        hidden.isHidden = true
        root.addSubview(shown)
        root.addSubview(hidden)
        let simulation = try Simulation(root: root)
        try simulation.perform([.statusBarTap])
        simulation.runUntilIdle()
        #expect(shown.contentOffset.y == 0)
        #expect(hidden.contentOffset.y == 600)
    }
}
