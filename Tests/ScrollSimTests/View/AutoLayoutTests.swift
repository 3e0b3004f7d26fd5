import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

/// Relations, multipliers, priorities, activation, incremental constants, intrinsic sizes and
/// frame-based views, each against a layout worked out by hand.
@Suite("Auto Layout")
struct AutoLayoutTests {
    static func root() -> View { View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root") }

    static func constrained(_ name: String, in root: View) -> View {
        let v = View(name: name)
        root.addSubview(v)
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }

    @Test func inequalitiesMultipliersAndAnOptionalTarget() throws {
        let root = Self.root()
        let v = Self.constrained("v", in: root)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            v.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            v.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5),
        ])
        let wish = v.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultHigh
        wish.isActive = true
        try root.checkedLayoutIfNeeded()
        // width wants 300 but may not exceed 390/2 = 195; height = 195/2.
        #expect(v.frame == CGRect(x: 10, y: 20, width: 195, height: 97.5))
        wish.constant = 150
        try root.checkedLayoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 20, width: 150, height: 75))
        wish.constant = 50
        try root.checkedLayoutIfNeeded()
        #expect(v.frame.width == 100)   // the required minimum
        #expect(!v.hasAmbiguousLayout)
    }

    @Test func higherPriorityWinsAndChangingPriorityReorders() throws {
        let root = Self.root()
        let v = Self.constrained("v", in: root)
        LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   v.topAnchor.constraint(equalTo: root.topAnchor),
                                   v.heightAnchor.constraint(equalToConstant: 10)])
        let high = v.widthAnchor.constraint(equalToConstant: 100)
        high.priority = .defaultHigh
        let low = v.widthAnchor.constraint(equalToConstant: 200)
        low.priority = .defaultLow
        LayoutConstraint.activate([high, low])
        try root.checkedLayoutIfNeeded()
        #expect(v.frame.width == 100)
        high.priority = 200
        try root.checkedLayoutIfNeeded()
        #expect(v.frame.width == 200)
        low.isActive = false
        try root.checkedLayoutIfNeeded()
        #expect(v.frame.width == 100)
        #expect(!high.isActive == false && !low.isActive)
    }

    @Test func constantChangeResolvesWithoutRebuildAndIdleFramesDoNoWork() throws {
        let root = Self.root()
        let v = Self.constrained("v", in: root)
        let top = v.topAnchor.constraint(equalTo: root.topAnchor)
        LayoutConstraint.activate([top, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   v.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                   v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -44)])
        try root.checkedLayoutIfNeeded()
        let engine = try #require(root.layoutEngine)
        let builds = engine.buildCount, solves = engine.solveCount
        top.constant = 100
        try root.checkedLayoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 100, width: 390, height: 844 - 44 - 100))
        #expect(engine.buildCount == builds && engine.solveCount == solves + 1)
        // Nothing changed: the layout pass does not even reach the engine.
        try root.checkedLayoutIfNeeded()
        #expect(engine.solveCount == solves + 1)
        // The host's size is a constraint constant too.
        root.frame.size.height = 600
        try root.checkedLayoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 100, width: 390, height: 600 - 44 - 100))
        #expect(engine.buildCount == builds)
    }

    @Test func labelAndImageTakeTheirIntrinsicSizes() throws {
        let root = Self.root()
        let label = Label(text: "Hello", name: "label")
        let image = ImageView(imageSize: CGSize(width: 40, height: 30), name: "image")
        for v in [label, image] as [View] { root.addSubview(v); v.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            image.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            image.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        ])
        try root.checkedLayoutIfNeeded()
        // "Hello": 5 × 8.5 = 42.5 pt → 127.5 px → 128 px; line 20.287… pt → 60.86 px → 61 px (@3x).
        let w = CGFloat(128) / 3, h = CGFloat(61) / 3
        #expect(label.frame == CGRect(x: 16, y: 20, width: w, height: h))
        #expect(isApproximatelyEqual(image.frame.minX, 16 + w + 8, absoluteTolerance: 1e-9) && isApproximatelyEqual(image.frame.minY, 20 + h / 2 - 15, absoluteTolerance: 1e-9))
        #expect(image.frame.size == CGSize(width: 40, height: 30))
        #expect(!label.hasAmbiguousLayout && !image.hasAmbiguousLayout)
        // A longer text widens the label (a constant edit of its content-size constraints).
        let builds = root.layoutEngine!.buildCount
        label.text = "Hello, world"   // 12 × 8.5 = 102 pt exactly
        try root.checkedLayoutIfNeeded()
        #expect(label.frame.width == 102)
        #expect(image.frame.minX == CGFloat(16 + 102 + 8))
        #expect(root.layoutEngine!.buildCount == builds)
    }

    @Test func huggingAndCompressionResistanceDecideWhoStretchesAndWhoShrinks() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100), name: "root")
        let a = Label(text: "abcd", name: "a"), b = Label(text: "abcdef", name: "b")   // 34 and 51 pt
        for v in [a, b] { root.addSubview(v); v.translatesAutoresizingMaskIntoConstraints = false }
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        try root.checkedLayoutIfNeeded()
        // 305 pt extra: a hugs harder (251 > 250), so b takes it all.
        #expect(a.frame.width == 34 && b.frame.width == 390 - 34)
        // 25 pt too little: a resists harder (751 > 750), so b gives it up.
        root.frame.size.width = 60
        try root.checkedLayoutIfNeeded()
        #expect(a.frame.width == 34 && b.frame.width == 26)
        #expect(a.contentHuggingPriority(for: .horizontal) == 251)
        #expect(b.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func frameBasedViewBecomesConstraintsAndFollowsItsFrame() throws {
        let root = Self.root()
        let b = View(frame: CGRect(x: 10, y: 100, width: 50, height: 60), name: "b")
        root.addSubview(b)
        let a = Self.constrained("a", in: root)
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 5),
            a.leadingAnchor.constraint(equalTo: b.leadingAnchor),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        try root.checkedLayoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 165, width: 50, height: 10))
        let builds = root.layoutEngine!.buildCount
        b.frame.origin.y = 200
        #expect(root.needsLayout)
        try root.checkedLayoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 265, width: 50, height: 10))
        #expect(root.layoutEngine!.buildCount == builds)
        // A constraint against the frame-based view's own size conflicts with its autoresizing constraints.
        b.widthAnchor.constraint(equalToConstant: 80).isActive = true
        try root.checkedLayoutIfNeeded()
        #expect(b.frame.width == 50)
        let report = try #require(root.layoutDiagnostics.unsatisfiable.last)
        #expect(report.constraints.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:h=--& v=--& b.width == 50.0") })
        #expect(report.message.contains("NSAutoresizingMaskLayoutConstraints that you don't understand"))
    }

    @Test func askingForAmbiguityBeforeTheLayoutPassStillLaysOut() throws {
        let root = Self.root()
        let v = Self.constrained("v", in: root)
        LayoutConstraint.activate([v.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                                   v.heightAnchor.constraint(equalToConstant: 7)])
        // Horizontal position and width are open.
        #expect(v.hasAmbiguousLayout)
        try root.checkedLayoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 5, width: 0, height: 7))
    }

    @Test func layoutMarginsAndUserGuides() throws {
        let root = Self.root()
        let v = Self.constrained("v", in: root)
        let spacer = LayoutGuide()
        root.addLayoutGuide(spacer)
        LayoutConstraint.activate([
            spacer.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 30),
            spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 1),
            v.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            v.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        try root.checkedLayoutIfNeeded()
        // Default margins 8 pt: spacer from 8 to 38; v fills the rest of the margins.
        #expect(spacer.layoutFrame == CGRect(x: 0, y: 8, width: 1, height: 30))
        #expect(v.frame == CGRect(x: 8, y: 38, width: 390 - 16, height: 844 - 8 - 38))
        root.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        try root.checkedLayoutIfNeeded()
        #expect(v.frame == CGRect(x: 16, y: 50, width: 390 - 32, height: 844 - 20 - 50))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 20, width: 358, height: 804))
    }
}
