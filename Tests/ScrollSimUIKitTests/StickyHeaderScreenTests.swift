import Testing
import ScrollSim
import ScrollSimUIKit
import ScrollSimTestSupport

/// Seed article 000's screen, written as UIKit code (`StickyHeaderViewController`), driven by a finger.
@Suite("Sticky fading header screen (seed 000) under gestures")
struct StickyHeaderScreenTests {
    struct Snapshot {
        var inset: CGFloat
        var constant: CGFloat
        var headerFrame: CGRect
        var alpha: CGFloat
    }

    /// The article's three states on the recorded offset `y`, header 250 pt:
    /// (1) −250 < y < 0: inset.top = height = |y|, alpha = |y|/250; (2) y ≥ 0: inset 0, height 0, alpha 0;
    /// (3) y ≤ −250: height |y|, alpha 1. Every frame of a pull past the top, a slow scroll, a fling and a
    /// pull back from the top (tolerance 1e-9 pt; the laid-out frame is the constraint's value exactly).
    @Test("every frame's header height, alpha and inset follow the article's three states")
    func everyFrameFollowsTheThreeStates() throws {
        let controller = StickyHeaderViewController()
        let simulation = try simulateWithoutSafeArea(controller)
        let list = controller.collectionView
        let header = controller.headerImageView
        // Opens with the full header: the list rests at −contentInset.top before the first frame.
        #expect(list.contentOffset.y == -250)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 250))
        let frames = try driveScreen(simulation, following: list, [
            drag(CGPoint(x: 200, y: 400), CGPoint(x: 200, y: 600), 0.5, hold: 0.2),   // pull past the top, release
            drag(CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 600), 0.5, hold: 0.2),   // slow scroll up (state 1)
            drag(CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 300), 0.1),              // fling (to state 2)
            drag(CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 500), 0.6, hold: 0.2),   // pull back from the top
        ]) {
            Snapshot(inset: list.contentInset.top, constant: controller.headerHeightConstraint?.constant ?? .nan,
                     headerFrame: header.frame, alpha: header.alpha)
        }
        var states: Set<Int> = []
        for sample in frames {
            let y = sample.offset.y
            let remaining = abs(y)
            let v = sample.value
            if -250 < y && y < 0 {
                states.insert(1)
                #expect(isApproximatelyEqual(v.inset, remaining, absoluteTolerance: 1e-9), "frame \(sample.frame), y \(y)")
                #expect(isApproximatelyEqual(v.constant, remaining, absoluteTolerance: 1e-9), "frame \(sample.frame), y \(y)")
                #expect(isApproximatelyEqual(v.alpha, remaining / 250, absoluteTolerance: 1e-9), "frame \(sample.frame), y \(y)")
            } else if y >= 0 {
                states.insert(2)
                #expect(v.inset == 0 && v.constant == 0 && v.alpha == 0, "frame \(sample.frame), y \(y)")
            } else {
                states.insert(3)
                #expect(isApproximatelyEqual(v.constant, remaining, absoluteTolerance: 1e-9), "frame \(sample.frame), y \(y)")
                #expect(v.alpha == 1, "frame \(sample.frame), y \(y)")
            }
            // The constraint drives the laid-out frame: pinned to the top, leading and trailing.
            #expect(v.headerFrame == CGRect(x: 0, y: 0, width: 393, height: v.constant), "frame \(sample.frame)")
        }
        #expect(states == [1, 2, 3])
        #expect(frames.contains { $0.value.headerFrame.height > 300 })   // state 3 really stretched it
    }

    /// A slow 100-pt drag up from rest, held, then lifted: −250 + (100 − 10 pt of touch slop) = −160, so
    /// the header is 160 pt tall, the inset 160 and alpha 160/250 = 0.64 (state 1, at rest).
    @Test("a slow 100-pt drag leaves the header 160 pt tall at alpha 0.64")
    func slowDragRestsInStateOne() throws {
        let controller = StickyHeaderViewController()
        let simulation = try simulateWithoutSafeArea(controller)
        try simulation.perform(drag(CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 600), 0.5, hold: 0.2))
        simulation.runUntilIdle()
        #expect(controller.collectionView.contentOffset.y == -160)
        #expect(controller.collectionView.contentInset.top == 160)
        #expect(controller.headerImageView.frame.height == 160)
        #expect(isApproximatelyEqual(controller.headerImageView.alpha, 0.64, absoluteTolerance: 1e-12))
    }

    /// On the default screen (an iPhone 15 Pro: 59-pt safe area on top) the collection view, pinned to the
    /// top of the screen with `.automatic` inset adjustment, adds the safe area to its 250-pt inset: it opens
    /// at −(250 + 59) = −309, which the article's code treats as state 3 (pulled past the header): the header
    /// is 309 pt tall, under the status bar, and opaque. After a slow 100-pt drag (90 pt past the slop) the
    /// offset is −219: state 1, header 219 pt, alpha 219/250.
    @Test("under the default screen's 59-pt safe area the screen opens at −309 with a 309-pt header")
    func defaultScreenAddsTheSafeArea() throws {
        let controller = StickyHeaderViewController()
        let simulation = try Simulation(viewController: controller)
        #expect(controller.collectionView.contentOffset.y == -309)
        #expect(controller.headerImageView.frame.height == 309)
        #expect(controller.headerImageView.alpha == 1)
        try simulation.perform(drag(CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 600), 0.5, hold: 0.2))
        simulation.runUntilIdle()
        #expect(controller.collectionView.contentOffset.y == -219)
        #expect(controller.headerImageView.frame.height == 219)
        #expect(isApproximatelyEqual(controller.headerImageView.alpha, 219.0 / 250, absoluteTolerance: 1e-12))
    }
}
