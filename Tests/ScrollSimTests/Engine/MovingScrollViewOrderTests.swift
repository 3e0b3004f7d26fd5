import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// A frame evaluates the motion of the scroll views that are not at rest, in the order of
/// ``Simulation/scrollViews`` (depth-first, parents first), whatever order they started moving in; a scroll
/// view at rest costs a frame nothing and sends nothing.
@Suite("Frame loop: moving scroll views in tree order")
struct MovingScrollViewOrderTests {
    /// A window holding `count` full-screen sibling scroll views named `s0`, `s1`, … (tree order), each with
    /// 5000 pt of content, traced.
    private static func siblings(_ count: Int) throws -> (Simulation, [ScrollView], TraceRecorder) {
        let size = SimulationFixture.viewSize
        let root = View(frame: CGRect(origin: .zero, size: size), name: "window")
        var views: [ScrollView] = []
        for index in 0..<count {
            let view = ScrollView(frame: CGRect(origin: .zero, size: size), name: "s\(index)")
            view.contentSize = CGSize(width: size.width, height: 5000)
            root.addSubview(view)
            views.append(view)
        }
        let simulation = try Simulation(root: root)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        return (simulation, views, recorder)
    }

    @Test("two scroll views animating together call back in tree order every frame, not in the order they started")
    func treeOrderWithinAFrame() throws {
        let (simulation, views, recorder) = try Self.siblings(3)
        views[2].setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        views[0].setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        #expect(simulation.runUntilIdle())
        let events = recorder.events
        #expect(!events.isEmpty)
        #expect(!events.contains { $0.view == "s1" })
        // Same animation, same start: both views move in the same frames, s0 first in each.
        for frame in Set(events.map(\.frame)) {
            let views = events.filter { $0.frame == frame }.map(\.view)
            #expect(views == views.filter { $0 == "s0" } + views.filter { $0 == "s2" }, "frame \(frame): \(views)")
            #expect(views.filter { $0 == "s0" }.count == views.filter { $0 == "s2" }.count, "frame \(frame): \(views)")
        }
        // Each ends with its didEndScrollingAnimation in the frame the 0.3-s animation reaches its end:
        // frame 36 (36/120 s).
        let ends = events.filter { $0.callback == .scrollViewDidEndScrollingAnimation }
        #expect(ends.map(\.view) == ["s0", "s2"])
        #expect(ends.map(\.frame) == [36, 36])
    }

    @Test("a scroll view stopped from an earlier scroll view's didScroll is not evaluated in that frame")
    func stoppedByEarlierCallback() throws {
        let (simulation, views, recorder) = try Self.siblings(3)
        let delegate = RecordingDelegate()
        var calls = 0
        delegate.onDidScroll = { scrollView in
            calls += 1
            // s0's 5th didScroll, in frame 5 (frame 0 is the animations' start, elapsed 0, no movement).
            if calls == 5 { views[2].setContentOffset(views[2].contentOffset, animated: false) }
        }
        views[0].delegate = delegate
        views[0].setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        views[2].setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        #expect(simulation.runUntilIdle())
        let s2 = recorder.events.filter { $0.view == "s2" }
        #expect(s2.map(\.callback) == Array(repeating: .scrollViewDidScroll, count: 4))
        #expect(s2.map(\.frame) == [1, 2, 3, 4])
        #expect(recorder.events.filter { $0.view == "s0" && $0.callback == .scrollViewDidScroll }.first?.frame == 1)
    }

    @Test("idle siblings: the simulation is idle once the one moving scroll view rests, and they send nothing")
    func idleSiblings() throws {
        let (simulation, views, recorder) = try Self.siblings(101)
        #expect(simulation.isIdle)
        views[50].setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        #expect(!simulation.isIdle)
        #expect(simulation.runUntilIdle())
        // Frames 0 … 36: the 0.3-s animation ends in the frame at 36/120 s.
        #expect(simulation.frameCount == 37)
        #expect(Set(recorder.events.map(\.view)) == ["s50"])
        #expect(views[50].contentOffset == CGPoint(x: 0, y: 1000))
        // A pan on the frontmost sibling: the simulation is busy while the finger is down and until its
        // release motion rests.
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        #expect(!simulation.isIdle)
        #expect(simulation.runUntilIdle())
        #expect(Set(recorder.events.map(\.view)) == ["s50", "s100"])
    }

    @Test("a moving scroll view removed and rescanned away by its own didScroll (two nested steps) lives until its frame's motion ends, then is released")
    func removedByItsOwnCallbackDuringTheMotionLoop() throws {
        /// Inside the first didScroll: removes the scroll view from the tree, then steps the simulation
        /// twice, each time after a change to the tree (so that each step rescans it: the second drops the
        /// list the frame began with, the last one that holds the view).
        final class Remover: ScrollViewDelegate {
            weak var simulation: Simulation?
            weak var watched: ScrollView?
            var aliveAfterRescans: Bool?
            func scrollViewDidScroll(_ scrollView: ScrollView) {
                guard aliveAfterRescans == nil, let simulation, let root = scrollView.superview else { return }
                scrollView.removeFromSuperview()
                simulation.step()
                root.addSubview(View(frame: .zero, name: "marker"))
                simulation.step()
                aliveAfterRescans = watched != nil
            }
        }
        let size = SimulationFixture.viewSize
        let root = View(frame: CGRect(origin: .zero, size: size), name: "window")
        let simulation = try Simulation(root: root)
        let remover = Remover()
        remover.simulation = simulation
        // Only the tree and the simulation's list hold the scroll view.
        do {
            let view = ScrollView(frame: CGRect(origin: .zero, size: size), name: "moving")
            view.contentSize = CGSize(width: size.width, height: 5000)
            root.addSubview(view)
            view.delegate = remover
            remover.watched = view
        }
        simulation.step()
        remover.watched?.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        simulation.step()   // the animation's first frame: elapsed 0, no movement
        simulation.step()   // its second: didScroll
        #expect(remover.aliveAfterRescans == true)
        #expect(remover.watched == nil)
        #expect(simulation.scrollViews.isEmpty)
    }
}
