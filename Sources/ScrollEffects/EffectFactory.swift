import Foundation
import ScrollSim
import ScrollSimUIKit

/// An effect name or parameter the factory does not know, or a bad value.
public struct EffectFactoryError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the effect and the parameter.
    public let message: String
    /// A description naming the effect and parameter.
    public var description: String { message }
}

/// Builds each seed article's hierarchy and effect from a name and numeric parameters (for scenarios and
/// the CLI). Every default is the article's own number.
///
/// The scenes, their articles, parameters, defaults and accepted values are declared once, in
/// ``EffectRegistry/scenes``.
///
/// All scenes are `viewportWidth` × `viewportHeight` (default 390 × 844, an iPhone 14/15 screen in points).
/// View names (for traces): `root`, `collectionView`/`tableView`/`scrollView`, `header`, `headerImage`,
/// `headerContainer`, `tableHeader`, `emptyView`, `contentList`, cells `cell#n`, section headers `header#n`.
@MainActor
public enum EffectFactory {
    /// The effect names, in the table's order (``EffectRegistry/sceneNames``).
    nonisolated public static var effectNames: [String] { EffectRegistry.sceneNames }

    /// The parameters an effect accepts and their defaults (the article's numbers), sorted by name
    /// (from ``EffectRegistry/scenes``).
    public static func defaultParameters(for effect: String) throws -> [(name: String, value: Double)] {
        guard let scene = EffectRegistry.scene(named: effect) else {
            throw EffectFactoryError(message: "unknown effect '\(effect)'; known: \(effectNames.joined(separator: ", "))")
        }
        return scene.parameters.map { (name: $0.name, value: $0.defaultValue ?? 0) }
    }

    /// Builds the scene for `effect` with `parameters` overriding the defaults, laid out and at its
    /// starting offset (the sticky header starts at `−headerHeight`, the others at 0).
    /// - Throws: ``EffectFactoryError`` for an unknown effect or parameter, or a value that is not finite
    ///   (counts must be whole and ≥ 0, sizes ≥ 0).
    public static func makeScene(effect: String, parameters: [String: Double] = [:]) throws -> EffectScene {
        let defaults = try defaultParameters(for: effect)
        for key in parameters.keys.sorted() where !defaults.contains(where: { $0.name == key }) {
            throw EffectFactoryError(message: "effect '\(effect)' has no parameter '\(key)'; known: \(defaults.map(\.name).joined(separator: ", "))")
        }
        var values: [(name: String, value: Double)] = []
        for parameter in EffectRegistry.scene(named: effect)?.parameters ?? [] {
            let v = parameters[parameter.name] ?? parameter.defaultValue ?? 0
            try parameter.check(v, effect: effect)
            values.append((parameter.name, v))
        }
        func p(_ name: String) -> CGFloat { CGFloat(values.first { $0.name == name }!.value) }
        func n(_ name: String) -> Int { Int(values.first { $0.name == name }!.value) }
        let viewport = CGRect(x: 0, y: 0, width: p("viewportWidth"), height: p("viewportHeight"))
        let root = View(frame: viewport, name: "root")

        let scene: EffectScene
        switch effect {
        case "sticky-header-fade":
            scene = try stickyHeaderFade(root: root, p: p, n: n, values: values)
        case "stretchy-header-table", "stretchy-header-container":
            scene = try stretchyHeader(root: root, container: effect == "stretchy-header-container", p: p, n: n, values: values, name: effect)
        case "stretchy-header-flow-layout":
            scene = try stretchyFlow(root: root, p: p, n: n, values: values)
        case "parallax-header":
            scene = try parallax(root: root, p: p, values: values)
        case "swiftui-parallax-header":
            scene = try swiftUIParallax(root: root, values: values)
        default:
            scene = try nested(root: root, bottom: effect == "nested-scroll-gate-bottom", p: p, n: n, values: values, name: effect)
        }
        try root.checkedLayoutIfNeeded()
        return scene
    }

    // MARK: The articles' hierarchies

    /// Seed 000: the article's `viewDidLoad`, with type renames.
    private static func stickyHeaderFade(root view: View, p: (String) -> CGFloat, n: (String) -> Int,
                                         values: [(name: String, value: Double)]) throws -> EffectScene {
        let headerHeight = p("headerHeight")
        let layout = FlowLayout()
        layout.minimumLineSpacing = p("lineSpacing")
        layout.minimumInteritemSpacing = 0
        layout.itemSize = CGSize(width: view.bounds.width, height: p("itemHeight"))
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout, name: "collectionView")
        collectionView.isScrollEnabled = true
        collectionView.contentInset = EdgeInsets(top: headerHeight, left: 0, bottom: 0, right: 0)
        collectionView.backgroundColor = .clear
        collectionView.clipsToBounds = true
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.translatesAutoresizingMaskIntoConstraints = false

        let headerImageView = ImageView(imageSize: CGSize(width: p("imageWidth"), height: p("imageHeight")), name: "header")
        headerImageView.clipsToBounds = true
        headerImageView.contentMode = .scaleAspectFill
        headerImageView.translatesAutoresizingMaskIntoConstraints = false

