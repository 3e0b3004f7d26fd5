import Foundation
import Testing
@testable import ScrollSim

/// The seed articles' screens laid out by their constraints only, and a scroll view's content size from
/// its content layout guide.
@Suite("Seed screens by constraints")
struct SeedScreenLayoutTests {
    @Test func contentGuideConstraintsSetTheContentSize() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let scroll = ScrollView(frame: root.bounds, name: "scroll")
        root.addSubview(scroll)
        let content = View(name: "content")
        scroll.addSubview(content)
        content.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        try root.checkedLayoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
        #expect(scroll.contentSize == CGSize(width: 390, height: 2000))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 2000))
    }

    @Test func viewPinnedToTheFrameGuideStaysOnScreenWhileScrolling() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let scroll = ScrollView(frame: root.bounds, name: "scroll")
        scroll.contentSize = CGSize(width: 390, height: 3000)
        root.addSubview(scroll)
        let badge = View(name: "badge")
        scroll.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 44),
            badge.heightAnchor.constraint(equalToConstant: 44),
        ])
        try root.checkedLayoutIfNeeded()
        #expect(badge.frame == CGRect(x: 390 - 10 - 44, y: 10, width: 44, height: 44))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        try root.checkedLayoutIfNeeded()
        // In content coordinates it moved with the offset; on screen it is where it was.
        #expect(badge.frame == CGRect(x: 390 - 10 - 44, y: 310, width: 44, height: 44))
        #expect(badge.frameInWindow == CGRect(x: 390 - 10 - 44, y: 10, width: 44, height: 44))
        // Nothing tied the content size to constraints: it stays as set.
        #expect(scroll.contentSize == CGSize(width: 390, height: 3000))
    }

    /// Seed 004: scroll view edges = superview; a vertical stack pinned to the scroll view's edges (its
    /// content area) and to its width (its frame); a 500-pt empty view and a 1200-pt table view
    /// arranged in it. No content size is set by hand.
    @Test func nestedScrollArticleLayoutComesFromConstraintsOnly() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "root")
        let scrollView = ScrollView(frame: .zero, name: "scrollView")
        let emptyView = View(name: "emptyView"), tableView = View(name: "tableView")
        let stackView = StackView(name: "stackView")
        stackView.axis = .vertical
        root.addSubview(scrollView)
        scrollView.addSubview(stackView)
        stackView.addArrangedSubview(emptyView)
        stackView.addArrangedSubview(tableView)
        for v in [scrollView, stackView] as [View] { v.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            // scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            // stackView.snp.makeConstraints { $0.edges.width.equalToSuperview() }
            stackView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stackView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stackView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            emptyView.heightAnchor.constraint(equalToConstant: 500),
            tableView.heightAnchor.constraint(equalToConstant: 1200),
        ])
        try root.checkedLayoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1700))
        #expect(stackView.frame == CGRect(x: 0, y: 0, width: 390, height: 1700))
        #expect(emptyView.frame == CGRect(x: 0, y: 0, width: 390, height: 500))
        #expect(tableView.frame == CGRect(x: 0, y: 500, width: 390, height: 1200))
        for v in [scrollView, stackView, emptyView, tableView] as [View] { #expect(!v.hasAmbiguousLayout, "\(v.name)") }
        #expect(root.layoutDiagnostics.unsatisfiable.isEmpty)
        // Scrolling moves the bounds, not the constraint-placed frames.
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        try root.checkedLayoutIfNeeded()
        #expect(tableView.frame == CGRect(x: 0, y: 500, width: 390, height: 1200))
    }

    /// Seed 001 (b): only the article's constraints — container width, centerX, height = header; image
    /// width, height, bottom = container — with the constants its scroll handler sets. The container's
    /// vertical position and the image's horizontal one are left open: the solution puts them at the
    /// origin, and both views report the ambiguity.
    @Test func stretchyHeaderContainerVariantWithTheArticlesConstraintsOnly() throws {
        let header = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200), name: "header")
        let container = View(name: "container"), image = ImageView(imageSize: CGSize(width: 1200, height: 800), name: "image")
        header.addSubview(container); container.addSubview(image)
        container.translatesAutoresizingMaskIntoConstraints = false
        image.translatesAutoresizingMaskIntoConstraints = false
        let height = image.heightAnchor.constraint(equalTo: container.heightAnchor)
        let bottom = image.bottomAnchor.constraint(equalTo: container.bottomAnchor)
        LayoutConstraint.activate([
            container.widthAnchor.constraint(equalTo: header.widthAnchor),
            container.centerXAnchor.constraint(equalTo: header.centerXAnchor),
            container.heightAnchor.constraint(equalTo: header.heightAnchor),
            image.widthAnchor.constraint(equalTo: container.widthAnchor),
            height, bottom,
        ])
        // Pulled down by 100 (offsetY = 100 with inset 0): height = 100 + 200 − 200 … the handler's values.
        bottom.constant = 30
        height.constant = 50
        try header.checkedLayoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
        // Image: height 250, bottom at 200 + 30 → top at −20 in the container.
        #expect(image.frame == CGRect(x: 0, y: -20, width: 390, height: 250))
        #expect(container.hasAmbiguousLayout && image.hasAmbiguousLayout)
        #expect(header.layoutDiagnostics.unsatisfiable.isEmpty)
    }
}
