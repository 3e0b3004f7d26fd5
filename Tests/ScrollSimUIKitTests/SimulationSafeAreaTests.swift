import Testing
import ScrollSimUIKit
import ScrollSim

/// A list controller whose collection view keeps UIKit's automatic inset adjustment.
private final class PlainListController: UIViewController {
    let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.contentSize = CGSize(width: 393, height: 5000)
        view.addSubview(list)
    }
}

@Suite("A simulation's given safe area replaces the screen's")
struct SimulationSafeAreaTests {
    @Test("default screen: 59/34; safeAreaInsets: .zero leaves none, so a list opens at 0")
    func zeroSafeAreaReplacesTheScreens() throws {
        let withScreen = PlainListController()
        let screenSimulation = try Simulation(viewController: withScreen)
        #expect(withScreen.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(withScreen.list.contentOffset.y == -59)

        let withoutSafeArea = PlainListController()
        let bareSimulation = try Simulation(viewController: withoutSafeArea, safeAreaInsets: .zero)
        #expect(withoutSafeArea.view.safeAreaInsets == .zero)
        #expect(withoutSafeArea.list.adjustedContentInset == .zero)
        #expect(withoutSafeArea.list.contentOffset.y == 0)
        withExtendedLifetime((screenSimulation, bareSimulation)) {}
    }
}

/// A view that lays its banner out below the safe area's top, as UIKit code does in `layoutSubviews`.
private final class BannerView: UIView {
    let banner = UIView()
    var safeAreaChanges = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(banner)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        safeAreaChanges += 1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        banner.frame = CGRect(x: 0, y: safeAreaInsets.top, width: bounds.width, height: 44)
    }
}

private final class BannerController: UIViewController {
    override func loadView() {
        view = BannerView(frame: UIScreen.main.bounds)
    }
}

@Suite("A safe-area change lays the views out again")
struct SafeAreaChangeLayoutTests {
    @Test("a banner placed in layoutSubviews moves from y = 59 to y = 0 when the simulation's safe area is zero")
    func bannerFollowsTheSafeArea() throws {
        let onScreen = BannerController()
        let screenSimulation = try Simulation(viewController: onScreen)
        screenSimulation.run(seconds: 1.0 / 120)
        let screenBanner = try #require(onScreen.view as? BannerView)
        #expect(screenBanner.banner.frame.minY == 59)

        let bare = BannerController()
        let bareSimulation = try Simulation(viewController: bare, safeAreaInsets: .zero)
        bareSimulation.run(seconds: 1.0 / 120)
        let bareBanner = try #require(bare.view as? BannerView)
        #expect(bareBanner.safeAreaChanges >= 1)
        #expect(bareBanner.banner.frame.minY == 0)
    }
}
