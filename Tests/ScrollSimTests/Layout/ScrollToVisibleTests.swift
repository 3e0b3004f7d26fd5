import Foundation
import Testing
@testable import ScrollSim

/// `scrollRectToVisible(_:animated:)` and `scrollToItem(at:at:animated:)`, with offsets derived by hand:
/// a 390 × 844 view; the list's rows are 44 pt (ListLayout's default), so row i spans [44·i, 44·i + 44).
@Suite("Scrolling content into view")
struct ScrollToVisibleTests {
    func list(inset: EdgeInsets = .zero) -> ScrollView {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "list")
        view.contentSize = CGSize(width: 390, height: 5000)
        view.contentInset = inset
        return view
    }

    @Test("scrollRectToVisible moves the least distance, not at all when visible, and clamps")
    func rectToVisible() {
        let view = list()
        view.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 390, height: 100), animated: false)
        #expect(view.contentOffset.y == CGFloat(1100 - 844))                 // bottom edges aligned: 256
        view.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 10), animated: false)
        #expect(view.contentOffset.y == 256)                         // already visible
        view.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(view.contentOffset.y == 100)                         // above: top edges aligned
        view.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 390, height: 1500), animated: false)
        #expect(view.contentOffset.y == 2000)                        // taller than the view: its top
        view.scrollRectToVisible(CGRect(x: 0, y: 4950, width: 390, height: 50), animated: false)
        #expect(view.contentOffset.y == CGFloat(5000 - 844))                  // the end of the content
    }

    @Test("scrollRectToVisible keeps the rect clear of the content insets")
    func rectToVisibleWithInsets() {
        let view = list(inset: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        view.contentOffset = CGPoint(x: 0, y: 400)
        view.scrollRectToVisible(CGRect(x: 0, y: 300, width: 390, height: 40), animated: false)
        #expect(view.contentOffset.y == 250)                         // 300 − 50
        view.scrollRectToVisible(CGRect(x: 0, y: 1200, width: 390, height: 40), animated: false)
        #expect(view.contentOffset.y == CGFloat(1240 - 844 + 34))             // 430
    }

    @Test("animated: UIKit's 0.3 s animation, then scrollViewDidEndScrollingAnimation")
    func rectToVisibleAnimated() throws {
        let view = list()
        let simulation = try Simulation(root: view)
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        view.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 390, height: 100), animated: true)
        simulation.runUntilIdle()
        #expect(view.contentOffset.y == 256)
        #expect(recorder.events.last?.event == "scrollViewDidEndScrollingAnimation")
        #expect(recorder.events.last?.frame == 36)                   // 0.3 s at 120 Hz
    }

    @Test("scrollToItem places row 100 at the top, centre or bottom; the last rows clamp to the end")
    func scrollToItem() {
        let fixture = makeCollection(layout: ListLayout(), counts: [500])   // 500 × 44 = 22,000 pt
        let cv = fixture.cv
        let row = IndexPath(item: 100, section: 0)                          // [4400, 4444)
        cv.scrollToItem(at: row, at: .top, animated: false)
        #expect(cv.contentOffset.y == 4400)
        cv.scrollToItem(at: row, at: .centeredVertically, animated: false)
        #expect(cv.contentOffset.y == CGFloat(4422 - 422))
        cv.scrollToItem(at: row, at: .bottom, animated: false)
        #expect(cv.contentOffset.y == CGFloat(4444 - 844))
        cv.scrollToItem(at: IndexPath(item: 499, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == CGFloat(22_000 - 844))
        cv.contentInset = EdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        cv.scrollToItem(at: row, at: .top, animated: false)
        #expect(cv.contentOffset.y == 4300)                                 // below the 100-pt inset
    }
}
