import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

/// UIStackView's arrangements against frames worked out by hand.
@Suite("Stack view")
struct StackViewTests {
    static let line = CGFloat(61) / 3   // one 17-pt line, ceiled to @3x pixels

    /// Frames equal to 1e-9 pt (sums of thirds differ from the hand sums in the last bit).
    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        isApproximatelyEqual(a.minX, b.minX, absoluteTolerance: 1e-9) && isApproximatelyEqual(a.minY, b.minY, absoluteTolerance: 1e-9)
            && isApproximatelyEqual(a.width, b.width, absoluteTolerance: 1e-9) && isApproximatelyEqual(a.height, b.height, absoluteTolerance: 1e-9)
    }

    static func pinned(_ stack: StackView, in root: View, width: CGFloat? = nil, height: CGFloat? = nil) {
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        var cs = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                  stack.topAnchor.constraint(equalTo: root.topAnchor)]
        cs.append(width.map { stack.widthAnchor.constraint(equalToConstant: $0) }
                  ?? stack.trailingAnchor.constraint(equalTo: root.trailingAnchor))
        if let height { cs.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        LayoutConstraint.activate(cs)
    }

    @Test func verticalFillStacksWithSpacingAndCollapsesHiddenViews() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let title = Label(text: "Title", name: "title"), subtitle = Label(text: "Hi", name: "subtitle")
        let box = View(name: "box")
        let stack = StackView(arrangedSubviews: [title, subtitle, box], name: "stack")
        stack.axis = .vertical
        stack.spacing = 8
        box.heightAnchor.constraint(equalToConstant: 50).isActive = true
        Self.pinned(stack, in: root)
        try root.checkedLayoutIfNeeded()
        let l = Self.line
        #expect(Self.same(title.frame, CGRect(x: 0, y: 0, width: 390, height: l)))
        #expect(Self.same(subtitle.frame, CGRect(x: 0, y: l + 8, width: 390, height: l)))
        #expect(Self.same(box.frame, CGRect(x: 0, y: 2 * l + 16, width: 390, height: 50)))
        #expect(Self.same(stack.frame, CGRect(x: 0, y: 0, width: 390, height: 2 * l + 16 + 50)))
        subtitle.isHidden = true
        try root.checkedLayoutIfNeeded()
        #expect(Self.same(box.frame, CGRect(x: 0, y: l + 8, width: 390, height: 50)))
        #expect(subtitle.frame.height == 0)
        #expect(isApproximatelyEqual(stack.frame.height, l + 8 + 50, absoluteTolerance: 1e-9))
        #expect(root.layoutDiagnostics.unsatisfiable.isEmpty)
    }

    @Test func fillEquallySharesTheLength() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let views = (0..<3).map { View(name: "v\($0)") }
        let stack = StackView(arrangedSubviews: views, name: "stack")
        stack.distribution = .fillEqually
        stack.spacing = 10
        Self.pinned(stack, in: root, width: 300, height: 40)
        try root.checkedLayoutIfNeeded()
        let w = CGFloat(280) / 3
        for (i, v) in views.enumerated() {
            #expect(isApproximatelyEqual(v.frame.minX, CGFloat(i) * (w + 10), absoluteTolerance: 1e-6))
            #expect(isApproximatelyEqual(v.frame.width, w, absoluteTolerance: 1e-6))
            #expect(v.frame.minY == 0 && v.frame.height == 40)
        }
    }

    @Test func fillProportionallyFollowsIntrinsicSizes() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let a = ImageView(imageSize: CGSize(width: 100, height: 10), name: "a")
        let b = ImageView(imageSize: CGSize(width: 300, height: 10), name: "b")
        let stack = StackView(arrangedSubviews: [a, b], name: "stack")
        stack.distribution = .fillProportionally
        stack.spacing = 20
        Self.pinned(stack, in: root, width: 220, height: 10)
        try root.checkedLayoutIfNeeded()
        // 200 pt to share 1 : 3.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 70, y: 0, width: 150, height: 10))
    }

    @Test func equalSpacingSpreadsTheGaps() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let views = [40, 60, 80].map { w -> View in
            let v = View(name: "w\(w)")
            v.widthAnchor.constraint(equalToConstant: CGFloat(w)).isActive = true
            return v
        }
        let stack = StackView(arrangedSubviews: views, name: "stack")
        stack.distribution = .equalSpacing
        Self.pinned(stack, in: root, width: 300, height: 20)
        try root.checkedLayoutIfNeeded()
        // 300 − 180 = 120 over two gaps.
        #expect(views.map(\.frame.minX) == [0, 100, 220])
    }

    @Test func centerAndLeadingAlignment() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let a = ImageView(imageSize: CGSize(width: 40, height: 30), name: "a")
        let b = ImageView(imageSize: CGSize(width: 100, height: 20), name: "b")
        let stack = StackView(arrangedSubviews: [a, b], name: "stack")
        stack.axis = .vertical
        stack.alignment = .center
        Self.pinned(stack, in: root, width: 200)
        try root.checkedLayoutIfNeeded()
        #expect(a.frame == CGRect(x: 80, y: 0, width: 40, height: 30))
        #expect(b.frame == CGRect(x: 50, y: 30, width: 100, height: 20))
        #expect(stack.frame.height == 50)
        stack.alignment = .leading
        try root.checkedLayoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(b.frame == CGRect(x: 0, y: 30, width: 100, height: 20))
    }

    @Test func horizontalStackHugsItsTallestViewWhenAlignedToTheTop() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let a = ImageView(imageSize: CGSize(width: 40, height: 30), name: "a")
        let b = ImageView(imageSize: CGSize(width: 60, height: 70), name: "b")
        let stack = StackView(arrangedSubviews: [a, b], name: "stack")
        stack.alignment = .top
        stack.spacing = 5
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: root.topAnchor)])
        try root.checkedLayoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 105, height: 70))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(b.frame == CGRect(x: 45, y: 0, width: 60, height: 70))
    }
}
