import Foundation
import Testing
import ScrollSim

/// UIKit's first display: a scroll view that has never been scrolled (no offset set, no motion) opens at
/// the top of its range, `(−adjustedContentInset.left, −adjustedContentInset.top)`. Hand-derived from
/// `adjustedContentInset = contentInset + safe area` (on the axes `contentInsetAdjustmentBehavior` adjusts)
/// for a full-screen 393 × 852 list with content 393 × 5000.
@Suite("A never-scrolled scroll view opens at its top")
struct InitialOffsetTests {
    static let iPhone15Pro = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    static func list(name: String = "list") -> ScrollView {
        let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), name: name)
        view.contentSize = CGSize(width: 393, height: 5000)
        return view
    }

    @Test("contentInset.top 250 set before display: the offset is −250 before the first frame (article 000's header)")
    func insetBeforeDisplay() throws {
        let list = Self.list()
        list.contentInset = EdgeInsets(top: 250, left: 0, bottom: 0, right: 0)
        #expect(list.contentOffset == .zero) // not displayed yet: UIKit leaves the offset alone
        _ = try Simulation(root: list)
        #expect(list.contentOffset == CGPoint(x: 0, y: -250))
    }

    @Test("with the window's safe area (top 59) and .automatic: −(250 + 59) = −309; −59 without an inset")
    func safeAreaAutomatic() throws {
        let withInset = Self.list()
        withInset.contentInset = EdgeInsets(top: 250, left: 0, bottom: 0, right: 0)
        _ = try Simulation(root: withInset, safeAreaInsets: Self.iPhone15Pro)
        #expect(withInset.contentOffset.y == CGFloat(-309))

        let plain = Self.list()
        _ = try Simulation(root: plain, safeAreaInsets: Self.iPhone15Pro)
        #expect(plain.contentOffset.y == CGFloat(-59))
    }

    @Test(".never ignores the safe area: −250; a left inset of 16 puts x at −16")
    func neverAndLeft() throws {
        let list = Self.list()
        list.contentInsetAdjustmentBehavior = .never
        list.contentInset = EdgeInsets(top: 250, left: 16, bottom: 0, right: 0)
        _ = try Simulation(root: list, safeAreaInsets: Self.iPhone15Pro)
        #expect(list.contentOffset == CGPoint(x: -16, y: -250))
    }

    @Test("an offset set by code is kept (the rule is for views never scrolled)")
    func explicitOffsetIsKept() throws {
        let list = Self.list()
        list.contentInset = EdgeInsets(top: 250, left: 0, bottom: 0, right: 0)
        list.contentOffset = CGPoint(x: 0, y: 710)
        _ = try Simulation(root: list)
        #expect(list.contentOffset.y == 710)
    }

    @Test("before the first frame the top follows the range; once frames ran, an inset change only clamps")
    func ruleEndsWithTheFirstFrames() throws {
        let list = Self.list()
        let simulation = try Simulation(root: list)
        #expect(list.contentOffset.y == 0)
        list.contentInset = EdgeInsets(top: 100, left: 0, bottom: 0, right: 0) // still before any frame
        #expect(list.contentOffset.y == -100)
        simulation.safeAreaInsets = Self.iPhone15Pro // still before any frame: −(100 + 59)
        #expect(list.contentOffset.y == -159)
        simulation.run(frames: 1)
        list.contentInset = EdgeInsets(top: 250, left: 0, bottom: 0, right: 0)
        // −159 lies inside the new range [−309, …]: UIKit does not shift the offset by the inset's change.
        #expect(list.contentOffset.y == -159)
    }

    @Test("a scroll view added after frames ran opens at its top when it joins")
    func lateJoinerOpensAtTop() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852), name: "root")
        let simulation = try Simulation(root: root)
        simulation.run(frames: 2)
        let list = Self.list()
        list.contentInset = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        root.addSubview(list)
        simulation.run(frames: 1)
        #expect(list.contentOffset.y == -44)
    }
}
