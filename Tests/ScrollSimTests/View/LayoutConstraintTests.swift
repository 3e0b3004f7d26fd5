import Foundation
import Testing
@testable import ScrollSim

@Suite("Layout constraints")
struct LayoutConstraintTests {
    /// The sticky-header article's layout (seed 000): a collection view pinned to the root's edges and an
    /// image view pinned to top/leading/trailing with a 250-pt height constraint.
    @Test func articleStickyLayoutSolves() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let list = View(name: "collectionView"), header = View(name: "header")
        root.addSubview(list); root.addSubview(header)
        list.translatesAutoresizingMaskIntoConstraints = false
        header.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: root.topAnchor),
            list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let height = header.heightAnchor.constraint(equalToConstant: 250)
        height.isActive = true
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        try root.checkedLayoutIfNeeded()
        #expect(list.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 250))
        height.constant = 120.5
        #expect(root.needsLayout)
        try root.checkedLayoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 120.5))
        root.frame.size.width = 300
        try root.checkedLayoutIfNeeded()
        #expect(header.frame.width == 300 && list.frame.width == 300)
    }

    /// The stretchy-header article's container variant (seed 001 b): container width/centerX/height equal
    /// to the header; image width/height/bottom equal to the container, with constants.
    @Test func nestedConstraintsAndCentreAndBottomConstants() throws {
        let header = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200), name: "header")
        let container = View(name: "container"), image = View(name: "image")
        header.addSubview(container); container.addSubview(image)
        container.translatesAutoresizingMaskIntoConstraints = false
        image.translatesAutoresizingMaskIntoConstraints = false
        let bottom = image.bottomAnchor.constraint(equalTo: container.bottomAnchor)
        let height = image.heightAnchor.constraint(equalTo: container.heightAnchor)
        LayoutConstraint.activate([
            container.widthAnchor.constraint(equalTo: header.widthAnchor),
            container.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            container.heightAnchor.constraint(equalTo: header.heightAnchor),
            container.bottomAnchor.constraint(equalTo: header.bottomAnchor),
            image.widthAnchor.constraint(equalTo: container.widthAnchor),
            image.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            height, bottom,
        ])
        bottom.constant = 30
        height.constant = 50
        try header.checkedLayoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
        // image: height 200 + 50 = 250, bottom at 200 + 30 = 230 → top at −20.
        #expect(image.frame == CGRect(x: 0, y: -20, width: 390, height: 250))
    }

    @Test func siblingChainSolvesWhateverTheActivationOrder() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let a = View(name: "a"), b = View(name: "b")
        root.addSubview(a); root.addSubview(b)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false }
        // b depends on a, activated first.
        LayoutConstraint.activate([
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
            b.heightAnchor.constraint(equalToConstant: 1200),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 500),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalTo: root.widthAnchor, constant: -20),
        ])
        try root.checkedLayoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 10, width: 370, height: 500))
        #expect(b.frame == CGRect(x: 0, y: 514, width: 370, height: 1200))
    }

    @Test func missingConstraintsSolveAmbiguouslyAsUIKitDoes() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let header = View(name: "header")
        root.addSubview(header)
        header.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        try root.checkedLayoutIfNeeded()
        // No height: the free height rests at 0 and the view says it is ambiguous.
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 0))
        #expect(header.hasAmbiguousLayout)
        header.heightAnchor.constraint(equalToConstant: 250).isActive = true
        try root.checkedLayoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 250))
        #expect(!header.hasAmbiguousLayout)
        #expect(root.layoutDiagnostics.unsatisfiable.isEmpty)
    }

    @Test func contradictionBreaksTheLaterConstraintAndLogsAsUIKit() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let header = View(name: "header")
        root.addSubview(header)
        header.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 250),
            header.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 390),
        ])
        // top 0 + height 250 fixes bottom = 250; the third asks for 844: it is broken, not thrown.
        try root.checkedLayoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 250))
        let reports = root.layoutDiagnostics.unsatisfiable
        try #require(reports.count == 1)
        let r = reports[0]
        #expect(r.container == "root")
        #expect(r.brokenConstraint == "<NSLayoutConstraint:header.bottom == root.bottom + 0.0   (active)>")
        #expect(r.constraints.contains("<NSLayoutConstraint:header.top == root.top + 0.0   (active)>"))
        #expect(r.constraints.contains("<NSLayoutConstraint:header.height == 250.0   (active)>"))
        #expect(r.constraints.contains("<NSLayoutConstraint:'UIView-Encapsulated-Layout-Height' root.height == 844.0   (active)>"))
        #expect(r.constraints.last == r.brokenConstraint)
        let lines = r.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        #expect(lines.contains("Will attempt to recover by breaking constraint "))
        #expect(lines.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
        // A later layout with nothing changed logs nothing more.
        root.setNeedsLayout()
        try root.checkedLayoutIfNeeded()
        #expect(root.layoutDiagnostics.unsatisfiable.count == 1)
    }

    @Test func redundantButConsistentConstraintIsAccepted() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let v = View(name: "v")
        root.addSubview(v)
        v.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.topAnchor), v.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            v.heightAnchor.constraint(equalToConstant: 844),
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.widthAnchor.constraint(equalToConstant: 10),
        ])
        try root.checkedLayoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 0, width: 10, height: 844))
        #expect(root.layoutDiagnostics.unsatisfiable.isEmpty)
    }

    @Test func loopsSolveAmbiguouslyWhileNegativeSizeAndUnrelatedItemsAreErrors() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let a = View(name: "a"), b = View(name: "b")
        root.addSubview(a); root.addSubview(b)
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        let loop = a.topAnchor.constraint(equalTo: b.topAnchor)
        loop.isActive = true
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   a.widthAnchor.constraint(equalToConstant: 1),
                                   b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   b.widthAnchor.constraint(equalToConstant: 1),
                                   a.heightAnchor.constraint(equalToConstant: 1),
                                   b.heightAnchor.constraint(equalToConstant: 1)])
        // Two views tied only to each other: ambiguous, both at one free position.
        try root.checkedLayoutIfNeeded()
        #expect(a.frame.minY == b.frame.minY)
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        loop.isActive = false
        LayoutConstraint.activate([a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor)])
        let h = a.heightAnchor.constraints.first { $0.firstAttribute == .height && $0.secondItem == nil && $0.firstItem === a }!
        h.constant = -5
        #expect(throws: LayoutError.negativeSize(container: "root", view: "a", anchor: "height", value: -5)) {
            try root.checkedLayoutIfNeeded()
        }
        h.constant = 5
        let other = View(frame: .zero, name: "elsewhere")
        let stray = a.topAnchor.constraint(equalTo: other.topAnchor)
        stray.isActive = true
        #expect(throws: LayoutError.unrelatedItems(constraint: "a.top == elsewhere.top + 0.0")) {
            try root.checkedLayoutIfNeeded()
        }
        stray.isActive = false
        #expect(throws: Never.self) { try root.checkedLayoutIfNeeded() }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 1, height: 5))
    }

    /// Toggling a constraint between a view and its superview (either item first) or between siblings,
    /// inside a frame-based container that hosts its own region, re-solves that region: `a`'s x follows
    /// the required constraints while active and falls back to the 999 one (x = 30) when not.
    @Test func togglingAConstraintInANestedRegionResolvesThatRegion() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let container = View(frame: CGRect(x: 20, y: 40, width: 200, height: 100), name: "container")
        let a = View(name: "a"), b = View(name: "b")
        root.addSubview(container); container.addSubview(a); container.addSubview(b)
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        let fallback = a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30)
        fallback.priority = LayoutPriority(999)
        LayoutConstraint.activate([a.topAnchor.constraint(equalTo: container.topAnchor),
                                   a.widthAnchor.constraint(equalToConstant: 10),
                                   a.heightAnchor.constraint(equalToConstant: 10),
                                   b.topAnchor.constraint(equalTo: container.topAnchor),
                                   b.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50),
                                   b.widthAnchor.constraint(equalToConstant: 10),
                                   b.heightAnchor.constraint(equalToConstant: 10),
                                   fallback])
        // The second item is the first item's superview.
        let toSuperview = a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        // Siblings: b's trailing edge is 50 + 10.
        let toSibling = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 5)
        // The first item is the second item's superview: container.leading == a.leading − 7.
        let fromSuperview = container.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: -7)
        for (constraint, x) in [(toSuperview, CGFloat(10)), (toSibling, CGFloat(50 + 10 + 5)), (fromSuperview, CGFloat(7))] {
            constraint.isActive = true
            try root.checkedLayoutIfNeeded()
            #expect(a.frame == CGRect(x: x, y: 0, width: 10, height: 10))
            constraint.isActive = false
            try root.checkedLayoutIfNeeded()
            #expect(a.frame == CGRect(x: 30, y: 0, width: 10, height: 10))
        }
    }

    @Test func removingAViewDropsItsConstraintsToTheOldSuperview() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let a = View(name: "a")
        root.addSubview(a)
        let c = a.topAnchor.constraint(equalTo: root.topAnchor)
        let size = a.heightAnchor.constraint(equalToConstant: 3)
        LayoutConstraint.activate([c, size])
        a.removeFromSuperview()
        #expect(!c.isActive && size.isActive)
    }
}

extension LayoutDimension {
    /// The active constraints of this anchor's view (test helper).
    var constraints: [LayoutConstraint] { view.constraints }
}
