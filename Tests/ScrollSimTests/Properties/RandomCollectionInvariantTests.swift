import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

/// Seeded random gestures on collection views (a flow layout with section headers, a list with per-row
/// heights and a table header), with the callback grammar (``CallbackGrammar``), the overscroll bound of the collection view's own
/// height, and the view tree's, the collection view's and the layout caches'
/// invariants checked after every frame, and the reuse pools bounded by what was ever visible at once:
/// a view is created only when its reuse queue is empty, that is when every view of its identifier is
/// visible, so the views created per identifier never exceed that identifier's peak visible count.
@Suite("Random gestures keep the collection view's invariants")
struct RandomCollectionInvariantTests {
    @Test("100 seeded runs on flow and list layouts", arguments: 0..<100)
    func invariants(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &+ 77_000)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        let layout: CollectionViewLayout
        let counts: [Int]
        if seed % 2 == 0 {
            let flow = FlowLayout()
            flow.itemSize = CGSize(width: pick([80.0, 120.0, 390.0]), height: pick([44.0, 100.0]))
            flow.headerReferenceSize = CGSize(width: 0, height: pick([0.0, 30.0]))
            flow.sectionInset = EdgeInsets(top: pick([0.0, 8.0]), left: 10, bottom: pick([0.0, 8.0]), right: 10)
            layout = flow
            let sectionCount = Int(1 + random.next() % 6)
            var sectionCounts: [Int] = []
            for _ in 0..<sectionCount { sectionCounts.append(Int(random.next() % 60)) }
            counts = sectionCounts
        } else {
            let list = ListLayout()
            list.rowHeight = pick([44.0, 60.0])
            let heightCount = Int(random.next() % 100)
            var heights: [CGFloat] = []
            for _ in 0..<heightCount { heights.append(CGFloat(20 + random.next() % 200)) }
            list.rowHeights = heights
            layout = list
            counts = [Int(random.next() % 400)]
        }
        let fixture = makeCollection(layout: layout, counts: counts)
        let cv = fixture.cv
        // The peaks count from the first layout pass (makeCollection's) on, then at the end of every frame.
        var peakCells = cv.visibleCells.count, peakSupplementary = cv.counters.visible - cv.visibleCells.count
        func notePeaks() {
            peakCells = max(peakCells, cv.visibleCells.count)
            peakSupplementary = max(peakSupplementary, cv.counters.visible - cv.visibleCells.count)
        }
        cv.prefetchMargin = pick([0.0, 0.0, 100.0])
        if seed % 2 == 1 && random.next() % 2 == 0 {
            cv.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200), name: "tableHeader")
        }
        cv.bounces = pick([true, false])
        let simulation = try Simulation(root: fixture.root)
        simulation.checkInvariantsAfterEveryFrame("seed \(seed):")
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        notePeaks()   // the simulation's first layout (after the table header changed the rows)
        // Frames whose layout pass is current: the collection view's checks run on those (a pass that added
        // new views marks the collection view for layout again, and its checks wait for the next pass).
        var currentFrames = 0
        simulation.addFrameObserver { _ in
            notePeaks()
            if !cv.needsLayout && !cv.collectionViewLayout.needsPrepare { currentFrames += 1 }
        }
        var steps: [Gesture] = []
        for _ in 0..<Int(1 + random.next() % 3) {
            let y = 100 + Double(random.next() % 600)
            let distance = Double(Int(random.next() % 1400) - 700)
            steps.append(.down(at: CGPoint(x: 200, y: y)))
            steps.append(.move(to: CGPoint(x: 200, y: y + distance), duration: pick([0.05, 0.1, 0.3])))
            steps.append(.up)
            steps.append(.wait(duration: pick([0.0, 0.2, 2.0])))
        }
        try simulation.perform(steps)
        let idle = simulation.runUntilIdle(limit: 20_000)
        #expect(idle, "seed \(seed): not idle")
        let problems = CallbackGrammar().violations(in: recorder.events, frames: recorder.frames, endsIdle: idle)
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
        // The shown overscroll stays below the collection view's own height (the rubber band's asymptote,
        // <doc:Physics#Drag-and-rubber-band>), and is zero with `bounces = false`. The range is read at the end:
        // the layout and the table header are set before the run and do not change during it.
        let minimum = Double(cv.minimumContentOffset.y), maximum = Double(cv.maximumContentOffset.y)
        let largest = recorder.frames.filter { $0.view == cv.name }
            .map { max(minimum - Double($0.offset.y), Double($0.offset.y) - maximum, 0) }.max() ?? 0
        #expect(largest < Double(cv.bounds.size.height), "seed \(seed): overscroll \(largest)")
        if !cv.bounces { #expect(largest == 0, "seed \(seed): overscroll \(largest) without bounces") }
        #expect(currentFrames * 2 > simulation.frameCount, "seed \(seed): checked \(currentFrames) of \(simulation.frameCount) frames")
        let reusable = cv.subviews.compactMap { $0 as? CollectionReusableView }
        let cellsCreated = reusable.count(where: { $0.reuseIdentifier == "cell" })
        let headersCreated = reusable.count(where: { $0.reuseIdentifier == "header" })
        #expect(cellsCreated + headersCreated == cv.counters.created, "seed \(seed): a created view is not a subview")
        #expect(cellsCreated <= peakCells, "seed \(seed): \(cellsCreated) cells created, at most \(peakCells) visible at once")
        #expect(headersCreated <= peakSupplementary,
                "seed \(seed): \(headersCreated) headers created, at most \(peakSupplementary) visible at once")
    }
}
