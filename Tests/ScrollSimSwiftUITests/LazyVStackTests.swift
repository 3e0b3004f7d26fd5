import ScrollSim
import ScrollSimSwiftUI
import Testing

/// The frames (content coordinates) and count of the views drawn in `scrollView`, top to bottom.
@MainActor
func drawnFrames(_ scrollView: UIScrollView) -> [CGRect] {
    scrollView.subviews.map(\.frame).sorted { $0.minY < $1.minY }
}

@Suite("LazyVStack: rows built near the visible rectangle, recycled, estimated until built")
struct LazyVStackTests {
    @Test("at rest only the rows within 50 pt of the visible rectangle are built and drawn")
    func buildsVisibleRows() throws {
        let counter = RowCounter()
        let controller = UIHostingController(rootView: LazyRowsScreen(count: 1_000_000, counter: counter) { _ in 50 })
        let (_, scrollView) = try hostScrollScreen(controller)
        // Content 10⁶ × 50 pt; at rest at −59 the visible rectangle is y −59 … 793; with the 50-pt margin,
        // −109 … 843: rows 0 … 16 (row 16 starts at 800 < 843, row 17 at 850).
        #expect(scrollView.contentSize == CGSize(width: 393, height: 50_000_000))
        let frames = drawnFrames(scrollView)
        #expect(frames == (0..<17).map { CGRect(x: 0, y: CGFloat($0 * 50), width: 393, height: 50) })
        // Each of the 17 rows is evaluated once (row 0 first, to size the stack: the estimate), not 10⁶.
        #expect(counter.evaluated == 17)
    }

    @Test("after a jump, the rows around the new offset are built in the recycled rows' engine views")
    func recyclesRows() throws {
        let counter = RowCounter()
        let controller = UIHostingController(rootView: LazyRowsScreen(count: 1000, counter: counter) { _ in 50 })
        let (simulation, scrollView) = try hostScrollScreen(controller)
        let before = Set(scrollView.subviews.map(ObjectIdentifier.init))
        scrollView.setContentOffset(CGPoint(x: 0, y: 10_000), animated: false)
        simulation.run(frames: 1)
        // Visible 10 000 … 10 852, ± 50: 9 950 … 10 902: rows 199 (9 950 … 10 000) to 218 (starts at 10 900).
        let frames = drawnFrames(scrollView)
        #expect(frames == (199...218).map { CGRect(x: 0, y: CGFloat($0 * 50), width: 393, height: 50) })
        // The 17 rows of the top were recycled: 17 of the 20 engine views are the same objects.
        let after = Set(scrollView.subviews.map(ObjectIdentifier.init))
        #expect(before.count == 17 && after.count == 20)
        #expect(before.isSubset(of: after))
    }

