import ScrollSim
import ScrollSimUIKit

/// SwiftUI's `UIHostingController`: a `UIViewController` whose view shows a SwiftUI view tree, so the tree
/// runs in a UIKit window (and in a `Simulation(viewController:)`).
///
/// Its view lays the tree out in its bounds inset by its safe area (SwiftUI keeps content out of the safe
/// area by default; `ignoresSafeArea` is not modelled yet): the root is proposed that size and centred in it
/// (Apple, "Layout fundamentals": the root view is centred in the space offered). Each drawn primitive
/// becomes an engine view named after it (`Text`, `Rectangle`, `Color`), a direct subview of the hosting
/// view, back to front in drawing order, with its frame in the hosting view's coordinates [model: SwiftUI's
/// own render tree is private; the hierarchy is flattened here].
open class UIHostingController<Content: View>: UIViewController {
    /// The root of the SwiftUI tree, as `UIHostingController.rootView`; setting it rebuilds the rendered
    /// views and lays them out again.
    public var rootView: Content {
        didSet { hostingView?.rootNode = evaluatedTree() }
    }

    /// The loaded hosting view, if any.
    private var hostingView: HostingView?

    /// The tree's state storage (``State``), kept across evaluations.
    private let graph = ViewGraph()

    /// A controller showing `rootView`, as SwiftUI's `UIHostingController(rootView:)`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        graph.stateDidChange = { [weak self] in self?.hostingView?.setNeedsEvaluation() }
    }

    /// Unarchiving is not modelled: returns `nil`, as UIKit view controllers here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The resolved tree of ``rootView``, its bodies evaluated with the seeded random stream restarted
    /// (``ViewRandomNumberGenerator``), so every evaluation draws the same numbers.
    private func evaluatedTree() -> LayoutNode {
        ViewRandomNumberGenerator.restart()
        return graph.evaluate { resolvedNode(of: rootView) }
    }

    /// Makes the hosting view (the size of the main screen, as a view controller's default view).
    open override func loadView() {
        let hostingView = HostingView(frame: UIScreen.main.bounds)
        hostingView.rootNode = evaluatedTree()
        hostingView.evaluateTree = { [weak self] in self?.evaluatedTree() }
        self.hostingView = hostingView
        view = hostingView
    }
}

/// The view of a ``UIHostingController``: lays the SwiftUI tree out in every layout pass.
final class HostingView: ScrollSim.View {
    /// The root of the resolved tree; setting it replaces the rendered subviews.
    var rootNode: LayoutNode = EmptyNode() {
        didSet {
            for view in drawnViews { view.removeFromSuperview() }
            drawnViews = []
            rootNode.appendDrawnViews(to: &drawnViews)
            for view in drawnViews { addSubview(view) }
            setNeedsLayout()
        }
    }

    /// The rendered views, back to front.
    private var drawnViews: [ScrollSim.View] = []

    /// Evaluates the tree again from the current state (set by the controller).
    var evaluateTree: (() -> LayoutNode?)?
    /// Whether a state changed since the last evaluation.
    private var needsEvaluation = false

    /// Asks for the tree to be evaluated again and laid out in the next layout pass (a ``State`` changed).
    func setNeedsEvaluation() {
        needsEvaluation = true
        setNeedsLayout()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        name = "UIHostingView"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if needsEvaluation {
            needsEvaluation = false
            if let node = evaluateTree?() { rootNode = node }
        }
        let insets = safeAreaInsets
        let area = CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                          width: max(0, bounds.width - insets.left - insets.right),
                          height: max(0, bounds.height - insets.top - insets.bottom))
        let proposal = ProposedViewSize(area.size)
        let size = rootNode.sizeThatFits(proposal)
        rootNode.place(at: Alignment.center.origin(of: size, in: area), proposal: proposal)
    }
}
