import Foundation
import Testing
import ScrollSim

/// A cell written as UIKit code writes one: it overrides `init(frame:)` and declares the unarchiving
/// initializer.
private final class BadgeCell: CollectionViewCell {
    static var created = 0
    let badge = Label(text: "new")

    override init(frame: CGRect) {
        super.init(frame: frame)
        BadgeCell.created += 1
        addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A custom view with its own designated initializer, as UIKit screens declare them.
private final class HeaderView: View {
    let height: CGFloat

    init(height: CGFloat) {
        self.height = height
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: height))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class OneSectionSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
    }
}

@Suite("View initializers and identity, as in UIKit")
struct ViewInitializerTests {
    @Test("default names are the class name with its leading capitals lowercased")
    func defaultNames() {
        #expect(View().name == "view")
        #expect(ScrollView(frame: .zero).name == "scrollView")
        #expect(StackView(frame: .zero).name == "stackView")
        #expect(HeaderView(height: 100).name == "headerView")
        #expect(CollectionView(frame: .zero, collectionViewLayout: ListLayout()).name == "collectionView")
        #expect(View(frame: .zero, name: "custom").name == "custom")
    }

    @Test("the unarchiving initializer returns nil: storyboards are not modelled")
    func coderInitializerReturnsNil() {
        let coder = NSCoder()
        #expect(View(coder: coder) == nil)
        #expect(ScrollView(coder: coder) == nil)
        #expect(CollectionView(coder: coder) == nil)
    }

    @Test("a dequeued cell is made by the subclass's own init(frame:)")
    func dequeueRunsTheSubclassInitializer() {
        BadgeCell.created = 0
        let list = ListLayout()
        list.rowHeight = 44
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: list)
        collection.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        let source = OneSectionSource()
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(BadgeCell.created == 3)
        let cells = collection.visibleCells.compactMap { $0 as? BadgeCell }
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.badge.superview === $0 })
    }

    @Test("views are equal only to themselves and hash by identity")
    func identityEquality() {
        let a = View(name: "same"), b = View(name: "same")
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        let scrollView: ScrollView? = ScrollView(frame: .zero)
        let asView: View? = scrollView
        #expect(scrollView == asView)
    }
}
