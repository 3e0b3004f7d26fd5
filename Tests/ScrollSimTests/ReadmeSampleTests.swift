import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// The README's code sample, verbatim (its `print`s aside), so that it keeps compiling and doing what the
/// README says.
@Suite("README sample")
struct ReadmeSampleTests {
    final class HeaderFader: ScrollViewDelegate {
        var alpha: CGFloat = 1
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            alpha = max(0, min(1, -scrollView.contentOffset.y / 250))
        }
    }

    @Test("the sample flings 300 pt of finger into ≈ 1492 pt of deceleration and fades the header out")
    func sample() throws {
        let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        list.contentSize = CGSize(width: 390, height: 20_000)
        list.contentInset = EdgeInsets(top: 250, left: 0, bottom: 0, right: 0)
        list.contentOffset = CGPoint(x: 0, y: -250)
        let fader = HeaderFader()
        list.delegate = fader

        let simulation = try Simulation(root: list)
        simulation.recorder = TraceRecorder()
        try simulation.perform([
            .down(at: CGPoint(x: 200, y: 700)),
            .move(to: CGPoint(x: 200, y: 400), duration: 0.1),
            .up,
        ])
        simulation.runUntilIdle()
        // Released at −250 + 290 = 40 with 3 pt/ms: <doc:Physics#Deceleration>, "3000 pt/s → ≈ 1492 pt".
        #expect(isApproximatelyEqual(Double(list.contentOffset.y), 40 + 1492, absoluteTolerance: 1))
        #expect(fader.alpha == 0)
        let events = try #require(simulation.recorder).events
        #expect(events.first?.event == "scrollViewWillBeginDragging")
        #expect(events.last?.event == "scrollViewDidEndDecelerating")
    }
}