        for v in [collectionView, headerImageView] { view.addSubview(v) }
        LayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let headerHeightConstraint = headerImageView.heightAnchor.constraint(equalToConstant: headerHeight)
        headerHeightConstraint.isActive = true
        LayoutConstraint.activate([
            headerImageView.topAnchor.constraint(equalTo: view.topAnchor),
            headerImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        let dataSource = PlainDataSource(count: n("itemCount"))
        collectionView.dataSource = dataSource
        let effect = StickyHeaderFade(headerView: headerImageView, heightConstraint: headerHeightConstraint,
                                      headerHeight: headerHeight, layoutRoot: view)
        let scene = EffectScene(name: "sticky-header-fade", root: view, scrollView: collectionView, effect: effect,
                                header: headerImageView, parameters: values, retained: [dataSource])
        try view.checkedLayoutIfNeeded()
        // UIKit starts a view with a top inset at −inset.top (the content just below the header).
        collectionView.contentOffset = CGPoint(x: 0, y: -headerHeight)
        return scene
    }

    /// Seed 001 a/b: a table (list) with the article's 200-pt `SHTableHeaderView`.
    private static func stretchyHeader(root: View, container: Bool, p: (String) -> CGFloat, n: (String) -> Int,
                                       values: [(name: String, value: Double)], name: String) throws -> EffectScene {
        let layout = ListLayout()
        layout.rowHeight = p("rowHeight")
        let tableView = CollectionView(frame: root.bounds, collectionViewLayout: layout, name: "tableView")
        tableView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        tableView.contentInset = EdgeInsets(top: p("contentInsetTop"), left: 0, bottom: 0, right: 0)
        root.addSubview(tableView)
        let headerView = View(frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: p("headerHeight")), name: "tableHeader")
        let imageView = ImageView(imageSize: CGSize(width: p("imageWidth"), height: p("imageHeight")), name: "headerImage")
        imageView.contentMode = .scaleAspectFill
        imageView.translatesAutoresizingMaskIntoConstraints = false
        let effect: StretchyHeader
        if container {
            // 1 b: container width, centerX, height = header; image width, height, bottom = container.
            // The article leaves the container's vertical position and the image's horizontal one open;
            // the solver resolves that ambiguity to exactly bottom == bottom and centerX == centerX (the
            // seed-screen layout tests check it with the article's constraints only). They are written
            // out here so that the scene is not ambiguous.
            let containerView = View(name: "headerContainer")
            containerView.translatesAutoresizingMaskIntoConstraints = false
            headerView.addSubview(containerView)
            containerView.addSubview(imageView)
            let height = imageView.heightAnchor.constraint(equalTo: containerView.heightAnchor)
            let bottom = imageView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor)
            LayoutConstraint.activate([
                containerView.widthAnchor.constraint(equalTo: headerView.widthAnchor),
                containerView.centerXAnchor.constraint(equalTo: headerView.centerXAnchor),
                containerView.heightAnchor.constraint(equalTo: headerView.heightAnchor),
                containerView.bottomAnchor.constraint(equalTo: headerView.bottomAnchor),
                imageView.widthAnchor.constraint(equalTo: containerView.widthAnchor),
                imageView.centerXAnchor.constraint(equalTo: containerView.centerXAnchor),
                height, bottom,
            ])
            effect = StretchyHeader(containerView: containerView, imageViewHeight: height, imageViewBottom: bottom)
        } else {
            // 1 a: image width, centerX, bottom and height = header (height kept as imageViewHeight).
            headerView.addSubview(imageView)
            let height = imageView.heightAnchor.constraint(equalTo: headerView.heightAnchor)
            LayoutConstraint.activate([
                imageView.widthAnchor.constraint(equalTo: headerView.widthAnchor),
                imageView.centerXAnchor.constraint(equalTo: headerView.centerXAnchor),
                imageView.bottomAnchor.constraint(equalTo: headerView.bottomAnchor),
                height,
            ])
            effect = StretchyHeader(imageViewHeight: height)
        }
        tableView.tableHeaderView = headerView
        let dataSource = PlainDataSource(count: n("rowCount"))
        tableView.dataSource = dataSource
        let scene = EffectScene(name: name, root: root, scrollView: tableView, effect: effect, header: imageView,
                                parameters: values, retained: [dataSource])
        try root.checkedLayoutIfNeeded()
        if p("contentInsetTop") != 0 { tableView.contentOffset = CGPoint(x: 0, y: -p("contentInsetTop")) }
        effect.scrollViewDidScroll(tableView)
        return scene
    }

    /// Seed 001 c: a collection view with ``StretchyHeaderFlowLayout`` and one 200-pt section header.
    private static func stretchyFlow(root: View, p: (String) -> CGFloat, n: (String) -> Int,
                                     values: [(name: String, value: Double)]) throws -> EffectScene {
        let layout = StretchyHeaderFlowLayout()
        layout.itemSize = CGSize(width: root.bounds.width, height: p("itemHeight"))
        layout.minimumLineSpacing = p("lineSpacing")
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: root.bounds.width, height: p("headerHeight"))
        let collectionView = CollectionView(frame: root.bounds, collectionViewLayout: layout, name: "collectionView")
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        root.addSubview(collectionView)
        let dataSource = PlainDataSource(count: n("itemCount"))
        collectionView.dataSource = dataSource
        let scene = EffectScene(name: "stretchy-header-flow-layout", root: root, scrollView: collectionView, effect: nil,
                                header: nil, parameters: values, retained: [dataSource, layout])
        try root.checkedLayoutIfNeeded()
        return scene
    }

    /// Seed 003: a scroll view with the 400-pt GeometryReader header and the content list below it.
    private static func parallax(root: View, p: (String) -> CGFloat, values: [(name: String, value: Double)]) throws -> EffectScene {
        let height = p("headerHeight")
        let scrollView = ScrollView(frame: root.bounds, name: "scrollView")
        scrollView.contentSize = CGSize(width: root.bounds.width, height: height + p("contentHeight"))
        root.addSubview(scrollView)
        let header = View(frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: height), name: "header")
        let image = ImageView(frame: header.bounds, imageSize: CGSize(width: p("imageWidth"), height: p("imageHeight")), name: "headerImage")
        image.contentMode = .scaleAspectFill
        header.addSubview(image)
        let content = View(frame: CGRect(x: 0, y: height, width: root.bounds.width, height: p("contentHeight")), name: "contentList")
        scrollView.addSubview(header)
        scrollView.addSubview(content)
        let effect = ParallaxHeader(header: header, imageView: image, height: height)
        effect.update()
        return EffectScene(name: "parallax-header", root: root, scrollView: scrollView, effect: effect, header: image,
                           parameters: values, retained: [])
    }

    /// Seed 003 as SwiftUI code: the article's `ParallaxEffect` and `ContentList` in a `ScrollView`, hosted by
    /// a `UIHostingController` whose view fills the root. The SwiftUI layer draws the engine views
    /// (`UIHostingView`, the `ScrollView` the gestures drive, the header's `Image`, the list's 40
    /// `RoundedRectangle`s); no strategy object: the article's own view code computes the effect.
    private static func swiftUIParallax(root: View, values: [(name: String, value: Double)]) throws -> EffectScene {
        let controller = makeParallaxArticleController()
        let host = controller.view!
        host.frame = root.bounds
        root.addSubview(host)
        try root.checkedLayoutIfNeeded()
        guard let scrollView = host.firstDescendant(named: "ScrollView") as? ScrollView else {
            throw EffectFactoryError(message: "effect 'swiftui-parallax-header': the hosted screen drew no ScrollView")
        }
        return EffectScene(name: "swiftui-parallax-header", root: root, scrollView: scrollView, effect: nil,
                           header: scrollView.firstDescendant(named: "Image"), parameters: values, retained: [controller])
    }

    /// Seed 004: an outer scroll view (bounces off) with a 500-pt empty view above a 1200-pt table view
    /// (bounces off, scrolling initially disabled, 501 rows).
    private static func nested(root: View, bottom: Bool, p: (String) -> CGFloat, n: (String) -> Int,
                               values: [(name: String, value: Double)], name: String) throws -> EffectScene {
        let scrollView = ScrollView(frame: root.bounds, name: "scrollView")
        scrollView.bounces = false
        scrollView.backgroundColor = Color.lightGray.withAlphaComponent(0.2)
        let emptyView = View(name: "emptyView")
        let layout = ListLayout()
        layout.rowHeight = p("rowHeight")
        let tableView = CollectionView(frame: .zero, collectionViewLayout: layout, name: "tableView")
        tableView.bounces = false
        tableView.backgroundColor = .lightGray
        tableView.isScrollEnabled = false
        tableView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        root.addSubview(scrollView)
        // The article stacks the two in a vertical UIStackView pinned to the scroll view's edges; here the
        // arrangement is written out as constraints on the two views (so that the view tree matches the
        // hand-written scenario files) and the content size is set directly. The article's own layout —
        // StackView, content size from the edge constraints — is checked in the seed-screen layout tests.
        scrollView.addSubview(emptyView)
        scrollView.addSubview(tableView)
        for v in [emptyView, tableView] { v.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            emptyView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            emptyView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            emptyView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            emptyView.heightAnchor.constraint(equalToConstant: p("topViewHeight")),
            tableView.topAnchor.constraint(equalTo: emptyView.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            tableView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            tableView.heightAnchor.constraint(equalToConstant: p("tableHeight")),
        ])
        scrollView.contentSize = CGSize(width: root.bounds.width, height: p("topViewHeight") + p("tableHeight"))
        let dataSource = PlainDataSource(count: n("rowCount"))
        tableView.dataSource = dataSource
        let rule: NestedScrollGate.Rule = bottom ? .bottomReached : .pastTopView(topView: emptyView, topMargin: p("topMargin"))
        let effect = NestedScrollGate(outer: scrollView, inner: tableView, rule: rule)
        let scene = EffectScene(name: name, root: root, scrollView: scrollView, effect: effect, header: tableView,
                                parameters: values, retained: [dataSource])
        try root.checkedLayoutIfNeeded()
        return scene
    }
}
