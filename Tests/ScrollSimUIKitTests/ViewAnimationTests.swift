import Foundation
import Testing
import ScrollSimUIKit
import ScrollSim
import ScrollSimTestSupport

/// The ease-in-ease-out curve (0.42, 0), (0.58, 1) evaluated independently: pure bisection on x(s).
private func easeInEaseOut(_ t: Double) -> Double {
    func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * s * (1 - s) * (1 - s) * a + 3 * s * s * (1 - s) * b + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if coordinate(middle, 0.42, 0.58) < t { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, 0, 1)
}

/// A screen: a 393 × 852 window with one 100 × 100 box, under a 120-Hz simulation.
@MainActor
private final class BoxScreen {
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let box = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
    let simulation: Simulation

    init() throws {
        window.addSubview(box)
        simulation = try Simulation(root: window)
    }
}

@Suite("UIView.animate on the simulation's frame clock")
struct ViewAnimationTests {
    @Test("The model value is the end value at once; the drawn alpha follows ease in and out; completion(true) on the ending frame")
    func alphaFollowsEaseInEaseOut() throws {
        let screen = try BoxScreen()
        let box = screen.box
        var completions: [(frame: Int, finished: Bool)] = []
        UIView.animate(withDuration: 0.5, animations: {
            box.alpha = 0
        }, completion: { finished in
            completions.append((screen.simulation.frameCount, finished))
        })
        #expect(box.alpha == 0)
        #expect(box.presentationAlpha == 1)
        let start = screen.simulation.frameCount  // the frame that commits it: its clock's zero
        screen.simulation.step()
        #expect(box.presentationAlpha == 1)
        // 15 frames at 120 Hz = 0.125 s = a quarter of 0.5 s.
        screen.simulation.run(frames: 15)
        #expect(isApproximatelyEqual(Double(box.presentationAlpha), 1 - easeInEaseOut(0.25), absoluteTolerance: 3e-12))
        #expect(isApproximatelyEqual(Double(box.presentationAlpha), 1 - 0.12916193104732, absoluteTolerance: 3e-12))
        // 30 frames = half the duration: exactly half way by the curve's symmetry.
        screen.simulation.run(frames: 15)
        #expect(isApproximatelyEqual(Double(box.presentationAlpha), 0.5, absoluteTolerance: 1e-12))
        // 0.5 s × 120 Hz = 60 frames after the committing frame: frame start + 60 ends it.
        screen.simulation.run(frames: 29)
        #expect(completions.isEmpty)
        #expect(box.presentationAlpha > 0)
        screen.simulation.run(frames: 1)
        #expect(completions.count == 1)
        #expect(completions.first?.frame == start + 60)
        #expect(completions.first?.finished == true)
        #expect(box.presentationAlpha == 0)
        #expect(box.alpha == 0)
    }

    @Test("A delay draws the old value, then the change runs over the duration; completion at delay + duration")
    func delayThenLinearFrameMove() throws {
        let screen = try BoxScreen()
        let box = screen.box
        var completionFrame: Int?
        UIView.animate(withDuration: 0.2, delay: 0.1, options: [.curveLinear, .beginFromCurrentState, .allowUserInteraction],
                       animations: { box.center = CGPoint(x: 170, y: 290) },
                       completion: { _ in completionFrame = screen.simulation.frameCount })
        #expect(box.frame == CGRect(x: 120, y: 240, width: 100, height: 100))
        let start = screen.simulation.frameCount
        screen.simulation.run(frames: 13)  // frames start … start + 12: 0.1 s, the end of the delay
        #expect(box.presentationFrame == CGRect(x: 20, y: 40, width: 100, height: 100))
        screen.simulation.run(frames: 6)   // start + 18: 0.05 s into 0.2 s, linear: a quarter of the way
        #expect(isApproximatelyEqual(Double(box.presentationFrame.minX), 20 + 100 * 0.25, absoluteTolerance: 1e-9))
        #expect(isApproximatelyEqual(Double(box.presentationFrame.minY), 40 + 200 * 0.25, absoluteTolerance: 1e-9))
        // Its position in the window moves with it (the window is the root, at the origin).
        #expect(isApproximatelyEqual(Double(box.presentationFrameInWindow.minY), 90, absoluteTolerance: 1e-9))
        screen.simulation.run(frames: 30)
        // (0.1 + 0.2) s × 120 Hz = 36 frames after the committing frame.
        #expect(completionFrame == start + 36)
        #expect(box.presentationFrame == box.frame)
    }

