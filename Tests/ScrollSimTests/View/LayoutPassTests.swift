import Foundation
import Testing
@testable import ScrollSim

/// Counts layoutSubviews calls.
final class CountingView: View {
    var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}

@Suite("Layout pass")
struct LayoutPassTests {
    @Test func nothingMarkedMeansNoLayoutSubviews() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        root.addSubview(child)
        root.layoutIfNeeded()
        let (r, c) = (root.layoutCount, child.layoutCount)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(root.layoutCount == r && child.layoutCount == c)
        #expect(!root.needsLayout && !root.subtreeNeedsLayout)
    }

    @Test func onlyMarkedViewsAreLaidOutParentsFirst() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = CountingView(frame: .zero), b = CountingView(frame: .zero), a1 = CountingView(frame: .zero)
        root.addSubview(a); root.addSubview(b); a.addSubview(a1)
        root.layoutIfNeeded()
        let before = (root.layoutCount, a.layoutCount, b.layoutCount, a1.layoutCount)
        a1.setNeedsLayout()
        #expect(root.subtreeNeedsLayout && a.subtreeNeedsLayout && !b.subtreeNeedsLayout)
        root.layoutIfNeeded()
        #expect(root.layoutCount == before.0 && a.layoutCount == before.1 && b.layoutCount == before.2)
        #expect(a1.layoutCount == before.3 + 1)
        #expect(!root.subtreeNeedsLayout && !a.subtreeNeedsLayout)
    }

    @Test func resizingMarksTheViewBoundsOriginDoesNot() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.layoutIfNeeded()
        v.frame.origin = CGPoint(x: 3, y: 4)
        #expect(!v.needsLayout)
        v.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(!v.needsLayout)
        v.frame.size.height = 11
        #expect(v.needsLayout)
    }

    @Test func layoutIfNeededOnAChildLaysOutMarkedAncestorsFirst() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = CountingView(frame: .zero)
        root.addSubview(child)
        root.layoutIfNeeded()
        let r = root.layoutCount
        root.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(root.layoutCount == r + 1)
        #expect(!root.needsLayout)
    }
}
