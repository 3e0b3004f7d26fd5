import ScrollSim

/// UIKit's `UIViewController`: owns a view loaded on first use, hears its view's layout passes, appears in
/// a window, and holds child view controllers.
///
/// The view is loaded lazily, as UIKit's: the first read of ``view`` (or ``loadViewIfNeeded()``) calls
/// ``loadView()`` then ``viewDidLoad()``. Shown by a window (`UIWindow.rootViewController` and
/// `makeKeyAndVisible()`), it gets, in UIKit's order: `loadView`, `viewDidLoad`, `viewWillAppear(_:)`,
/// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewDidAppear(_:)` (Apple's UIViewController
/// reference for each method; the SDK header: `viewWillLayoutSubviews` is "called just before the view
/// controller's view's layoutSubviews method is invoked"; the order as logged on devices in many public
/// examples). The two layout calls run right before and after the view's `layoutSubviews()` in every
/// layout pass, so also during a simulation when the view is laid out again. Child view controllers receive the appearance calls after their parent, as UIKit forwards
/// them automatically.
///
/// Left out: storyboards and nibs (`init?(coder:)` returns `nil`, `nibName` is kept only), presentation,
/// navigation and tab bar controllers (no bars: the safe area is the window's), trait collections,
/// rotation, `additionalSafeAreaInsets`, the disappearance calls (nothing disappears in a simulation), the
/// root view's system minimum layout margins (UIKit raises them to 16 or 20 points; here they stay at 8).
@MainActor
open class UIViewController: ViewLayoutObserver {
    /// The loaded view, or `nil` before ``loadView()``.
    private var loadedView: UIView?
    /// The nib name given to ``init(nibName:bundle:)`` (kept only; nibs are not loaded).
    public let nibName: String?
    /// The bundle given to ``init(nibName:bundle:)`` (kept only).
    public let nibBundle: Bundle?

    /// A title for the view controller, as `UIViewController.title` (kept only: no navigation bar).
    open var title: String?

    /// The parent view controller, or `nil`, as `UIViewController.parent`. Held weakly, as in UIKit.
    public private(set) weak var parent: UIViewController?
    /// The child view controllers, in the order added, as `UIViewController.children`.
    public private(set) var children: [UIViewController] = []

    /// UIKit's designated initializer. Nibs are not modelled: both arguments are kept only; the view is
    /// made by ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// UIKit's unarchiving initializer. Storyboards are not modelled: it returns `nil`. It is `required`,
    /// as in UIKit, so a subclass with its own initializer writes the usual `required init?(coder:)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `init(nibName: nil, bundle: nil)`, as UIKit's `UIViewController()`.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The view this controller manages, as `UIViewController.view`: loaded on first read (``loadView()``,
    /// then ``viewDidLoad()``). Setting it replaces the view (its layout passes then reach this controller).
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.layoutObserver = nil
            loadedView = newValue
            newValue?.layoutObserver = self
        }
    }

    /// The view if loaded, else `nil`, without loading it (UIKit's `viewIfLoaded`).
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been loaded (UIKit's `isViewLoaded`).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded: ``loadView()`` then ``viewDidLoad()`` (UIKit's
    /// `loadViewIfNeeded()`).
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            // UIKit requires loadView to set `view`; a plain view keeps the controller usable.
            view = UIView(frame: UIScreen.main.bounds)
        }
        viewDidLoad()
    }

    /// Creates the view, as `UIViewController.loadView()`. The default sets ``view`` to a plain view the size
    /// of the main screen (``UIScreen/main``), as UIKit's does without a nib. Override to set your own view;
    /// do not call `super` then (as in UIKit).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view is loaded (UIKit's `viewDidLoad()`); does nothing by default.
    open func viewDidLoad() {}

    /// Called before the view appears in a window (UIKit's `viewWillAppear(_:)`); nothing by default.
    /// - Parameter animated: whether the appearance is animated (always `false` here).
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared in a window (UIKit's `viewDidAppear(_:)`); nothing by default.
    /// - Parameter animated: whether the appearance was animated (always `false` here).
    open func viewDidAppear(_ animated: Bool) {}

    /// Called right before the view's `layoutSubviews()` in a layout pass (UIKit's
    /// `viewWillLayoutSubviews()`); nothing by default.
    open func viewWillLayoutSubviews() {}

    /// Called right after the view's `layoutSubviews()` in a layout pass, before its subviews are laid out
    /// (UIKit's `viewDidLayoutSubviews()`); nothing by default.
    open func viewDidLayoutSubviews() {}

    // MARK: Children

    /// Adds `childController` as a child (UIKit's `addChild(_:)`): it first leaves its old parent, then
    /// gets `willMove(toParent: self)`, as UIKit calls automatically. Add its view to your view yourself,
    /// then call `childController.didMove(toParent: self)`, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "UIViewController.addChild: a view controller cannot be its own child")
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.parent = self
        children.append(childController)
    }

    /// Removes this controller from its parent (UIKit's `removeFromParent()`): it then gets
    /// `didMove(toParent: nil)`, as UIKit calls automatically. Call `willMove(toParent: nil)` and remove its
    /// view yourself first, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before this controller is added to or removed from a parent (UIKit's
    /// `willMove(toParent:)`); nothing by default.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after this controller was added to or removed from a parent (UIKit's `didMove(toParent:)`);
    /// nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance (driven by UIWindow)

    /// `viewWillAppear(false)` here, then in the children whose views are in this controller's view.
    func beginAppearance() {
        viewWillAppear(false)
        for child in children where child.viewIsInside(self) { child.beginAppearance() }
    }

    /// `viewDidAppear(false)` here, then in the children whose views are in this controller's view.
    func endAppearance() {
        viewDidAppear(false)
        for child in children where child.viewIsInside(self) { child.endAppearance() }
    }

    /// Whether this controller's loaded view is inside `parent`'s view.
    private func viewIsInside(_ parent: UIViewController) -> Bool {
        guard let mine = loadedView, let theirs = parent.loadedView else { return false }
        var current: UIView? = mine.superview
        while let v = current {
            if v === theirs { return true }
            current = v.superview
        }
        return false
    }
}