    @Test("A newer animation of the same property ends the older with completion(false) and starts from the drawn value")
    func interruptionFinishesWithFalse() throws {
        let screen = try BoxScreen()
        let box = screen.box
        var first: (frame: Int, finished: Bool)?
        var second: (frame: Int, finished: Bool)?
        UIView.animate(withDuration: 1, animations: { box.alpha = 0 },
                       completion: { first = (screen.simulation.frameCount, $0) })
        let start = screen.simulation.frameCount
        screen.simulation.run(frames: 61)  // frames start … start + 60: half of 1 s, drawn alpha 0.5
        #expect(isApproximatelyEqual(Double(box.presentationAlpha), 0.5, absoluteTolerance: 1e-12))
        UIView.animate(withDuration: 0.5, animations: { box.alpha = 1 },
                       completion: { second = (screen.simulation.frameCount, $0) })
        #expect(isApproximatelyEqual(Double(box.presentationAlpha), 0.5, absoluteTolerance: 1e-12))
        let restart = screen.simulation.frameCount  // start + 61
        screen.simulation.step()
        #expect(first?.frame == restart)
        #expect(first?.finished == false)
        screen.simulation.run(frames: 30)  // a quarter of 0.5 s: 0.5 + 0.5·ease(0.5) = 0.75
        #expect(isApproximatelyEqual(Double(box.presentationAlpha), 0.75, absoluteTolerance: 1e-12))
        screen.simulation.run(frames: 30)
        #expect(second?.frame == restart + 60)
        #expect(second?.finished == true)
        #expect(box.presentationAlpha == 1)
        _ = start
    }

    @Test("A zero duration animates nothing and completes, finished, on the next frame")
    func zeroDurationCompletesNextFrame() throws {
        let screen = try BoxScreen()
        let box = screen.box
        var completionFrame: Int?
        var finishedFlag: Bool?
        UIView.animate(withDuration: 0, delay: 0, options: [], animations: {
            box.transform = ViewTransform(scaleX: 2, y: 2)
        }, completion: { finished in
            completionFrame = screen.simulation.frameCount
            finishedFlag = finished
        })
        #expect(box.presentationTransform == ViewTransform(scaleX: 2, y: 2))
        #expect(completionFrame == nil)
        let next = screen.simulation.frameCount
        screen.simulation.step()
        #expect(completionFrame == next)
        #expect(finishedFlag == true)
    }

