import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// `scrollView.panGestureRecognizer`, read from the callbacks as UIKit code reads it. Example A's finger
/// (<doc:Physics#Worked-examples>): 300 pt up in 0.1 s, 25 pt per 120-Hz sample, 3000 pt/s.
@Suite("panGestureRecognizer")
struct PanGestureRecognizerTests {
    final class Reader: ScrollViewDelegate {
        var seen: [(state: PanGestureRecognizer.State, translation: CGPoint, velocity: CGPoint, dragging: Bool)] = []
        var atWillBegin: PanGestureRecognizer.State?
        var atWillEnd: PanGestureRecognizer.State?
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { atWillBegin = scrollView.panGestureRecognizer.state }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            let pan = scrollView.panGestureRecognizer
            seen.append((pan.state, pan.translation(in: scrollView.superview), pan.velocity(in: scrollView), scrollView.isDragging))
        }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: inout CGPoint) {
            atWillEnd = scrollView.panGestureRecognizer.state
        }
    }

    @Test("began, then changed with the hysteresis-free translation, ended at the lift, possible while decelerating")
    func states() throws {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        view.contentSize = CGSize(width: 390, height: 20_000)
        view.contentOffset = CGPoint(x: 0, y: 710)
        let reader = Reader()
        view.delegate = reader
        let simulation = try Simulation(root: view)
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 400), duration: 0.1), .up])
        simulation.runUntilIdle()
        #expect(reader.atWillBegin == .began && reader.atWillEnd == .ended)
        let drag = reader.seen.filter(\.dragging)
        #expect(drag.count == 12)   // samples 1…12: the first (25 pt) already passes the 10-pt hysteresis
        #expect(drag[0].state == .began && drag.dropFirst().allSatisfy { $0.state == .changed })
        for (index, sample) in drag.enumerated() {
            #expect(sample.translation == CGPoint(x: 0, y: -(25.0 * Double(index + 1) - 10)))
        }
        // 0.2·latest after the first sample, 0.2·latest + 0.8·previous afterwards (<doc:Physics#Touch-pan-and-velocity>): −600, then −3000.
        #expect(isApproximatelyEqual(drag[0].velocity.y, -600, absoluteTolerance: 1e-6))
        #expect(drag.dropFirst().allSatisfy { isApproximatelyEqual($0.velocity.y, -3000, absoluteTolerance: 1e-6) })
        let decelerating = reader.seen.filter { !$0.dragging }
        #expect(!decelerating.isEmpty && decelerating.allSatisfy { $0.state == .possible && $0.translation == .zero })
        #expect(view.panGestureRecognizer.state == .possible)
    }
}
