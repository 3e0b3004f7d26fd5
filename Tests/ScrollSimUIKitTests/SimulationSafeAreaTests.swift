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
