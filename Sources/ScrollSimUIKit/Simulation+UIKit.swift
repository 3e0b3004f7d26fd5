import ScrollSim

// A simulation of a UIKit window or view controller: the screen gives the refresh rate, the pixel scale and
// the safe area unless they are given.
extension Simulation {
    /// A simulation of `window`'s hierarchy. The window is made key and visible first if it is not (so a
    /// root view controller's view is loaded, laid out and has appeared). Unless given, the refresh rate
    /// and the touch rate are the window's screen's `maximumFramesPerSecond`, the pixel scale its `scale`,
    /// and the safe area the window's (from its screen's device).
    /// - Parameters:
    ///   - window: the window; becomes ``Simulation/root``.
    ///   - refreshRate: frames per second (default: the screen's maximum).
    ///   - screenScale: pixels per point (default: the screen's scale).
    ///   - digitizerRate: touch reports per second (default: the refresh rate; 120 on ProMotion phones,
    ///     60 on the others).
    ///   - coalescesTouches: see ``Simulation/coalescesTouches`` (default `false`).
    ///   - safeAreaInsets: the window's safe area, replacing the one its screen gives (default: the
    ///     window's own; `.zero`: no safe area, as on a screen without notch or home indicator).
    ///   - integration: how release motions are evaluated (default closed form).
    /// - Throws: what ``Simulation/init(root:refreshRate:screenScale:digitizerRate:coalescesTouches:safeAreaInsets:integration:)``
    ///   throws.
    public convenience init(window: UIWindow, refreshRate: Double? = nil, screenScale: Double? = nil,
                            digitizerRate: Double? = nil, coalescesTouches: Bool = false,
                            safeAreaInsets: UIEdgeInsets? = nil, integration: Integration = .closedForm) throws {
        if !window.isKeyWindow || window.isHidden { window.makeKeyAndVisible() }
        // A given safe area replaces the window's own, so the views see it too (zero: none at all).
        if let safeAreaInsets { window.windowSafeAreaInsets = safeAreaInsets }
        let screen = window.screen
        let rate = refreshRate ?? Double(screen.maximumFramesPerSecond)
        try self.init(root: window, refreshRate: rate, screenScale: screenScale ?? Double(screen.scale),
                      digitizerRate: digitizerRate ?? rate, coalescesTouches: coalescesTouches,
                      safeAreaInsets: safeAreaInsets ?? window.safeAreaInsets, integration: integration)
    }

    /// A simulation of `viewController` shown full screen: a window of ``UIScreen/main``'s bounds gets it
    /// as its root view controller and is made key and visible (`loadView`, `viewDidLoad`,
    /// `viewWillAppear`, a layout pass, `viewDidAppear`); the window is ``Simulation/root``. The other
    /// parameters as ``init(window:refreshRate:screenScale:digitizerRate:coalescesTouches:safeAreaInsets:integration:)``.
    public convenience init(viewController: UIViewController, refreshRate: Double? = nil, screenScale: Double? = nil,
                            digitizerRate: Double? = nil, coalescesTouches: Bool = false,
                            safeAreaInsets: UIEdgeInsets? = nil, integration: Integration = .closedForm) throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        try self.init(window: window, refreshRate: refreshRate, screenScale: screenScale, digitizerRate: digitizerRate,
                      coalescesTouches: coalescesTouches, safeAreaInsets: safeAreaInsets, integration: integration)
    }
}
