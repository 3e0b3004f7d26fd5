import ScrollSim

/// UIKit's `UIWindow`: the root of a view hierarchy on a screen, showing a root view controller's view.
///
/// `UIWindow(frame: UIScreen.main.bounds)`, set ``rootViewController``, then ``makeKeyAndVisible()``: the
/// controller's view is loaded, placed filling the window, told it will appear, laid out, told it appeared.
/// The window's safe area comes from its ``screen``'s device (``UIScreen/Device/safeAreaInsets``, where the
/// window overlaps the screen's unsafe edges): every view below reads it through `safeAreaInsets` and
/// `safeAreaLayoutGuide`, and a ``Simulation`` made of the window uses it for the scroll views'
/// `adjustedContentInset`.
///
/// Simulate it with `Simulation(window:)` (it makes the window visible and takes the screen's refresh rate,
/// scale and safe area); the engine's `Simulation(root:)` also accepts a window, but a window never made
/// visible is hidden and gets no touches, as in UIKit.
///
/// Left out: window scenes (`init(windowScene:)`), several windows and window levels, `isKeyWindow` across
/// windows, `sendEvent(_:)` (touches come from the simulation's script).
@MainActor
open class UIWindow: UIView {
    /// The screen the window is on (default ``UIScreen/main`` when created); setting it updates the
    /// window's safe area. Set it before making a ``Simulation`` of the window: a running simulation keeps
    /// its own `safeAreaInsets`, refresh rate and scale.
    open var screen: UIScreen = .main {
        didSet { updateSafeArea() }
    }

    /// Whether ``makeKeyAndVisible()`` has run (UIKit's `isKeyWindow`).
    public private(set) var isKeyWindow = false

    /// The controller whose view fills the window, as `UIWindow.rootViewController`. On a visible window
    /// the new controller's view is installed at once (loaded, placed, appearing); otherwise at
    /// ``makeKeyAndVisible()``. The old controller's view is removed.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if isKeyWindow { installRootViewController() }
        }
    }

    /// A window with `frame` in screen coordinates (points), on ``UIScreen/main``. It is hidden until
    /// ``makeKeyAndVisible()``, as UIKit's windows are.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        updateSafeArea()
    }

    /// Unarchiving is not modelled: returns `nil` (`UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var frame: CGRect {
        didSet { if frame != oldValue { updateSafeArea() } }
    }

    /// Shows the window and makes it key (UIKit's `makeKeyAndVisible()`): unhides it, then installs the
    /// root view controller: its view loaded (`loadView`, `viewDidLoad`), sized to fill the window and added,
    /// `viewWillAppear(false)`, a layout pass (`viewWillLayoutSubviews`, the view's `layoutSubviews`,
    /// `viewDidLayoutSubviews`), `viewDidAppear(false)`.
    open func makeKeyAndVisible() {
        isHidden = false
        guard !isKeyWindow else { return }
        isKeyWindow = true
        installRootViewController()
    }

    /// Keeps the root view controller's view filling the window, then lays out by constraints.
    open override func layoutSubviews() {
        if let view = rootViewController?.viewIfLoaded, view.superview === self, view.frame != bounds {
            view.frame = bounds
        }
        super.layoutSubviews()
    }

    /// Loads, places and shows the root view controller's view, with the appearance calls around a layout.
    private func installRootViewController() {
        guard let controller = rootViewController else { return }
        let view: UIView = controller.view
        if view.superview !== self {
            view.frame = bounds
            addSubview(view)
        }
        controller.beginAppearance()
        layoutIfNeeded()
        controller.endAppearance()
    }

    /// The window's safe area: where its frame overlaps the screen's unsafe edges, points [model: UIKit
    /// gives a full-screen window the device's insets].
    private func updateSafeArea() {
        let device = screen.device.safeAreaInsets
        let screenBounds = screen.bounds
        let f = frame
        func overlap(_ amount: CGFloat, _ dimension: CGFloat) -> CGFloat { min(max(amount, 0), max(dimension, 0)) }
        let insets = EdgeInsets(top: overlap(screenBounds.minY + device.top - f.minY, f.height),
                                left: overlap(screenBounds.minX + device.left - f.minX, f.width),
                                bottom: overlap(f.maxY - (screenBounds.maxY - device.bottom), f.height),
                                right: overlap(f.maxX - (screenBounds.maxX - device.right), f.width))
        windowSafeAreaInsets = insets
    }
}
