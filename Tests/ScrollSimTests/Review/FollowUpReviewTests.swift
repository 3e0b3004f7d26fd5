import Foundation
import Testing
import ScrollSim

/// Follow-ups to the review: decisions made on its reading-only findings.
@Suite("Review follow-ups")
struct FollowUpReviewTests {
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

    @Test("a touch on a bounce a pixel from the edge ends it with didEndDecelerating at once (Callback order)")
    func catchBounceNearEdge() throws {
        // Example B's pull (<doc:Physics#Worked-examples>): released 138 pt past the top at rest, e = 138·0.99^τ with the
        // first step; 0.52 s after the release τ = 528.3 ms, e = 0.68: shown two pixels from the edge, still
        // bouncing (it settles 0.5583 s after the release).
        let view = list(offset: 0)
        let simulation = try Simulation(root: view)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform([.down(at: CGPoint(x: 200, y: 100)), .move(to: CGPoint(x: 200, y: 410), duration: 1.0),
                                .hold(duration: 0.5), .up])
        simulation.run(seconds: 0.52)
        #expect(view.phase == .bouncing)
        #expect(abs(Double(view.contentOffset.y) - -2.0 / 3) < 1e-9)
        try simulation.perform([.down(at: CGPoint(x: 200, y: 400))])
        // <doc:CallbackOrder>: the bounce ends at once and the caught pan begins.
        #expect(recorder.events.suffix(2).map(\.event) == ["scrollViewDidEndDecelerating", "scrollViewWillBeginDragging"])
        #expect(!view.isDecelerating)
    }
}
