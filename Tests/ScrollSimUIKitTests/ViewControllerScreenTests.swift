import Testing
import ScrollSimUIKit
import ScrollSim

/// FeedViewController (a screen written as UIKit code) shown full screen on the default device, an
/// iPhone 15 Pro class screen: 393 × 852 pt, @3x, 120 Hz, safe area top 59 / bottom 34 (Apple's technical
/// specifications; public safe-area measurements). Expected values are derived by hand from those figures.
@Suite("A UIKit view controller screen under Simulation")
struct ViewControllerScreenTests {
    /// 1/3-point pixels: frames on the @3x grid compare exactly up to rounding of thirds.
    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test("life cycle in UIKit's order: loadView, viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear")
    func lifeCycleOrder() throws {
        let controller = FeedViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.log.isEmpty)
        _ = try Simulation(viewController: controller)
        #expect(controller.log == ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                                   "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(controller.isViewLoaded)
    }

    @Test("the view loads lazily on first read: loadView then viewDidLoad, once")
    func lazyLoading() {
        let controller = FeedViewController()
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.log == ["loadView", "viewDidLoad"])
    }

    @Test("the default screen: 393 × 852 pt, scale 3, 120 Hz; the simulation takes its rate and scale")
    func mainScreen() throws {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.maximumFramesPerSecond == 120)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        let simulation = try Simulation(viewController: FeedViewController())
        #expect(simulation.refreshRate == 120)
        #expect(simulation.screenScale == 3)
        #expect(simulation.digitizerRate == 120)
        #expect(simulation.root is UIWindow)
        #expect(simulation.root.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("the window's safe area on the default device is top 59, bottom 34; the controller's full-screen view has the same")
    func safeArea() throws {
        let controller = FeedViewController()
        let simulation = try Simulation(viewController: controller)
        let iPhone15Pro = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(simulation.root.safeAreaInsets == iPhone15Pro)
        #expect(simulation.safeAreaInsets == iPhone15Pro)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(controller.view.safeAreaInsets == iPhone15Pro)
        // The header pinned to the safe area guide's top: y = 59; left/right anchors: the full width.
        #expect(controller.headerImageView.frame == CGRect(x: 0, y: 59, width: 393, height: 250))
        // A view entirely inside the safe rectangle has no safe-area insets.
        #expect(controller.headerImageView.safeAreaInsets == .zero)
    }

    @Test("the never-scrolled list opens at −adjustedContentInset.top = −(250 + 59) = −309")
    func initialOffset() throws {
        let controller = FeedViewController()
        _ = try Simulation(viewController: controller)
        let collectionView: UICollectionView = controller.collectionView
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(collectionView.contentInsetAdjustmentBehavior == .automatic)
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 309, left: 0, bottom: 34, right: 0))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -309))
        #expect(collectionView.clipsToBounds) // UIScrollView's default
    }

    @Test("another device: UIScreen.main = UIScreen(device: .iPhoneSE3) gives 375 × 667 @2x, 60 Hz, safe area top 20")
    func otherDevice() throws {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        UIScreen.main = UIScreen(device: .iPhoneSE3)
        let controller = FeedViewController()
        let simulation = try Simulation(viewController: controller)
        #expect(simulation.refreshRate == 60)
        #expect(simulation.screenScale == 2)
        #expect(simulation.root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // −(250 + 20): the inset plus the status bar.
        #expect(controller.collectionView.contentOffset.y == CGFloat(-270))
    }

    @Test("the title label on the header: title1 (28 pt) 'Feed' is 56 × 101/3 pt, 8 pt in from the margin guide, 16 pt above the bottom")
    func titleLabelLayout() throws {
        let controller = FeedViewController()
        _ = try Simulation(viewController: controller)
        let label = controller.titleLabel
        // width 4 × 0.5 × 28 = 56; height ceil3(20.287109375 × 28 / 17 = 33.414…) = 101/3.
        #expect(label.intrinsicContentSize == CGSize(width: 56, height: 101.0 / 3))
        #expect(Self.close(label.frame.minX, 8))
        #expect(Self.close(label.frame.minY, 250 - 16 - 101.0 / 3))
        #expect(label.text == "Feed")
        #expect(label.textColor == .white)
        #expect(label.font == UIFont.preferredFont(forTextStyle: .title1))
    }

    @Test("child view controllers: addChild sends willMove(toParent:), removeFromParent didMove(nil); appearance is forwarded")
    func children() throws {
        let parent = FeedViewController()
        let child = BadgeViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(child.parent === parent)
        _ = try Simulation(viewController: parent)
        #expect(child.log == ["willMove(parent)", "didMove(parent)", "viewWillAppear", "viewDidAppear"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(child.log.suffix(2) == ["willMove(nil)", "didMove(nil)"])
    }

    @Test("layout passes during the run reach the controller again (viewWillLayoutSubviews/viewDidLayoutSubviews)")
    func layoutDuringRun() throws {
        let controller = FeedViewController()
        let simulation = try Simulation(viewController: controller)
        controller.view.setNeedsLayout()
        simulation.run(frames: 1)
        #expect(controller.log.suffix(2) == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        #expect(controller.log.count == 8)
    }

    @Test("touches reach the list through the window: an empty list (range [−309, −309]) rubber-bands under a drag and returns to −309")
    func dragThroughTheWindow() throws {
        let controller = FeedViewController()
        let simulation = try Simulation(viewController: controller)
        let collectionView: UICollectionView = controller.collectionView
        // No items: max = max(−309, 0 + 34 − 852) = −309, so the resting range is the single offset −309.
        #expect(collectionView.maximumContentOffset.y == CGFloat(-309))
        try simulation.perform([.down(at: CGPoint(x: 196, y: 600)), .move(to: CGPoint(x: 196, y: 400), duration: 0.25)])
        #expect(collectionView.isDragging)
        #expect(collectionView.contentOffset.y > -309) // pulled up past the bottom edge, rubber-banded
        try simulation.perform([.up])
        #expect(simulation.runUntilIdle())
        #expect(collectionView.contentOffset.y == CGFloat(-309))
    }
}
