import Foundation
import Testing
import ScrollSim
import ScrollSimTestSupport

/// Seeded random gesture scripts on random configurations (bounces, paging, always-bounce, insets, rates,
/// nested chaining), checked against invariants that <doc:Physics> implies for every run:
/// - every offset and velocity is finite;
/// - the callbacks of each scroll view follow <doc:CallbackOrder>'s grammar, checked by ``CallbackGrammar``
///   (the one the fuzz tests use): a drag is willBeginDragging → didScroll* → willEndDragging →
///   didEndDragging; willBeginDecelerating only right after didEndDragging(true) (or on an ancestor taking a
///   chained fling); each deceleration closed by one didEndDecelerating; both catch rows, told apart by the
///   view's phase before the touch-down;
/// - each view's shown overscroll stays below its own bounds size on that axis (the rubber band's asymptote,
///   <doc:Physics#Drag-and-rubber-band>: 844 pt for the outer view, 500 pt for the inner one) and is zero
///   with `bounces = false`;
/// - every run comes to rest, inside the content range;
/// - the same seed gives the same trace, byte for byte.
@Suite("Random gestures keep UIKit's invariants")
struct RandomGestureInvariantTests {
    struct Setup {
        let root: View
        let views: [ScrollView]
        let steps: [Gesture]
    }

    static func makeSetup(seed: UInt64) -> Setup {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(random.next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        func configure(_ view: ScrollView, contentHeight: Double, minimumHeight: Double = 0) {
            view.contentSize = CGSize(width: pick([390.0, 390.0, 1200.0]), height: max(contentHeight, minimumHeight))
            view.contentInset = EdgeInsets(top: pick([0.0, 0.0, 50.0, 250.0]), left: 0, bottom: pick([0.0, 34.0]), right: 0)
            view.bounces = pick([true, true, false])
            view.alwaysBounceVertical = pick([false, true])
            view.isPagingEnabled = pick([false, false, false, true])
            view.decelerationRate = pick([.normal, .fast, DecelerationRate(rawValue: 0.995)])
            view.isDirectionalLockEnabled = pick([false, true])
            // Start inside the range (a view set out of range stays there until touched, as in UIKit).
            view.contentOffset = CGPoint(x: 0, y: uniform(Double(view.minimumContentOffset.y)...Double(view.maximumContentOffset.y)))
        }
        let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "outer")
        let nested = pick([false, true])
        configure(outer, contentHeight: pick([300.0, 2000.0, 20_000.0]), minimumHeight: nested ? 1200 : 0)
        var views = [outer]
        if nested {
            let inner = ScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 500), name: "inner")
            configure(inner, contentHeight: pick([400.0, 3000.0]))
            inner.nestedScrolling = pick([.uikit, .chaining(.auto), .chaining(.contain), .chaining(.none)])
            inner.transfersVerticalScrollingToParent = pick([true, false])
            outer.addSubview(inner)
            views.append(inner)
        }
        var steps: [Gesture] = []
        for _ in 0..<Int(1 + random.next() % 4) {
            var point = CGPoint(x: uniform(20...370), y: uniform(20...820))
            steps.append(.down(at: point))
            for _ in 0..<Int(random.next() % 4) {
                if pick([true, false, false]) {
                    steps.append(.hold(duration: pick([0.05, 0.2])))
                } else {
                    point = CGPoint(x: point.x + uniform(-150...150), y: point.y + uniform(-700...700))
                    steps.append(.move(to: point, duration: pick([0.05, 0.1, 0.3, 1.0])))
                }
            }
            steps.append(.up)
            steps.append(.wait(duration: pick([0.0, 0.05, 0.3, 3.0])))
            if pick([false, false, false, false, true]) { steps.append(.statusBarTap) }
        }
        return Setup(root: outer, views: views, steps: steps)
    }

    static func run(seed: UInt64) throws -> (Setup, TraceRecorder, Bool) {
        let setup = makeSetup(seed: seed)
        let simulation = try Simulation(root: setup.root)
        simulation.checkInvariantsAfterEveryFrame("seed \(seed):")
        let recorder = TraceRecorder()
        simulation.recorder = recorder
        try simulation.perform(setup.steps)
        let idle = simulation.runUntilIdle(limit: 20_000)
        return (setup, recorder, idle)
    }

    @Test("200 seeded random scripts", arguments: 0..<200)
    func invariants(seed: Int) throws {
        let (setup, recorder, idle) = try Self.run(seed: UInt64(seed))
        #expect(idle, "seed \(seed): not idle after 20,000 frames")
        for view in setup.views {
            let frames = recorder.frames.filter { $0.view == view.name }
            #expect(frames.allSatisfy { $0.offset.x.isFinite && $0.offset.y.isFinite && $0.velocity.y.isFinite })
            let minimum = Double(view.minimumContentOffset.y), maximum = Double(view.maximumContentOffset.y)
            // The range does not move here (insets and content are fixed); the bound is this view's own height.
            let largest = frames.map { max(minimum - Double($0.offset.y), Double($0.offset.y) - maximum, 0) }.max() ?? 0
            let bound = Double(view.bounds.size.height)
            #expect(largest < bound, "seed \(seed) \(view.name): overscroll \(largest), bounds height \(bound)")
            if !view.bounces && !view.isPagingEnabled {
                #expect(largest == 0, "seed \(seed) \(view.name): overscroll \(largest) without bounces")
            }
            let offset = Double(view.contentOffset.y)
            #expect(offset >= minimum - 1e-9 && offset <= maximum + 1e-9,
                    "seed \(seed) \(view.name): rests at \(offset) outside \(minimum)…\(maximum)")
        }
        let problems = CallbackGrammar(tree: setup.root).violations(in: recorder.events, frames: recorder.frames, endsIdle: idle)
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
    }

    @Test("the same seed gives the same trace", arguments: [3, 17, 42, 123])
    func determinism(seed: Int) throws {
        let (_, first, _) = try Self.run(seed: UInt64(seed))
        let (_, second, _) = try Self.run(seed: UInt64(seed))
        #expect(TraceCSV.frames(first.frames) == TraceCSV.frames(second.frames))
        #expect(TraceCSV.events(first.events) == TraceCSV.events(second.events))
    }
}