    @Test("A constraint constant changed in the block and laid out with layoutIfNeeded() animates the frames")
    func constraintChangeAnimatesThroughLayoutIfNeeded() throws {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(banner)
        let height = banner.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: window.topAnchor),
            banner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            height,
        ])
        let simulation = try Simulation(root: window)
        #expect(banner.frame.height == 50)
        height.constant = 150
        UIView.animate(withDuration: 0.25) {
            window.layoutIfNeeded()
        }
        #expect(banner.frame.height == 150)
        #expect(banner.presentationFrame.height == 50)
        simulation.run(frames: 16)  // the committing frame + 15: 0.125 s, half of 0.25 s
        #expect(isApproximatelyEqual(Double(banner.presentationFrame.height), 100, absoluteTolerance: 1e-9))
        simulation.run(frames: 15)
        #expect(banner.presentationFrame.height == 150)
    }

    @Test("performWithoutAnimation inside a block: its change is drawn at once; the block's other change animates")
    func performWithoutAnimationIsNotAnimated() throws {
        let screen = try BoxScreen()
        let box = screen.box
        UIView.animate(withDuration: 0.5) {
            box.alpha = 0
            UIView.performWithoutAnimation {
                box.backgroundColor = Color.black
            }
        }
        #expect(box.presentationBackgroundColor == Color.black)
        #expect(box.presentationAlpha == 1)
        screen.simulation.run(frames: 31)
        #expect(isApproximatelyEqual(Double(box.presentationAlpha), 0.5, absoluteTolerance: 1e-12))
    }

    @Test("Inside performWithoutAnimation an animate call draws at once, and animations read as disabled")
    func animateInsidePerformWithoutAnimation() throws {
        let screen = try BoxScreen()
        var enabledInside: Bool?
        var finished: Bool?
        UIView.performWithoutAnimation {
            enabledInside = UIView.areAnimationsEnabled
            UIView.animate(withDuration: 1, animations: { screen.box.alpha = 0.25 }, completion: { finished = $0 })
        }
        #expect(enabledInside == false)
        #expect(UIView.areAnimationsEnabled)
        #expect(screen.box.presentationAlpha == 0.25)
        screen.simulation.step()
        #expect(finished == true)
    }

    @Test("A subview of an animating view is drawn where its parent is drawn")
    func subviewsFollowTheirParentsDrawnFrame() throws {
        let screen = try BoxScreen()
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        screen.box.addSubview(label)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseOut, animations: {
            screen.box.frame.origin.y = 140
        })
        screen.simulation.run(frames: 31)  // half the time; ease out is past half the way
        let drawnBoxY = Double(screen.box.presentationFrameInWindow.minY)
        #expect(drawnBoxY > 90 && drawnBoxY < 140)
        #expect(isApproximatelyEqual(Double(label.presentationFrameInWindow.minY), drawnBoxY + 10, absoluteTolerance: 1e-9))
        #expect(label.frameInWindow.minY == 150)
    }

    @Test("runUntilIdle waits for the running animations of its simulation")
    func runUntilIdleWaitsForAnimations() throws {
        let screen = try BoxScreen()
        var done = false
        UIView.animate(withDuration: 0.5, animations: { screen.box.alpha = 0.5 }, completion: { _ in done = true })
        #expect(!screen.simulation.isIdle)
        #expect(screen.simulation.runUntilIdle())
        #expect(done)
        #expect(screen.simulation.frameCount == 61)
    }
}

/// A delegate that fades a badge out when dragging begins, as a UIKit screen hides an overlay.
@MainActor
private final class FadeOnDragDelegate: UIScrollViewDelegate {
    let badge: UIView
    let simulation: () -> Simulation?
    var beganFrame: Int?
    var completionFrame: Int?

    init(badge: UIView, simulation: @escaping () -> Simulation?) {
        self.badge = badge
        self.simulation = simulation
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        beganFrame = simulation()?.frameCount
        UIView.animate(withDuration: 0.25, animations: {
            self.badge.alpha = 0
        }, completion: { _ in
            self.completionFrame = self.simulation()?.frameCount
        })
    }
}

@Suite("UIView.animate from a scroll callback")
struct ViewAnimationFromCallbackTests {
    @Test("An animation made in a scroll callback of frame k is committed in frame k: it ends at k + duration·120")
    func committedInTheCallbacksFrame() throws {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: 5000)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        window.addSubview(scrollView)
        window.addSubview(badge)
        var simulation: Simulation?
        let delegate = FadeOnDragDelegate(badge: badge) { simulation }
        scrollView.delegate = delegate
        simulation = try Simulation(root: window)
        // Down at frame 0; the first move report (frame 1) is 25 pt away, past the 10-pt hysteresis: the pan begins.
        try simulation?.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        #expect(delegate.beganFrame == 1)
        simulation?.run(frames: 40)
        // Committed in frame 1 (after the callback, in the same frame); 0.25 s = 30 frames later it ends.
        #expect(delegate.completionFrame == 31)
        #expect(badge.presentationAlpha == 0)
    }
}
