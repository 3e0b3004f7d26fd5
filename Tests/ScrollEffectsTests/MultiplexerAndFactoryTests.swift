import Foundation
import Testing
import ScrollSim
@testable import ScrollEffects

/// Records the callbacks it gets into a shared log.
final class LoggingDelegate: ScrollViewDelegate {
    let tag: String
    let log: Log
    init(_ tag: String, _ log: Log) { self.tag = tag; self.log = log }
    func scrollViewDidScroll(_ scrollView: ScrollView) { log.lines.append("\(tag).didScroll") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.lines.append("\(tag).didEndDragging(\(decelerate))")
    }
}

/// A delegate that moves the target 100 pt further and records the target it saw.
final class TargetingDelegate: ScrollViewDelegate {
    var seen: [CGPoint] = []
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        seen.append(targetContentOffset)
        targetContentOffset.y += 100
    }
}

final class Log { var lines: [String] = [] }

@Suite("Delegate multiplexer and effect factory")
struct MultiplexerAndFactoryTests {
    func slowReleaseScene() throws -> (Simulation, ScrollView) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let sv = ScrollView(frame: root.bounds)
        sv.contentSize = CGSize(width: 390, height: 5000)
        root.addSubview(sv)
        sv.contentOffset = CGPoint(x: 0, y: 1000)
        return (try Simulation(root: root), sv)
    }

    /// <doc:Physics#Worked-examples> E (slow release): no child implements willEndDragging → willDecelerate false
    /// (threshold); callbacks reach the children in the order added.
    @Test func forwardsInOrderAndReportsNotImplemented() throws {
        let (sim, sv) = try slowReleaseScene()
        let log = Log()
        let mux = ScrollDelegateMultiplexer([LoggingDelegate("a", log), LoggingDelegate("b", log)])
        sv.delegate = mux
        try sim.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 600), duration: 0.5), .up])
        #expect(log.lines.count > 4)
        for pair in stride(from: 0, to: log.lines.count - 1, by: 2) {
            #expect(log.lines[pair].hasPrefix("a.") && log.lines[pair + 1].hasPrefix("b."))
            #expect(log.lines[pair].dropFirst(2) == log.lines[pair + 1].dropFirst(2))
        }
        #expect(log.lines.suffix(2) == ["a.didEndDragging(false)", "b.didEndDragging(false)"])
    }

    /// With one child moving the target, the next child sees the moved target, and willDecelerate becomes
    /// `finalTarget ≠ offset` (true), per <doc:Physics#Release-target-and-hand-off>.
    @Test func chainsTheTargetAndReportsImplemented() throws {
        let (sim, sv) = try slowReleaseScene()
        let log = Log()
        let first = TargetingDelegate(), second = TargetingDelegate()
        let mux = ScrollDelegateMultiplexer([first, LoggingDelegate("log", log), second])
        sv.delegate = mux
        try sim.perform([.down(at: CGPoint(x: 200, y: 700)), .move(to: CGPoint(x: 200, y: 600), duration: 0.5), .up])
        #expect(first.seen.count == 1 && second.seen.count == 1)
        #expect(second.seen[0].y == first.seen[0].y + 100)
        // The re-planned motion's first step (<doc:Physics#Release-target-and-hand-off>) may already scroll in the frame of the lift.
        #expect(log.lines.last { $0 != "log.didScroll" } == "log.didEndDragging(true)")
    }

    @Test func factoryRejectsUnknownNamesAndBadValues() {
        #expect(throws: EffectFactoryError.self) { try EffectFactory.makeScene(effect: "wobbly-header") }
        #expect(throws: EffectFactoryError.self) { try EffectFactory.makeScene(effect: "parallax-header", parameters: ["blur": 3]) }
        #expect(throws: EffectFactoryError.self) { try EffectFactory.makeScene(effect: "sticky-header-fade", parameters: ["itemCount": 2.5]) }
        #expect(throws: EffectFactoryError.self) { try EffectFactory.makeScene(effect: "sticky-header-fade", parameters: ["headerHeight": .nan]) }
    }

    @Test(arguments: EffectFactory.effectNames)
    func everySceneBuildsWithTheArticlesNumbers(name: String) throws {
        let scene = try EffectFactory.makeScene(effect: name)
        #expect(scene.root.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.scrollView.delegate === scene.multiplexer)
        switch name {
        case "sticky-header-fade":
            #expect(scene.scrollView.contentInset.top == 250 && scene.header!.frame.height == 250)
            // 30 items of 150 pt, 4 pt apart: 30·150 + 29·4.
            #expect(scene.scrollView.contentSize.height == 4616)
        case "stretchy-header-table", "stretchy-header-container":
            #expect(scene.header!.frame.height == 200)
            #expect(scene.scrollView.contentSize.height == CGFloat(200 + 50 * 44))
        case "parallax-header":
            #expect(scene.header!.frame.height == 400 && scene.scrollView.contentSize.height == 1600)
        case "swiftui-parallax-header":
            // The article's SwiftUI screen: the 400-pt header, then ContentList (16 + 10 rows of 25 + 8 + 76,
            // 19 gaps of 8 = 1178); unscrolled without a safe area, the image is the fill of 390 × 400: 400 square.
            #expect(scene.scrollView.contentSize.height == CGFloat(400 + 1178))
            #expect(scene.header!.name == "Image" && scene.header!.frame.size == CGSize(width: 400, height: 400))
        case "nested-scroll-gate-top", "nested-scroll-gate-bottom":
            #expect(scene.header!.frame == CGRect(x: 0, y: 500, width: 390, height: 1200))
            #expect((scene.header as! ScrollView).contentSize.height == CGFloat(501 * 44))
            #expect(scene.scrollView.contentSize.height == 1700 && !scene.scrollView.bounces)
        default:
            #expect(scene.scrollView.contentSize.height == CGFloat(200 + 4616))
        }
    }

    @Test func customParametersAreUsed() throws {
        let scene = try EffectFactory.makeScene(effect: "parallax-header", parameters: ["headerHeight": 300, "contentHeight": 500])
        #expect(scene.header!.frame.height == 300 && scene.scrollView.contentSize.height == 800)
        #expect(scene.parameters.first { $0.name == "headerHeight" }!.value == 300)
    }
}
