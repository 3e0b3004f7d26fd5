import Foundation
import Testing
import ScrollSim

/// `ScrollView.safeAreaInsets`: the window safe area's overlap with the view's frame in window
/// coordinates, each inset in `0 … size` on its axis. Window 390 × 844, safe area top 59, bottom 34, so
/// the safe rectangle is y ∈ [59, 810].
@Suite("Safe area: each scroll view's safeAreaInsets from its frame in the window")
struct SafeAreaInsetsTests {
    static let iPhone15 = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// A 390 × 844 root view holding `child`, simulated with the iPhone 15 safe area. Keep the root alive
    /// (a superview is held weakly).
    static func window(with child: View) throws -> (View, Simulation) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "window")
        root.addSubview(child)
        return (root, try Simulation(root: root, safeAreaInsets: iPhone15))
    }

    @Test("framed below the top safe area (y ≥ 59): top 0; reaching the bottom edge: bottom 34")
    func belowTheTopSafeArea() throws {
        let below = ScrollView(frame: CGRect(x: 0, y: 59, width: 390, height: 785), name: "below")
        below.contentSize = CGSize(width: 390, height: 3000)
        let (window, simulation) = try Self.window(with: below)
        #expect(below.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(below.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(below.minimumContentOffset.y == 0)

        let middle = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600), name: "middle")
        let (otherWindow, otherSimulation) = try Self.window(with: middle)
        #expect(middle.safeAreaInsets == .zero)
        withExtendedLifetime((window, simulation, otherWindow, otherSimulation)) {}
    }

    /// Partial overlaps: a view from y 20 to 830 gets top 59 − 20 = 39, bottom 830 − 810 = 20; a 30-pt
    /// view at the top lies wholly in the unsafe band, so its top inset is capped at its height 30.
    @Test("partial overlap and the cap at the view's size")
    func partialOverlap() throws {
        let partial = ScrollView(frame: CGRect(x: 0, y: 20, width: 390, height: 810), name: "partial")
        let first = try Self.window(with: partial)
        #expect(partial.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 20, right: 0))

        let strip = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 30), name: "strip")
        let second = try Self.window(with: strip)
        #expect(strip.safeAreaInsets == EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        withExtendedLifetime((first, second)) {}
    }

    /// An inner scroll view at y 100 (height 300) in a full-screen outer scroll view: at outer offset 0
    /// its window top is 100 (top inset 0); scrolled by 80 its window top is 20, so its top inset is
    /// 59 − 20 = 39 and its minimum offset −39.
    @Test("a scroll view inside a scrolled parent moves with it")
    func insideScrolledParent() throws {
        let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "outer")
        outer.contentSize = CGSize(width: 390, height: 3000)
        let inner = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300), name: "inner")
        inner.contentSize = CGSize(width: 390, height: 2000)
        outer.addSubview(inner)
        _ = try Simulation(root: outer, safeAreaInsets: Self.iPhone15)
        #expect(inner.safeAreaInsets == .zero)
        outer.contentOffset = CGPoint(x: 0, y: 80)
        #expect(inner.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        #expect(inner.minimumContentOffset.y == -39)
        #expect(outer.safeAreaInsets == Self.iPhone15)
    }

    @Test("outside a simulation there is no safe area")
    func outsideASimulation() {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(view.safeAreaInsets == .zero)
        #expect(view.adjustedContentInset == view.contentInset)
    }
}