    @Test("a fling through dozens of rows draws them with no more engine views than one screenful needs")
    func flingReusesViews() throws {
        let counter = RowCounter()
        let controller = UIHostingController(rootView: LazyRowsScreen(count: 1000, counter: counter) { _ in 50 })
        let (simulation, scrollView) = try hostScrollScreen(controller)
        var seen = Set<ObjectIdentifier>()
        var maxDrawn = 0
        simulation.addFrameObserver { _ in
            for view in scrollView.subviews { seen.insert(ObjectIdentifier(view)) }
            maxDrawn = max(maxDrawn, scrollView.subviews.count)
            // Every frame: the drawn rows cover the visible rectangle exactly by the rule.
            let visible = scrollView.bounds
            let tops = scrollView.subviews.map(\.frame.minY)
            let first = max(0, Int(((visible.minY - 50) / 50).rounded(.down)))
            #expect(tops.min() == CGFloat(first * 50))
        }
        try simulation.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 300), duration: 0.08), .up])
        simulation.runUntilIdle()
        #expect(scrollView.contentOffset.y > 2_000)   // more than 40 rows of 50 pt went by
        #expect(counter.evaluated > 60)
        // A screenful is at most 852 + 2 × 50 = 952 pt: 20 rows (+1 straddling); every engine view seen was
        // one of those, reused.
        #expect(maxDrawn <= 21)
        #expect(seen.count <= 21)
    }

    @Test("unbuilt rows count at the first row's height; built rows replace it and the content size follows")
    func estimatedHeights() throws {
        let counter = RowCounter()
        // Even rows 100 pt, odd rows 50: the estimate is row 0's 100.
        let controller = UIHostingController(rootView: LazyRowsScreen(count: 1000, counter: counter) { $0 % 2 == 0 ? 100 : 50 })
        let (simulation, scrollView) = try hostScrollScreen(controller)
        // Built at rest: rows whose top is < 843 once the rows above are measured: tops 0, 100, 150, 250, …
        // (row 2k at 150k, row 2k + 1 at 150k + 100): rows 0 … 10 (row 10 at 750, row 11 at 850).
        // Height: rows 0 … 10 measured (6 × 100 + 5 × 50 = 850) + 989 estimated × 100 = 99 750.
        #expect(drawnFrames(scrollView).count == 11)
        #expect(scrollView.contentSize.height == 99_750)
        // Jump to 20 000: rows ≥ 11 sit at 850 + (i − 11) × 100; the first row reaching below 19 950 is
        // row 202 (19 950 … 20 050, even: 100, as estimated).
        scrollView.setContentOffset(CGPoint(x: 0, y: 20_000), animated: false)
        simulation.run(frames: 1)
        let jumped = drawnFrames(scrollView)
        #expect(jumped.first == CGRect(x: 0, y: 19_950, width: 393, height: 100))
        // Row 203 (odd) measured 50 below the top: the offset stays, the rows below move up.
        #expect(scrollView.contentOffset.y == 20_000)
        #expect(jumped[1] == CGRect(x: 0, y: 20_050, width: 393, height: 50))
        let heightAfterJump = scrollView.contentSize.height
        // Scroll up 100: row 201 (odd, estimated at 19 850 … 19 950) is built above the visible top (19 900):
        // its 50-pt correction moves the offset by −50 to 19 850, so row 202 stays 50 pt below the visible top.
        scrollView.setContentOffset(CGPoint(x: 0, y: 19_900), animated: false)
        simulation.run(frames: 1)
        #expect(scrollView.contentOffset.y == 19_850)
        #expect(scrollView.contentSize.height == heightAfterJump - 50)
        let row202 = try #require(drawnFrames(scrollView).first { $0.height == 100 && $0.minY == 19_900 })
        #expect(row202.minY - scrollView.contentOffset.y == 50)
        simulation.run(frames: 2)
        #expect(scrollView.contentOffset.y == 19_850)
    }

    @Test("a lazy stack between two bands: default spacing 8, leading rows, fills the width")
    func betweenBands() throws {
        let controller = UIHostingController(rootView: LazyStackBetweenBandsScreen())
        let (_, scrollView) = try hostScrollScreen(controller)
        // Stack: 100 rows × 40 + 99 × 8 = 4 792; content 100 + 4 792 + 100 = 4 992.
        #expect(scrollView.contentSize == CGSize(width: 393, height: 4_992))
        let frames = drawnFrames(scrollView)
        #expect(frames.first == CGRect(x: 0, y: 0, width: 393, height: 100))
        // Rows at 100 + 48 i, leading (x 0), 60 × 40, while their top is < 843 (visible −59 … 793 + 50):
        // i ≤ 15 (100 + 720 = 820; row 16 at 868).
        let rows = frames.filter { $0.width == 60 }
        #expect(rows == (0...15).map { CGRect(x: 0, y: CGFloat(100 + 48 * $0), width: 60, height: 40) })
        // The footer is drawn below the stack, at 4 892.
        #expect(frames.last == CGRect(x: 0, y: 4_892, width: 393, height: 100))
    }
}
