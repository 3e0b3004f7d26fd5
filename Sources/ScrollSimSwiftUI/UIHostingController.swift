import ScrollSim
import ScrollSimUIKit

/// SwiftUI's `UIHostingController`: a `UIViewController` whose view shows a SwiftUI view tree, so the tree
/// runs in a UIKit window (and in a `Simulation(viewController:)`).
///
/// Its view lays the tree out in its bounds inset by its safe area (SwiftUI keeps content out of the safe
/// area by default; `ignoresSafeArea` extends a view that reaches its edges): the root is proposed that size and centred in it
/// (Apple, "Layout fundamentals": the root view is centred in the space offered). Each drawn primitive
/// becomes an engine view named after it (`Text`, `Rectangle`, `Color`, …), a direct subview of the hosting
/// view, back to front in drawing order, with its frame in the hosting view's coordinates, except inside a
/// ``ScrollView``, whose engine scroll view is such a subview and holds its content's views in content
/// coordinates [model: SwiftUI's own render tree is private; the hierarchy is flattened to one level per
/// scroll view].
open class UIHostingController<Content: View>: UIViewController {
    /// The root of the SwiftUI tree, as `UIHostingController.rootView`; setting it rebuilds the rendered
    /// views and lays them out again.
    public var rootView: Content {
        didSet { hostingView?.setRoot(rootView) }
    }

    /// The loaded hosting view, if any.
    private var hostingView: HostingView?

    /// A controller showing `rootView`, as SwiftUI's `UIHostingController(rootView:)`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Unarchiving is not modelled: returns `nil`, as UIKit view controllers here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the hosting view (the size of the main screen, as a view controller's default view).
    open override func loadView() {
        let hostingView = HostingView(frame: UIScreen.main.bounds)
        hostingView.setRoot(rootView)
        hostingView.reevaluate = { [weak self] in
            guard let self, let hostingView = self.hostingView else { return }
            hostingView.build(self.rootView)
        }
        self.hostingView = hostingView
        view = hostingView
    }
}

/// The view of a ``UIHostingController``: lays the SwiftUI tree out in every layout pass.
///
/// Re-evaluation: the tree of layout nodes is built when the root view is set (custom views' bodies run
/// then); a new root view builds it again, reusing the engine views of the previous tree by structural
/// identity (``ViewReuseScope``). Content that depends on layout (``GeometryReader``) is evaluated again in
/// every layout pass, and when a scroll view around it moves (see ``ScrollViewNode``). After each pass
/// the drawn views are synchronised with the engine hierarchy (``DrawnSubviews``): only views that appear
/// or disappear are added or removed.
///
/// Each build evaluates the bodies in the tree's ``ViewGraph`` (so ``State`` finds its storage) with the
/// seeded random stream restarted (``ViewRandomNumberGenerator``: every build draws the same numbers). A
/// state change marks the view; the next layout pass builds the tree again from the same root view.
final class HostingView: ScrollSim.View {
    /// The root of the resolved tree.
    private(set) var rootNode: LayoutNode = EmptyNode()
    /// The structural identity of the tree's views across root views.
    private let scope = ViewReuseScope()
    /// The rendered views, back to front.
    private var drawn = DrawnSubviews()

    /// The tree's state storage (``State``), kept across builds.
    private let graph = ViewGraph()
    /// Builds the tree again from the current root view (set by the controller), after a state change.
    var reevaluate: (() -> Void)?
    /// Whether a state changed since the last build.
    private var needsEvaluation = false

    /// Asks for the tree to be evaluated again and laid out in the next layout pass (a ``State`` changed).
    func setNeedsEvaluation() {
        needsEvaluation = true
        setNeedsLayout()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        name = "UIHostingView"
        graph.stateDidChange = { [weak self] in self?.setNeedsEvaluation() }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Builds the tree of `view` (reusing the previous tree's engine views) and marks the view for layout.
    func setRoot(_ view: some View) {
        build(view)
        setNeedsLayout()
    }

    /// Builds the tree of `view`: bodies evaluated in the graph, the random stream restarted, the previous
    /// tree's engine views reused.
    func build(_ view: some View) {
        ViewRandomNumberGenerator.restart()
        let scope = self.scope
        rootNode = graph.evaluate { scope.build { resolvedNode(of: view) } }
        syncDrawnViews()
    }

    /// Makes the root's drawn views this view's subviews.
    private func syncDrawnViews() {
        var views: [ScrollSim.View] = []
        rootNode.appendDrawnViews(to: &views)
        drawn.update(views, in: self)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if needsEvaluation {
            needsEvaluation = false
            reevaluate?()
        }
        let insets = safeAreaInsets
        let area = CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                          width: max(0, bounds.width - insets.left - insets.right),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        let proposal = ProposedViewSize(area.size)
        let size = rootNode.sizeThatFits(proposal)
        var context = PlacementContext()
        context.container = self
        context.safeArea = area
        let root = rootNode
        PlacementContext.with(context) { root.place(at: Alignment.center.origin(of: size, in: area), proposal: proposal) }
        syncDrawnViews()
    }
}
